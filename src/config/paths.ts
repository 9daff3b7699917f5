import { fillPath, routeKeys, routes, type ParamNames, type RouteKey } from '../contract/routes';

// The client's view of the route table (src/contract/routes.ts, docs/decisions/200-code-structure.md):
// each route with a typed `getHref`. Links are built only from the table (docs/architecture.md §4): `paths.x.getHref(…)`
// or `href('x', …)`; src/contract/route-paths.test.ts fails on a route path written anywhere else.

export type HrefBuilder<P extends string> = [ParamNames<P>] extends [never]
  ? () => string
  : (params: Record<ParamNames<P>, string>) => string;

export type ClientRoute<K extends RouteKey> = (typeof routes)[K] & { getHref: HrefBuilder<(typeof routes)[K]['path']> };

export const paths = Object.fromEntries(
  routeKeys.map((key) => [key, { ...routes[key], getHref: (params?: Record<string, string>) => fillPath(routes[key].path, params) }]),
) as { [K in RouteKey]: ClientRoute<K> };

export { href, routeKeys, type RouteKey } from '../contract/routes';
export type { Layout } from '../contract/routes';
