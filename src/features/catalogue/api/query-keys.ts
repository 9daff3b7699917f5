import type { Lang } from '@/contract/common';
import type { ProductFilters } from '../lib/product-filters';

export type ProductListFilters = {
  page?: number;
  perPage?: number;
  brand?: string;
  category?: string;
  q?: string;
};

// The catalogue's one query-key factory (docs/architecture.md §5); the language is part of every key.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categoryBrands: (lang: Lang, category: string) => [...catalogueKeys.all, 'category-brands', lang, category] as const,
  brand: (lang: Lang, slug: string) => [...catalogueKeys.all, 'brand', lang, slug] as const,
  products: (lang: Lang, filters: ProductListFilters) => [...catalogueKeys.all, 'products', lang, filters] as const,
  productList: (lang: Lang, filters: ProductFilters) => [...catalogueKeys.all, 'product-list', lang, filters] as const,
  productListAll: (lang: Lang) => [...catalogueKeys.all, 'product-list', lang] as const,
  trending: (lang: Lang, size: number) => [...catalogueKeys.all, 'trending', lang, size] as const,
  product: (lang: Lang, slug: string) => [...catalogueKeys.all, 'product', lang, slug] as const,
  comparison: (lang: Lang, slugs: readonly string[]) => [...catalogueKeys.all, 'comparison', lang, slugs.join(',')] as const,
  downloads: (lang: Lang) => [...catalogueKeys.all, 'downloads', lang] as const,
  nearestDealers: (lang: Lang, product: string, origin: string) =>
    [...catalogueKeys.all, 'nearest-dealers', lang, product, origin] as const,
  storeCities: (lang: Lang) => [...catalogueKeys.all, 'store-cities', lang] as const,
  stores: (lang: Lang, type: 'offline_store' | 'online_store', brand: string) =>
    [...catalogueKeys.all, 'stores', lang, type, brand] as const,
};
