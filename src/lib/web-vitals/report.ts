import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { webVitalsBeacon } from '@/contract/endpoints/web-vitals';
import {
  CONNECTION_TYPES,
  WEB_VITAL_MAX,
  WEB_VITAL_NAMES,
  type ConnectionType,
  type PageType,
  type WebVitalName,
} from '@/contract/web-vitals-terms';
import { config } from '../config';

// The reporter (docs/decisions/111-measuring.md), loaded after the page has loaded, by a sampled visit only: the web-vitals library
// reads the buffered performance entries, so nothing before it is lost. Its metrics wait in one batch that
// leaves by `navigator.sendBeacon` when the page is hidden or left, and each metric leaves once: a value that
// changes after it was sent (CLS, INP on a tab that comes back) is not sent again.

export type VisitContext = { page: PageType; connection: ConnectionType; repeat: boolean };

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string } };

/** `navigator.connection.effectiveType` where the browser has it (Chromium), else `unknown`. */
export function connectionType(nav: NavigatorWithConnection = navigator): ConnectionType {
  const type = nav.connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type) ?? 'unknown';
}
type Reported = Pick<Metric, 'id' | 'value'> & { name: string };
type Listen = (callback: (metric: Reported) => void) => void;

const LISTENERS: Listen[] = [onLCP, onINP, onCLS, onTTFB] as Listen[];
const isReported = (name: string): name is WebVitalName => (WEB_VITAL_NAMES as readonly string[]).includes(name);

/** The batch of one page's metrics: `add` keeps a metric's latest value until `flush` sends them all. */
export function createBatch(context: VisitContext, send: (body: string) => boolean) {
  const pending = new Map<string, Reported>();
  const sent = new Set<string>();
  return {
    add(metric: Reported) {
      // A value the server would refuse (a tab asleep for minutes) would lose the whole beacon: it stays home.
      if (isReported(metric.name) && metric.value <= WEB_VITAL_MAX[metric.name] && !sent.has(metric.id)) pending.set(metric.id, metric);
    },
    flush() {
      if (pending.size === 0) return;
      // A page restored from the back/forward cache reports new instances: one beacon carries one of each.
      const byName = new Map<string, Reported>();
      for (const metric of pending.values()) byName.set(metric.name, metric);
      const metrics = [...byName.values()];
      const body = JSON.stringify({ ...context, metrics: metrics.map(({ name, value }) => ({ name, value: Math.max(0, value) })) });
      if (!send(body)) return; // the browser refused it (its beacon quota): kept for the next try
      for (const metric of metrics) {
        sent.add(metric.id);
        pending.delete(metric.id);
      }
    },
  };
}

export function reportWebVitals(
  context: VisitContext,
  { listeners = LISTENERS, send = (body: string) => navigator.sendBeacon(`${config.apiBaseUrl}${webVitalsBeacon.path}`, body) } = {},
): void {
  const batch = createBatch(context, send);
  for (const listen of listeners) listen((metric) => batch.add(metric));
  // After web-vitals' own listeners (registered above), so the final values are in the batch: its README's pattern.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') batch.flush();
  });
  // Safari does not always fire visibilitychange when a page is left.
  window.addEventListener('pagehide', () => batch.flush());
}
