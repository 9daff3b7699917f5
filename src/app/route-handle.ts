import type { MessageDescriptor } from '@lingui/core';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';
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
export function deepestHandle(matches: readonly RouteMatch[] | null): RouteHandle | undefined {
  for (let i = (matches?.length ?? 0) - 1; i >= 0; i--) {
    const handle: unknown = matches?.[i]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The matched page's handle, provided by the route table (src/app/router.tsx, `RouteTable`). */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

/** The deepest matched route's handle (the page, not its layouts). */
export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}
