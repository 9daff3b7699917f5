import type { ReadEndpoint, WriteEndpoint } from './define';

// Real-user measurements (docs/decisions/111-measuring.md): the beacon a sampled visit sends when the page is
// hidden, and the studio's p75 report of them.

/**
 * Sent by `navigator.sendBeacon`, so as `text/plain` (a beacon cannot set another type without a preflight);
 * `application/json` is taken too. Never queued offline: a lost beacon is one sample fewer.
 */
export const webVitalsBeacon = {
  method: 'POST',
  path: 'v2/web-vitals',
  tag: 'site',
  summary:
    'A sampled visit’s Core Web Vitals (LCP, INP, CLS, TTFB) with its page type, connection type and whether it was a repeat visit; no personal data. Body as JSON, sent as text/plain or application/json, at most 2 kB; rate-limited per address',
  body: 'webVitals.WebVitalsBeaconSchema',
  response: { 202: 'webVitals.WebVitalsAcceptedSchema' },
  errors: [400, 413, 415, 429],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const studioWebVitals = {
  method: 'GET',
  path: 'studio/web-vitals',
  tag: 'studio',
  cache: 'personal',
  summary:
    'The 75th percentile of each Core Web Vital per page type and connection type (and per page over all connections) for the last 7 and 28 days, of all, first or repeat visits (admin and marketing)',
  query: 'webVitals.WebVitalsReportQuerySchema',
  response: { 200: 'webVitals.WebVitalsReportSchema' },
  errors: [400, 401, 403],
} as const satisfies ReadEndpoint;
