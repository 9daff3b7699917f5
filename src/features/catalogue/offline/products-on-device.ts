import type { QueryClient } from '@tanstack/react-query';
import type { Brand, CategoryFacet, ProductListResponse, ProductSummary, ProductWithAttrs } from '@/contract/catalogue';
import { countFacets, defsFromFacets, passesSpecFilters, specFilterErrors, type SpecError, type SpecFilter } from '@/contract/spec-filters';
import type { SpecFacet } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { matchesQuery } from '@/lib/text-match';
import { completeList, pageOf } from '@/offline/on-device';
import { brandKeys } from '@/api/get-brands';
import { catalogueKeys } from '../api/query-keys';
import { myDevice } from '../my-device/my-device';
import { indonesianCollator } from '@/lib/collator';

// Product lists answered on the device when the server cannot be reached (docs/decisions/101): every
// filter, sort and page of /product-category, /brand, /brand/all and /product-catalog works on the
// products the query cache holds (the whole catalogue after "Simpan untuk offline", or what was browsed).

type Page = ProductListResponse['products'];
export type DeviceListFilters = {
  category?: string | undefined;
  brand?: string | undefined;
  search?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: 'asc' | 'desc' | undefined;
  /** Filters by typed specification: the same test as the server's (src/contract/spec-filters.ts). */
  spec?: SpecFilter[] | undefined;
  /** Only what fits this product: known on the device for the visitor's own device (its kept `fitting`). */
  fits?: string | undefined;
};

/**
 * Every product, when the cache holds the whole catalogue (saved for offline, decision 101); undefined
 * otherwise — a list computed from the few products seen would silently show too little.
 */
export const savedProducts = (client: QueryClient, lang: Lang): ProductWithAttrs[] | undefined =>
  completeList(client, catalogueKeys.products(lang, {}).slice(0, 3), ['brand', 'category', 'q'], (data) => data as Page);

/** Filters and sorts like `v2/product` on the server: price (nulls last), then name, then id. */
export function filterProducts<P extends ProductWithAttrs>(products: P[], filters: DeviceListFilters, by: 'price' | 'name' = 'price'): P[] {
  const device = filters.fits ? myDevice() : undefined;
  const fitting = device?.slug === filters.fits ? device?.fitting : undefined;
  const found = products.filter(
    (p) =>
      (!filters.category || p.category.slug === filters.category) &&
      (!filters.brand || p.brand.slug === filters.brand) &&
      (filters.minPrice === undefined || (p.price !== null && p.price >= filters.minPrice)) &&
      (filters.maxPrice === undefined || (p.price !== null && p.price <= filters.maxPrice)) &&
      (!filters.search || matchesQuery(filters.search, [p.name, p.brand.name, p.category.name, p.description])) &&
      (!filters.spec?.length || passesSpecFilters(p.attrs, filters.spec)) &&
      (!filters.fits || (fitting ?? []).includes(p.slug)),
  );
  const dir = filters.sort === 'desc' ? -1 : 1;
  const { compare } = indonesianCollator();
  return found.sort((a, b) => {
    if (by === 'price' && a.price !== b.price) {
      if (a.price === null) return 1;
      if (b.price === null) return -1;
      return (a.price - b.price) * dir;
    }
    return compare(a.name, b.name) || a.id - b.id;
  });
}

/** The products page the server would have answered, or undefined when the device holds no products. */
export function productPageOnDevice(
  client: QueryClient | undefined,
  lang: Lang,
  filters: DeviceListFilters,
  page: number,
  perPage: number,
  by: 'price' | 'name' = 'price',
): (Page & { fromDevice: true; facets?: SpecFacet[]; categories?: CategoryFacet[]; ignored?: SpecError[] }) | undefined {
  if (!client) return undefined;
  const products = savedProducts(client, lang);
  if (!products) return undefined;
  const { spec: wanted = [], ...rest } = filters;
  // The category's attributes as its facets last answered them (the save keeps each category's first page):
  // a filter they do not have is ignored, as the server's list would refuse it.
  const known = filters.category ? categoryFacets(client, lang, filters.category) : undefined;
  const ignored: SpecError[] = known ? specFilterErrors(wanted, defsFromFacets(known)) : [];
  const spec = wanted.filter((f) => !ignored.some((e) => e.key === f.key));
  const found = filterProducts(products, { ...rest, spec }, by);
  const facets =
    known && filters.category
      ? countFacets(filterProducts(products, { ...rest, spec: [] }, by), defsFromFacets(known), spec, lang)
      : undefined;
  // A search without a category: its matches' categories with counts, as the server's list answers them.
  const categories = filters.search && !filters.category && page === 1 ? categoryCounts(found) : undefined;
  return {
    ...pageOf(found.map(toSummary), page, perPage),
    fromDevice: true,
    ...(facets ? { facets } : {}),
    ...(categories ? { categories } : {}),
    ...(ignored.length ? { ignored } : {}),
  };
}

/** The products' categories with how many each has, most first (then by name), as `v2/product` answers a search's. */
export function categoryCounts(products: readonly ProductWithAttrs[]): CategoryFacet[] {
  const counts = new Map<string, CategoryFacet>();
  for (const p of products) {
    const known = counts.get(p.category.slug);
    if (known) known.count += 1;
    else counts.set(p.category.slug, { slug: p.category.slug, name: p.category.name, count: 1 });
  }
  const { compare } = indonesianCollator();
  return [...counts.values()].sort((a, b) => b.count - a.count || compare(a.name, b.name) || compare(a.slug, b.slug));
}

/** A list item without its typed values (what the server's list answers). */
const toSummary = ({ attrs: _attrs, ...summary }: ProductWithAttrs): ProductSummary => summary;

/** The facets of a category's list the query cache holds (any of its first pages that carried them). */
export function categoryFacets(client: QueryClient, lang: Lang, category: string): SpecFacet[] | undefined {
  const lists = client.getQueriesData<{ pages?: { facets?: SpecFacet[] }[] }>({ queryKey: catalogueKeys.productListAll(lang) });
  for (const [key, data] of lists) {
    const filters = key[3] as { category?: string } | undefined;
    const facets = data?.pages?.[0]?.facets;
    if (filters?.category === category && facets) return facets;
  }
  return undefined;
}

/** A brand as the brand list in the cache knows it (the same shape as `v3/brands/find`). */
export function brandOnDevice(client: QueryClient | undefined, lang: Lang, slug: string): Brand | undefined {
  if (!client) return undefined;
  for (const [key, data] of client.getQueriesData<Brand[]>({ queryKey: [...brandKeys.all, lang] })) {
    void key;
    const brand = data?.find((b) => b.slug === slug);
    if (brand) return brand;
  }
  return undefined;
}
