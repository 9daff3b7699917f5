import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../contract/catalogue';
import type { Lang } from '../contract/common';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';
import { categoryList } from '../contract/endpoints/catalogue';

// The product categories, read by the header, the catalogue and the subscription form: one read, one key,
// persisted like all public data (docs/decisions/200-code-structure.md).
export const categoryKeys = {
  all: ['categories'] as const,
  list: (lang: Lang) => [...categoryKeys.all, lang] as const,
};

// GET v2/product/categories.
export async function getCategories(lang: Lang, signal?: AbortSignal): Promise<Category[]> {
  const body = await apiGet(categoryList, { query: { lang }, signal });
  return body.data;
}

export const getCategoriesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: categoryKeys.list(lang),
    queryFn: ({ signal }) => getCategories(lang, signal),
  });

export const useCategories = () => useQuery(getCategoriesQueryOptions());
