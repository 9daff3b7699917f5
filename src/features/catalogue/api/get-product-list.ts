import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { PRODUCT_PAGE_SIZE } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { productPageOnDevice } from '../offline/products-on-device';
import type { ProductFilters } from '../lib/product-filters';
import { catalogueKeys } from './query-keys';
import { productListPage } from '@/contract/endpoints/catalogue';

// GET v2/product?page&category&brand&search&min_price&max_price&sort_by_price (docs/product.md §7, 12 a page §9).
// Offline, the products saved on the device answer with the same filters, sort and paging (decision 101).
export async function getProductList(lang: Lang, filters: ProductFilters, page: number, signal?: AbortSignal, client?: QueryClient) {
  const query = {
    lang,
    page,
    per_page: PRODUCT_PAGE_SIZE,
    category: filters.category,
    brand: filters.brand,
    search: filters.search,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    sort_by_price: filters.sort,
  };
  try {
    const body = await apiGet(productListPage, { query, signal });
    return body.products;
  } catch (error) {
    const onDevice = isUnreachableError(error) ? productPageOnDevice(client, lang, filters, page, PRODUCT_PAGE_SIZE) : undefined;
    if (!onDevice) throw error;
    return onDevice;
  }
}

/** Page 1 replaces the list, later pages append (docs/product.md §4): one infinite query per filter set. */
export const getProductListQueryOptions = (filters: ProductFilters, lang: Lang = currentLang()) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.productList(lang, filters),
    queryFn: ({ pageParam, signal, client }) => getProductList(lang, filters, pageParam, signal, client),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

export const useProductList = (filters: ProductFilters) => useInfiniteQuery(getProductListQueryOptions(filters));
