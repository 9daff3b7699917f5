import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { catalogueKeys } from './query-keys';
import { brandFetch } from '@/contract/endpoints/catalogue';

// GET v3/brands/fetch?slug_category (docs/product.md §7): the brands with products in a category.
export async function getCategoryBrands(lang: Lang, category: string, signal?: AbortSignal): Promise<Brand[]> {
  const query = { lang, slug_category: category };
  const body = await apiGet(brandFetch, { query, signal });
  return body.data;
}

export const getCategoryBrandsQueryOptions = (category: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.categoryBrands(lang, category),
    queryFn: ({ signal }) => getCategoryBrands(lang, category, signal),
  });

export const useCategoryBrands = (category: string) => useQuery(getCategoryBrandsQueryOptions(category));
