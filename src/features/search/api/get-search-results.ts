import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { SearchResult } from '@/contract/search';
import { SEARCH_SIZE } from '@/contract/search-terms';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { hasSearchableData, searchOnDevice } from '@/offline/offline-search';
import { searchKeys } from './query-keys';
import { productListPage } from '@/contract/endpoints/catalogue';
import { siteSearch } from '@/contract/endpoints/search';

/** The three groups, whether they came from the fallback list search (docs/product.md §5), or from the device (offline). */
export type SearchResults = SearchResult & { fallback: boolean; fromDevice?: boolean };

const isEmpty = (r: SearchResult) => !r.products.length && !r.dealers.length && !r.articles.length;
export const DEFAULT_STALE_MS = 5 * 60_000; // the query client's default (src/lib/query-client.ts)

async function getFromServer(lang: Lang, q: string, signal?: AbortSignal): Promise<SearchResults> {
  const result = await apiGet(siteSearch, { query: { lang, q, size: SEARCH_SIZE }, signal });
  if (!isEmpty(result)) return { ...result, fallback: false };
  const list = await apiGet(productListPage, { query: { lang, cari: q, page: 1 }, signal });
  return {
    products: list.products.data,
    products_total: list.products.total,
    dealers: list.dealers,
    articles: list.articles,
    fallback: true,
  };
}

// GET v2/product/search?q&size (docs/product.md §7); when every group is empty, the product list search
// GET v2/product?cari=q&page=1 runs instead and its results are shown (docs/product.md §5). With the server out of
// reach, the products, dealers and articles saved on the device are searched instead (docs/decisions/071).
export async function getSearchResults(lang: Lang, q: string, signal?: AbortSignal, client?: QueryClient): Promise<SearchResults> {
  try {
    return await getFromServer(lang, q, signal);
  } catch (error) {
    if (!client || !isUnreachableError(error) || !(await hasSearchableData(client, lang))) throw error;
    const found = await searchOnDevice(client, lang, q);
    return {
      products: found.products.slice(0, SEARCH_SIZE),
      products_total: found.products.length,
      dealers: found.dealers.slice(0, SEARCH_SIZE),
      articles: found.articles.slice(0, SEARCH_SIZE),
      fallback: false,
      fromDevice: true,
    };
  }
}

/** `q` must already be trimmed; a blank term is never sent (the server answers it with 400). */
export const getSearchResultsQueryOptions = (q: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: searchKeys.results(lang, q),
    queryFn: ({ signal, client }) => getSearchResults(lang, q, signal, client),
    // Results from the device are asked of the server again as soon as the search is shown once more.
    staleTime: (query) => (query.state.data?.fromDevice ? 0 : DEFAULT_STALE_MS),
    enabled: q !== '',
  });

export const useSearchResults = (q: string) => useQuery(getSearchResultsQueryOptions(q));
