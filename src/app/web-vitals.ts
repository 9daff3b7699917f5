import { matchRoutes } from 'react-router';
import { NOT_FOUND_PAGE, type PageType } from '@/contract/web-vitals-terms';
import { startWebVitals } from '@/lib/web-vitals/start';
import { deepestHandle } from './route-handle';
import { routes } from './router';

// Real-user measurements report the page type, never the URL (docs/decisions/111-measuring.md): the route
// table's key of the page a path shows, or the not-found page.

export function pageTypeOf(location: { pathname: string }): PageType {
  return deepestHandle(matchRoutes(routes, location))?.routeKey ?? NOT_FOUND_PAGE;
}

/** Starts the sampled visit's reporting for the page it landed on (src/lib/web-vitals/start.ts). */
export function startWebVitalsReporting(location: { pathname: string } = window.location): void {
  startWebVitals(pageTypeOf(location));
}
