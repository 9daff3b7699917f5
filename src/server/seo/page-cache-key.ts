import type { RouteKey } from '@/contract/routes';

// The rendered-page cache's key (decisions 113 and 120).
// A render reads the whole URL — its path and its query string (the dealer finder's `q`, a list's filters, a
// studio `preview` token) — besides the language and the base: so the key is all of them, and a page whose
// query string carries a parameter its route does not declare here is rendered for that request alone and never
// stored. Declaring a parameter only makes its pages cacheable; forgetting one costs a render, never a wrong page.

/** A family of parameter names (one per attribute key): every name it matches is declared. */
const SPEC_FILTER_PARAMS = /^f\.[a-z0-9]+(?:-[a-z0-9]+)*(?:\.(?:min|max))?$/;

/** The query parameters each route's page reads (its URL state: filters, sort, page); `lang` is every route's. */
export const PAGE_QUERY: Partial<Record<RouteKey, readonly (string | RegExp)[]>> = (() => {
  // Filters by specification: `f.<key>` and `f.<key>.min|max` (src/features/catalogue/lib/product-filters.ts).
  const productList = ['search', 'category', 'brand', 'min_price', 'max_price', 'sort', SPEC_FILTER_PARAMS];
  const dealerFinder = ['type', 'province', 'city', 'brand', 'q', 'sort', 'page', 'view'];
  const centreFinder = ['city', 'q', 'sort', 'page'];
  const articleList = ['category', 'year', 'month', 'search', 'page'];
  return {
    productCategory: productList,
    brandAll: productList,
    productCatalog: productList,
    authorizedStore: dealerFinder,
    authorizedStoreApp: dealerFinder,
    serviceCenter: centreFinder,
    serviceCenterApp: centreFinder,
    article: articleList,
    kegiatan: articleList,
    berita: articleList,
    eventSaramonic: articleList,
    karir: ['job_category', 'job_type', 'location', 'page'],
    b2b: ['product'],
    productInfo: ['tab'], // the open tab (docs/decisions/113-first-screen.md)
    bandingkan: ['produk'],
  };
})();

/** A query string longer than this is never cached (a key is kept beside its page). */
export const MAX_CACHED_QUERY = 512;

/**
 * The cache key of a render, or undefined when the render must not be cached: a query parameter the route
 * does not declare (a studio preview token, anything a client made up), or a very long query. The
 * parameters are sorted, so the same filters in another order are the same page.
 */
export function pageCacheKey(input: { base: string; pathname: string; search: string; routeKey: string | undefined }): string | undefined {
  const { base, pathname, search, routeKey } = input;
  if (search.length > MAX_CACHED_QUERY) return undefined;
  const declared = (routeKey && PAGE_QUERY[routeKey as RouteKey]) || [];
  const params = new URLSearchParams(search);
  const isDeclared = (name: string) => declared.some((d) => (typeof d === 'string' ? d === name : d.test(name)));
  for (const name of params.keys()) if (name !== 'lang' && !isDeclared(name)) return undefined;
  params.sort();
  const query = params.toString();
  return `${base} ${pathname}${query ? `?${query}` : ''}`;
}
