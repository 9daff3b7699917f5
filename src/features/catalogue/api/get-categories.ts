import { queryOptions, useQuery } from '@tanstack/react-query';
import { CategoriesResponseSchema, type Category } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys } from './query-keys';

// GET v2/product/categories (spec §7 "Catalogue").
export async function getCategories(lang: Lang, signal?: AbortSignal): Promise<Category[]> {
  const body = await apiGet('v2/product/categories', CategoriesResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getCategoriesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.categories(lang),
    queryFn: ({ signal }) => getCategories(lang, signal),
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
