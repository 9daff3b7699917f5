import { parseSpecParams, type SpecError, type SpecFilter } from '@/contract/spec-filters';

// The product list's filters ↔ URL search params, so a filtered list can be shared and restored (decision 010).
// Filters by specification (src/contract/spec-filters.ts) are written as a GET form writes them, so the
// filter form works as a plain form too: `f.<key>=<option>` (repeated for several), `f.<key>=yes|no`, and a
// number range as `f.<key>.min` / `f.<key>.max`. The API takes them as `spec=key:…` (`specParams`).

export type PriceSort = 'asc' | 'desc';

export type ProductFilters = {
  minPrice?: number;
  maxPrice?: number;
  brand?: string;
  category?: string;
  search?: string;
  /** Ascending by default (docs/product.md §9). */
  sort: PriceSort;
  /** Filters by typed specification, one per attribute (absent when there is none). */
  spec?: SpecFilter[];
  /** Only the products that fit this product ("Perangkat saya", the URL's `fits`). */
  fits?: string;
};

/** A URL parameter name of a specification filter: `f.<key>` or `f.<key>.min|max`. */
export const SPEC_URL_PARAM = /^f\.([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.(min|max))?$/;
export const SPEC_URL_PREFIX = 'f.';

/** The URL's specification filters, and those it cannot apply on its own (malformed, an inverted range). */
export function readSpecFromUrl(params: URLSearchParams): { spec: SpecFilter[]; errors: SpecError[] } {
  const raw: string[] = [];
  const ranges = new Map<string, { min: string; max: string }>();
  const errors: SpecError[] = [];
  for (const [name, value] of params) {
    if (!name.startsWith(SPEC_URL_PREFIX)) continue;
    const match = SPEC_URL_PARAM.exec(name);
    const v = value.trim();
    if (!match) {
      errors.push({ param: `${name}=${value}`, key: name.slice(SPEC_URL_PREFIX.length), reason: 'malformed' });
      continue;
    }
    const [, key, end] = match as unknown as [string, string, 'min' | 'max' | undefined];
    if (v === '') continue;
    if (end) {
      const range = ranges.get(key) ?? { min: '', max: '' };
      range[end] = v;
      ranges.set(key, range);
    } else raw.push(`${key}:${v}`);
  }
  for (const [key, { min, max }] of ranges) raw.push(`${key}:${min}..${max}`);
  const parsed = parseSpecParams(raw);
  return { spec: parsed.filters, errors: [...errors, ...parsed.errors] };
}

/** Writes specification filters into URL params (the form's names). */
export function writeSpecToUrl(params: URLSearchParams, spec: readonly SpecFilter[]): void {
  for (const f of spec) {
    const name = `${SPEC_URL_PREFIX}${f.key}`;
    if (f.kind === 'range') {
      if (f.min !== undefined) params.append(`${name}.min`, String(f.min));
      if (f.max !== undefined) params.append(`${name}.max`, String(f.max));
    } else if (f.kind === 'boolean') params.append(name, f.value ? 'yes' : 'no');
    else for (const v of f.values) params.append(name, v);
  }
}

/** The number of filters a visitor chose (the phone's "Filter (n)"): each price end, brand, and each specification group. */
export function activeFilterCount(filters: ProductFilters, fixed: Pick<ProductFilters, 'brand' | 'category'> = {}): number {
  return (
    (filters.minPrice !== undefined ? 1 : 0) +
    (filters.maxPrice !== undefined ? 1 : 0) +
    (filters.brand && !fixed.brand ? 1 : 0) +
    (filters.category && !fixed.category ? 1 : 0) +
    (filters.spec?.length ?? 0) +
    (filters.fits ? 1 : 0)
  );
}

export const DEFAULT_FILTERS: ProductFilters = { sort: 'asc' };

const SLUG = /^[a-z0-9][a-z0-9-_.]*$/i;
const MAX_PRICE = 1e12;

function readPrice(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  // As the form's price field shows it too ("Rp 1.500.000"), when a browser submits the form itself.
  let text = value.trim().replace(/^Rp\s*/i, '');
  if (/^\d{1,3}(?:\.\d{3})+$/.test(text)) text = text.replaceAll('.', '');
  const n = Number(text);
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
  const fits = readSlug(params.get('fits'));
  if (fits) filters.fits = fits;
  const { spec } = readSpecFromUrl(params);
  if (spec.length) filters.spec = spec;
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
  if (filters.spec?.length) writeSpecToUrl(params, filters.spec);
  if (filters.fits) params.set('fits', filters.fits);
  return params;
}

/** What a route fixes by its path: a category page's category, a brand page's brand, /search/{term}'s term. */
export type FixedFilters = Pick<ProductFilters, 'brand' | 'category' | 'search'>;

/** The filters a route fixes by its path always win over the URL. */
export function withFixedFilters(filters: ProductFilters, fixed: FixedFilters): ProductFilters {
  const result = { ...filters };
  if (fixed.brand) result.brand = fixed.brand;
  if (fixed.category) result.category = fixed.category;
  if (fixed.search) result.search = fixed.search;
  return result;
}
