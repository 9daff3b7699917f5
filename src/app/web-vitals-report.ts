import { matchRoutes } from 'react-router';
import { NOT_FOUND_PAGE, type PageType } from '@/contract/web-vitals-terms';
import { connectionType, reportWebVitals } from '@/lib/web-vitals/report';
import { deepestHandle } from './route-handle';
import { routes } from './router';

// The reporter's start, loaded by a sampled visit once its page is idle (src/app/web-vitals.ts;
// docs/decisions/111-measuring.md). The page type is the route table's key, never the URL.

export function pageTypeOf(location: { pathname: string }): PageType {
  return deepestHandle(matchRoutes(routes, location))?.routeKey ?? NOT_FOUND_PAGE;
}

export function reportLanding({ pathname, repeat }: { pathname: string; repeat: boolean }): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  reportWebVitals({ page: pageTypeOf({ pathname }), connection: connectionType(), repeat });
}
