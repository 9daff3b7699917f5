import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductListResponseSchema } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { SEARCH_SIZE, SearchResponseSchema, type SearchResult } from '../../../contract/search';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { searchKeys } from './query-keys';

/** The three groups, and whether they came from the fallback list search (spec §5). */
export type SearchResults = SearchResult & { fallback: boolean };

const isEmpty = (r: SearchResult) => !r.products.length && !r.dealers.length && !r.articles.length;

// GET v2/product/search?q&size (spec §7); when every group is empty, the product list search
// GET v2/product?cari=q&page=1 runs instead and its results are shown (spec §5).
export async function getSearchResults(lang: Lang, q: string, signal?: AbortSignal): Promise<SearchResults> {
  const result = await apiGet('v2/product/search', SearchResponseSchema, { query: { lang, q, size: SEARCH_SIZE }, signal });
  if (!isEmpty(result)) return { ...result, fallback: false };
  const list = await apiGet('v2/product', ProductListResponseSchema, { query: { lang, cari: q, page: 1 }, signal });
  return { products: list.products.data, dealers: list.dealers, articles: list.articles, fallback: true };
}

/** `q` must already be trimmed; a blank term is never sent (the server answers it with 400). */
export const getSearchResultsQueryOptions = (q: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: searchKeys.results(lang, q),
    queryFn: ({ signal }) => getSearchResults(lang, q, signal),
    enabled: q !== '',
  });

export const useSearchResults = (q: string) => useQuery(getSearchResultsQueryOptions(q));
