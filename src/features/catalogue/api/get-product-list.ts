import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { CategoryFacet, ProductListResponse } from '@/contract/catalogue';
import { PRODUCT_PAGE_SIZE } from '@/contract/catalogue-terms';
import type { Lang } from '@/contract/common';
import { defsFromFacets, specFilterErrors, specParams, type SpecError, type SpecFilter } from '@/contract/spec-filters';
import type { SpecFacet } from '@/contract/catalogue';
import { ApiError, apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { productPageOnDevice } from '../offline/products-on-device';
import type { ProductFilters } from '../lib/product-filters';
import { catalogueKeys } from './query-keys';
import { productListPage } from '@/contract/endpoints/catalogue';

// GET v2/product?page&category&brand&search&min_price&max_price&sort_by_price&spec&facets (docs/product.md §7,
// 12 a page §9). Page 1 of a category's list asks for its facets (src/contract/spec-filters.ts). Offline, the
// products saved on the device answer with the same filters, sort, paging and facets (decision 101).

export type ProductListPage = ProductListResponse['products'] & {
  fromDevice?: true;
  /** The category's facet groups with counts (page 1 of a category's list). */
  facets?: SpecFacet[];
  /** A search's categories with counts (page 1 of a search's list without a category). */
  categories?: CategoryFacet[];
  /** Specification filters the category refused (unknown key, wrong type, unknown option): the list ignored them. */
  ignored?: SpecError[];
};

const listQuery = (lang: Lang, filters: ProductFilters, page: number, spec: readonly SpecFilter[]) => ({
  lang,
  page,
  per_page: PRODUCT_PAGE_SIZE,
  category: filters.category,
  brand: filters.brand,
  search: filters.search,
  min_price: filters.minPrice,
  max_price: filters.maxPrice,
  sort_by_price: filters.sort,
  // Filters by specification need a category (its attributes); a list without one ignores them.
  spec: filters.category && spec.length ? specParams(spec) : undefined,
  // Page 1 of a category's list asks for its facets, page 1 of a search for its categories with counts.
  facets: (filters.category || filters.search) && page === 1 ? ('yes' as const) : undefined,
  fits: filters.fits,
});

export async function getProductList(
  lang: Lang,
  filters: ProductFilters,
  page: number,
  signal?: AbortSignal,
  client?: QueryClient,
): Promise<ProductListPage> {
  const spec = filters.spec ?? [];
  const withoutCategory: SpecError[] = filters.category
    ? []
    : spec.map((f) => ({ param: specParams([f]).join('&'), key: f.key, reason: 'unknown' }));
  try {
    try {
      const body = await apiGet(productListPage, { query: listQuery(lang, filters, page, spec), signal });
      return {
        ...body.products,
        ...(body.facets ? { facets: body.facets } : {}),
        ...(body.categories ? { categories: body.categories } : {}),
        ...(withoutCategory.length ? { ignored: withoutCategory } : {}),
      };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 400 && filters.category && spec.length)) throw error;
      // A filter the category refuses (a shared link from before its attributes changed, a hand-made URL): the
      // list ignores it and says so. The category's facets tell which; the rest still apply.
      const probe = await apiGet(productListPage, { query: { ...listQuery(lang, filters, 1, []), per_page: 1 }, signal });
      const ignored = specFilterErrors(spec, defsFromFacets(probe.facets ?? []));
      const kept = spec.filter((f) => !ignored.some((e) => e.key === f.key));
      if (!ignored.length) throw error;
      const body = await apiGet(productListPage, { query: listQuery(lang, filters, page, kept), signal });
      return { ...body.products, ...(body.facets ? { facets: body.facets } : {}), ignored };
    }
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

/** While another filter set loads, the list (and its facets) of the last one stays on screen, marked busy. */
export const useProductList = (filters: ProductFilters) =>
  useInfiniteQuery({ ...getProductListQueryOptions(filters), placeholderData: keepPreviousData });
