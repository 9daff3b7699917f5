import type { QueryClient } from '@tanstack/react-query';
import type { Brand, ProductListResponse, ProductSummary } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { matchesQuery } from '@/lib/text-match';
import { completeList, pageOf } from '@/offline/on-device';
import { brandKeys } from '@/api/get-brands';
import { catalogueKeys } from '../api/query-keys';
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
};

/**
 * Every product, when the cache holds the whole catalogue (saved for offline, decision 101); undefined
 * otherwise — a list computed from the few products seen would silently show too little.
 */
export const savedProducts = (client: QueryClient, lang: Lang): ProductSummary[] | undefined =>
  completeList(client, catalogueKeys.products(lang, {}).slice(0, 3), ['brand', 'category', 'q'], (data) => data as Page);

/** Filters and sorts like `v2/product` on the server: price (nulls last), then name, then id. */
export function filterProducts(products: ProductSummary[], filters: DeviceListFilters, by: 'price' | 'name' = 'price'): ProductSummary[] {
  const found = products.filter(
    (p) =>
      (!filters.category || p.category.slug === filters.category) &&
      (!filters.brand || p.brand.slug === filters.brand) &&
      (filters.minPrice === undefined || (p.price !== null && p.price >= filters.minPrice)) &&
      (filters.maxPrice === undefined || (p.price !== null && p.price <= filters.maxPrice)) &&
      (!filters.search || matchesQuery(filters.search, [p.name, p.brand.name, p.category.name, p.description])),
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
): (Page & { fromDevice: true }) | undefined {
  if (!client) return undefined;
  const products = savedProducts(client, lang);
  if (!products) return undefined;
  return { ...pageOf(filterProducts(products, filters, by), page, perPage), fromDevice: true };
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
