import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys } from './query-keys';

// A header read, so part of every page's start: the schema loads beside the shell, not in it (issue #11).
const loadCategoriesResponseSchema = () => import('../../../contract/catalogue').then((m) => m.CategoriesResponseSchema);
loadCategoriesResponseSchema().catch(() => undefined); // started now: every page's header needs it

// GET v2/product/categories (spec §7 "Catalogue").
export async function getCategories(lang: Lang, signal?: AbortSignal): Promise<Category[]> {
  const body = await apiGet('v2/product/categories', loadCategoriesResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getCategoriesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.categories(lang),
    queryFn: ({ signal }) => getCategories(lang, signal),
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
