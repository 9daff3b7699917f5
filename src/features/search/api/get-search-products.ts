import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE, type ProductListResponse } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { hasSearchableData, searchOnDevice } from '@/offline/offline-search';
import { DEFAULT_STALE_MS } from './get-search-results';
import { searchKeys } from './query-keys';
import { productListPage } from '@/contract/endpoints/catalogue';

export type SearchProductsPage = ProductListResponse['products'] & { fromDevice?: boolean };

// GET v2/product?search=q&page=N (docs/product.md §7): every matching product of /search/{slug}, 12 a page;
// page 1 replaces the list, later pages append (docs/product.md §4). Offline: every saved match on one page (decision 071).
export async function getSearchProducts(
  lang: Lang,
  q: string,
  page: number,
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<SearchProductsPage> {
  try {
    const body = await apiGet(productListPage, {
      query: { lang, search: q, page, per_page: PRODUCT_PAGE_SIZE },
      signal,
    });
    return body.products;
  } catch (error) {
    if (!client || !isUnreachableError(error) || !(await hasSearchableData(client, lang))) throw error;
    const data = (await searchOnDevice(client, lang, q)).products;
    const n = data.length;
    return {
      current_page: 1,
      last_page: 1,
      total: n,
      per_page: Math.max(n, 1),
      from: n ? 1 : null,
      to: n ? n : null,
      data,
      fromDevice: true,
    };
  }
}

export const getSearchProductsQueryOptions = (q: string, lang: Lang = currentLang()) =>
  infiniteQueryOptions({
    queryKey: searchKeys.products(lang, q),
    queryFn: ({ pageParam, signal, client }) => getSearchProducts(lang, q, pageParam, signal, client),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: (query) => (query.state.data?.pages[0]?.fromDevice ? 0 : DEFAULT_STALE_MS),
    enabled: q !== '',
  });

export const useSearchProducts = (q: string) => useInfiniteQuery(getSearchProductsQueryOptions(q));
