import type { Lang } from '../../../contract/common';

export type ProductListFilters = {
  page?: number;
  perPage?: number;
  brand?: string;
  category?: string;
  q?: string;
};

// The catalogue's one query-key factory (STYLE.md §3); the language is part of every key.
export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: (lang: Lang) => [...catalogueKeys.all, 'categories', lang] as const,
  brands: (lang: Lang, featured?: boolean) =>
    [...catalogueKeys.all, 'brands', lang, { featured: featured ?? false }] as const,
  brand: (lang: Lang, slug: string) => [...catalogueKeys.all, 'brand', lang, slug] as const,
  products: (lang: Lang, filters: ProductListFilters) =>
    [...catalogueKeys.all, 'products', lang, filters] as const,
  product: (lang: Lang, slug: string) => [...catalogueKeys.all, 'product', lang, slug] as const,
};
