import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from 'react-router';
import type { RouteKey } from '../contract/routes';

/** What every route carries in its `handle`: the route-table key (src/contract/routes.ts) and its title/description. */
export type RouteHandle = {
  routeKey?: RouteKey;
  title?: MessageDescriptor | undefined;
  description?: MessageDescriptor | undefined;
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && ('title' in handle || 'description' in handle);
}

/** The deepest matched route's handle (the page, not its layouts). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
