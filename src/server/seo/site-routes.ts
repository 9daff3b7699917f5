import type { Lang } from '@/contract/common';
import { fillPath, routeKeys, routes as ROUTES, type RouteDef, type RouteKey } from '@/contract/routes';
import { createRouteMatcher } from './route-match';
import type { RouteMeta, RouteMetaTable } from './route-meta';

// The route table (src/contract/routes.ts) as the server uses it: match a path, build an href, read a
// route's texts. Keys, paths, layouts and privacy come from the table itself; only the texts come from the
// web build (route-meta.json: the table's messages in both languages), so the head matches that build.

/** One visitor's pages (account, thank-you, search results, unresolved campaign links): noindex, not in the sitemap. */
export const isPrivate = (key: string) => (ROUTES as Record<string, RouteDef>)[key]?.private === true;

export type SiteRoutes = ReturnType<typeof createSiteRoutes>;

export function createSiteRoutes(table: RouteMetaTable) {
  const texts = new Map(table.routes.map((route) => [route.key, route]));
  // The build and the server must come from the same table: a route the build has no texts for is an error.
  const missing = routeKeys.filter((key) => !texts.has(key));
  if (missing.length > 0) throw new Error(`route meta lacks routes: ${missing.join(', ')} (rebuild the web app)`);
  const all: RouteMeta[] = routeKeys.map((key) => {
    const { path, layout } = ROUTES[key];
    const { title, description } = texts.get(key)!;
    return { key, path, layout, title, description };
  });
  const byKey = new Map(all.map((route) => [route.key, route]));
  const route = (key: RouteKey) => byKey.get(key)!;

  return {
    table,
    /** Every route of the table with its texts, in table order. */
    routes: all,
    siteName: table.siteName,
    match: createRouteMatcher(all),
    route,
    href(key: RouteKey | RouteMeta, params: Record<string, string> = {}) {
      return fillPath(typeof key === 'string' ? ROUTES[key].path : key.path, params);
    },
    title(key: RouteKey | RouteMeta, lang: Lang) {
      const meta = typeof key === 'string' ? route(key) : key;
      return meta.title?.[lang] ?? table.siteName;
    },
  };
}
