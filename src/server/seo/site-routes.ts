import type { Lang } from '../../contract/common';
import { createRouteMatcher } from './route-match';
import type { RouteMeta, RouteMetaTable } from './route-meta';

// The client's route table as the server uses it: match a path, build an href, read a route's texts.

/** Route keys the server gives special treatment; the build's table must have every one. */
export const KNOWN_ROUTES = [
  'home', 'productCategories', 'productCategory', 'productInfo', 'brands', 'brand', 'brandAll',
  'authorizedStore', 'serviceCenter', 'article', 'articleDetail', 'kegiatan', 'kegiatanDetail', 'berita',
  'beritaDetail', 'beritaDetailApp', 'karir', 'karirDetail', 'campaign', 'search', 'hash',
] as const;
export type KnownRoute = (typeof KNOWN_ROUTES)[number];

/** One visitor's pages (account, thank-you, search results, unresolved campaign links): noindex, not in the sitemap. */
export const PRIVATE_ROUTES = new Set([
  'profile', 'password', 'login', 'registerAkun', 'registrasiProfile', 'aktivasiGaransi', 'b2bThankYou',
  'thankYouSubmit', 'search', 'hash',
]);

export type SiteRoutes = ReturnType<typeof createSiteRoutes>;

export function createSiteRoutes(table: RouteMetaTable) {
  const byKey = new Map(table.routes.map((route) => [route.key, route]));
  const missing = KNOWN_ROUTES.filter((key) => !byKey.has(key));
  if (missing.length > 0) throw new Error(`route meta lacks routes: ${missing.join(', ')}`);
  const route = (key: KnownRoute) => byKey.get(key) as RouteMeta;

  return {
    table,
    siteName: table.siteName,
    match: createRouteMatcher(table.routes),
    route,
    /** Same as the client's buildHref (src/config/route-table.ts). */
    href(key: KnownRoute | RouteMeta, params: Record<string, string> = {}) {
      const { path } = typeof key === 'string' ? route(key) : key;
      return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    },
    title(key: KnownRoute | RouteMeta, lang: Lang) {
      const meta = typeof key === 'string' ? route(key) : key;
      return meta.title?.[lang] ?? table.siteName;
    },
  };
}
