// The product list's filters ↔ URL search params, so a filtered list can be shared and restored (decision 010).

export type PriceSort = 'asc' | 'desc';

export type ProductFilters = {
  minPrice?: number;
  maxPrice?: number;
  brand?: string;
  category?: string;
  search?: string;
  /** Ascending by default (docs/product.md §9). */
  sort: PriceSort;
};

export const DEFAULT_FILTERS: ProductFilters = { sort: 'asc' };

const SLUG = /^[a-z0-9][a-z0-9-_.]*$/i;
const MAX_PRICE = 1e12;

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= MAX_PRICE ? n : undefined;
}

function readSlug(value: string | null): string | undefined {
  const slug = value?.trim();
  return slug && slug.length <= 200 && SLUG.test(slug) ? slug : undefined;
}

/** Reads filters from a URL; anything malformed is dropped, a reversed price range is put right. */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  let minPrice = readPrice(params.get('min_price'));
  let maxPrice = readPrice(params.get('max_price'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const search = params.get('search')?.trim().slice(0, 200) || undefined;
  const filters: ProductFilters = { sort: params.get('sort') === 'desc' ? 'desc' : 'asc' };
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  const brand = readSlug(params.get('brand'));
  if (brand) filters.brand = brand;
  const category = readSlug(params.get('category'));
  if (category) filters.category = category;
  if (search) filters.search = search;
  return filters;
}

/** Writes filters to URL params, leaving out defaults and empty values so links stay short. */
export function productFiltersToParams(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.brand) params.set('brand', filters.brand);
  if (filters.minPrice !== undefined) params.set('min_price', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('max_price', String(filters.maxPrice));
  if (filters.sort === 'desc') params.set('sort', 'desc');
  return params;
}

/** The filters a route fixes by its path (a category page, a brand page) always win over the URL. */
export function withFixedFilters(filters: ProductFilters, fixed: Pick<ProductFilters, 'brand' | 'category'>): ProductFilters {
  const result = { ...filters };
  if (fixed.brand) result.brand = fixed.brand;
  if (fixed.category) result.category = fixed.category;
  return result;
}
