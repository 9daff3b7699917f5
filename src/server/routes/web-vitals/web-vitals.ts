import rateLimit from '@fastify/rate-limit';
import { webVitalsBeacon } from '@/contract/endpoints/web-vitals';
import { WEB_VITALS_BEACON_MAX_BYTES, WEB_VITALS_WINDOWS } from '@/contract/web-vitals-terms';
import { HttpError } from '@/server/lib/http-errors';
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from '@/server/plugins/input-limits';
import { storeWebVitals } from '@/server/repositories/web-vitals';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// The real-user measurement beacon (docs/decisions/111-measuring.md). Anyone can send one, so every bound is
// here: a body of at most 2 kB, strictly checked (src/contract/web-vitals.ts); beacons per address per minute;
// rows written per minute by this process, whatever the addresses; and rows kept in the table.

export type WebVitalsOptions = {
  /** Beacons one address may send per minute (a visit sends one when its page is hidden). */
  perAddressPerMinute?: number;
  /** Beacons this process stores per minute from all addresses together; past it they are answered but not kept. */
  storedPerMinute?: number;
  /** Rows the table keeps at most (the newest). */
  maxRows?: number;
};

export const WEB_VITALS_DEFAULTS = { perAddressPerMinute: 30, storedPerMinute: 600, maxRows: 200_000 } as const;

/** A fixed one-minute window of `max` takes. */
function minuteBudget(max: number, now: () => number = Date.now) {
  let windowStart = 0;
  let used = 0;
  return () => {
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t;
      used = 0;
    }
    if (used >= max) return false;
    used++;
    return true;
  };
}

export default async function webVitalsRoutes(app: App, options: WebVitalsOptions = {}) {
  const { perAddressPerMinute, storedPerMinute, maxRows } = { ...WEB_VITALS_DEFAULTS, ...options };
  const bounds = { maxRows, keepDays: Math.max(...WEB_VITALS_WINDOWS) };
  const mayStore = minuteBudget(storedPerMinute);
  await app.register(rateLimit, { global: false });

  // sendBeacon sends a string as text/plain: parsed as JSON here, with the depth check of every JSON body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `Invalid body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  registerEndpoint(
    app,
    webVitalsBeacon,
    async (request, reply) => {
      reply.code(202).header('Cache-Control', 'no-store');
      if (!mayStore()) return { stored: 0 };
      return { stored: await storeWebVitals(app.db, request.body, bounds) };
    },
    {
      bodyLimit: WEB_VITALS_BEACON_MAX_BYTES,
      config: { rateLimit: { max: perAddressPerMinute, timeWindow: 60_000 } },
    },
  );
}
