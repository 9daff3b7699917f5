import { routeKeys, type RouteKey } from './routes';

// The vocabulary of real-user measurements (docs/decisions/111-measuring.md): what a visit reports, how
// often, and which values are believable. Plain data, no zod: the shell's reporter, the server and the
// studio import it as it is.

/** The Core Web Vitals (and TTFB) a visit reports, in the web-vitals library's names. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** `navigator.connection.effectiveType`, or `unknown` where the browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** The page type: the route table's key of the page the visit landed on, or the not-found page. Never its URL. */
export const NOT_FOUND_PAGE = 'notFound';
export type PageType = RouteKey | typeof NOT_FOUND_PAGE;
export const PAGE_TYPES: readonly [PageType, ...PageType[]] = [NOT_FOUND_PAGE, ...routeKeys];

export { WEB_VITALS_SAMPLE_RATE } from './web-vitals-sample';

/** The largest believable value per metric (milliseconds; CLS is a score): beyond it, a broken clock or a forged beacon. */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 50 };

/** web.dev's "good" and "poor" limits of each metric: at or below the first is good, above the second poor. */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

/** A beacon's largest body: one page's four metrics take under 200 bytes. */
export const WEB_VITALS_BEACON_MAX_BYTES = 2048;

/** The periods the studio shows, in days back from now; rows older than the longest are deleted. */
export const WEB_VITALS_WINDOWS = [7, 28] as const;
export type WebVitalsWindow = (typeof WEB_VITALS_WINDOWS)[number];
