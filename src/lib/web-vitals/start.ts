import { CONNECTION_TYPES, WEB_VITALS_SAMPLE_RATE, type ConnectionType, type PageType } from '@/contract/web-vitals-terms';
import { whenIdle } from '../when-idle';
import type { VisitContext } from './report';

// Real-user measurements, the part in the shell (docs/decisions/111-measuring.md): whether this visit reports,
// and what it reports with. The web-vitals library and the reporter load after the page has loaded and the
// main thread is idle, a chunk of their own: nothing of them is in the initial JS (decision 112).

/** The sampling decision of this tab's visit, kept for its page views: a sampled visit reports each of them. */
export const SAMPLE_KEY = 'denka:web-vitals';

export function isSampled(random: () => number = Math.random, rate = WEB_VITALS_SAMPLE_RATE): boolean {
  try {
    const kept = sessionStorage.getItem(SAMPLE_KEY);
    if (kept === 'on' || kept === 'off') return kept === 'on';
    const sampled = random() < rate;
    sessionStorage.setItem(SAMPLE_KEY, sampled ? 'on' : 'off');
    return sampled;
  } catch {
    return random() < rate; // storage refused (a private window's quota, a sandbox): decide for this page only
  }
}

type NavigatorWithConnection = Navigator & { connection?: { effectiveType?: string } };

/** `navigator.connection.effectiveType` where the browser has it (Chromium), else `unknown`. */
export function connectionType(nav: NavigatorWithConnection = navigator): ConnectionType {
  const type = nav.connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type) ?? 'unknown';
}

/**
 * Starts reporting for the page the visit landed on, when this visit is sampled. Call it at start-up: a
 * repeat visit is one a service worker already controls, and on a first visit the worker registered later
 * would control the page by the time the reporter loads.
 */
export function startWebVitals(page: PageType): void {
  if (typeof navigator.sendBeacon !== 'function' || !isSampled()) return;
  const context: VisitContext = { page, connection: connectionType(), repeat: Boolean(navigator.serviceWorker?.controller) };
  whenIdle(() => void import('./report').then((reporter) => reporter.reportWebVitals(context)));
}
