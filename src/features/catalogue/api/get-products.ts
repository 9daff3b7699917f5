import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProductsFetchResponseSchema, PRODUCT_PAGE_SIZE } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys, type ProductListFilters } from './query-keys';

// GET v3/products/fetch?per_page&page&slug_brand&slug_category&q (spec §7, page size 12 §9).
export async function getProducts(lang: Lang, filters: ProductListFilters, signal?: AbortSignal) {
  const query = {
    lang,
    per_page: filters.perPage ?? PRODUCT_PAGE_SIZE,
    page: filters.page ?? 1,
    slug_brand: filters.brand,
    slug_category: filters.category,
    q: filters.q,
  };
  const body = await apiGet('v3/products/fetch', ProductsFetchResponseSchema, { query, signal });
  return body.data;
}

export const getProductsQueryOptions = (filters: ProductListFilters, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.products(lang, filters),
    queryFn: ({ signal }) => getProducts(lang, filters, signal),
  });

export const useProducts = (filters: ProductListFilters) => useQuery(getProductsQueryOptions(filters));
