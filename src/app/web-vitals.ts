import { isSampled } from '@/lib/web-vitals/sample';
import { whenIdle } from '@/lib/when-idle';

// Real-user measurements, the part in the shell (docs/decisions/111-measuring.md): whether this visit reports,
// and what must be read at start. The rest — the page type, the web-vitals library, the reporter — loads after
// the page has loaded and the main thread is idle, a chunk of its own outside the initial JS (decision 112).

/**
 * Call at start-up: the page the visit landed on is this location (the visitor may have moved on in the app
 * by the time the reporter loads), and a repeat visit is one a service worker already controls (this visit's
 * own worker, registered later, would control the page by then).
 */
export function startWebVitalsReporting(): void {
  const landing = { pathname: window.location.pathname, repeat: Boolean(navigator.serviceWorker?.controller) };
  // The dice (kept in sessionStorage, whose first use opens the tab's storage) are thrown once idle too.
  whenIdle(() => {
    if (isSampled()) void import('./web-vitals-report').then((reporter) => reporter.reportLanding(landing));
  });
}
