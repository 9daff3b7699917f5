import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE, ProductListResponseSchema } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { searchKeys } from './query-keys';

// GET v2/product?search=q&page=N (spec §7): every matching product of /search/{slug}, 12 a page;
// page 1 replaces the list, later pages append (spec §4).
export async function getSearchProducts(lang: Lang, q: string, page: number, signal?: AbortSignal) {
  const body = await apiGet('v2/product', ProductListResponseSchema, {
    query: { lang, search: q, page, per_page: PRODUCT_PAGE_SIZE },
    signal,
  });
  return body.products;
}

export const getSearchProductsQueryOptions = (q: string, lang: Lang = currentLang()) =>
  infiniteQueryOptions({
    queryKey: searchKeys.products(lang, q),
    queryFn: ({ pageParam, signal }) => getSearchProducts(lang, q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: q !== '',
  });

export const useSearchProducts = (q: string) => useInfiniteQuery(getSearchProductsQueryOptions(q));
