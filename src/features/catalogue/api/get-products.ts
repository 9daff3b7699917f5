import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '@/contract/catalogue-terms';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { productPageOnDevice } from '../offline/products-on-device';
import { catalogueKeys, type ProductListFilters } from './query-keys';
import { productFetch } from '@/contract/endpoints/catalogue';

// GET v3/products/fetch?per_page&page&slug_brand&slug_category&q (docs/product.md §7, page size 12 §9).
// Offline, the products saved on the device answer (name order, as the server's; decision 101).
export async function getProducts(lang: Lang, filters: ProductListFilters, signal?: AbortSignal, client?: QueryClient) {
  const query = {
    lang,
    per_page: filters.perPage ?? PRODUCT_PAGE_SIZE,
    page: filters.page ?? 1,
    slug_brand: filters.brand,
    slug_category: filters.category,
    q: filters.q,
  };
  try {
    const body = await apiGet(productFetch, { query, signal });
    return body.data;
  } catch (error) {
    const device = { brand: filters.brand, category: filters.category, search: filters.q };
    const onDevice = isUnreachableError(error) ? productPageOnDevice(client, lang, device, query.page, query.per_page, 'name') : undefined;
    if (!onDevice) throw error;
    return onDevice;
  }
}

export const getProductsQueryOptions = (filters: ProductListFilters, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.products(lang, filters),
    queryFn: ({ signal, client }) => getProducts(lang, filters, signal, client),
  });

export const useProducts = (filters: ProductListFilters) => useQuery(getProductsQueryOptions(filters));
