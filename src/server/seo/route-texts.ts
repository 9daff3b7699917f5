import { NOT_FOUND, routeKeys, routes, SITE_NAME } from '@/contract/routes';
import { inBothLanguages } from '@/server/lib/i18n';
import type { RouteMetaTable } from './route-meta';

// The route table's titles and descriptions (src/contract/routes.ts, Lingui `msg` descriptors) as plain
// text in both languages, from the same catalogs the browser uses, so the server's <head> says what the
// page will (docs/decisions/120-server-rendered-head.md). The web build writes them into route-meta.json
// (build/route-meta-plugin.ts); tests build a web root from them.
export function buildRouteMeta(): Omit<RouteMetaTable, 'catalogs' | 'routeAssets'> {
  return {
    siteName: SITE_NAME,
    routes: routeKeys.map((key) => {
      const route = routes[key];
      return {
        key,
        path: route.path,
        layout: route.layout,
        title: route.title ? inBothLanguages(route.title) : null,
        description: inBothLanguages(route.description),
      };
    }),
    messages: { notFoundTitle: inBothLanguages(NOT_FOUND.title), notFoundDescription: inBothLanguages(NOT_FOUND.description) },
  };
}

/** Route key → its page module under src/, for every route of the table that has one. */
export const pageModules = (): Record<string, string> =>
  Object.fromEntries(
    routeKeys.flatMap((key) => {
      const { page } = routes[key] as { page?: string };
      return page ? [[key, page]] : [];
    }),
  );
