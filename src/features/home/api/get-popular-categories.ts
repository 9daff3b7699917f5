import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@/contract/catalogue';
import { POPULAR_CATEGORY_SIZE } from '@/contract/routes';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { popularCategories } from '@/contract/endpoints/catalogue';

// GET v2/popular_category?size=6 (docs/product.md §7, §9).
export async function getPopularCategories(lang: Lang, signal?: AbortSignal): Promise<Category[]> {
  const query = { lang, size: POPULAR_CATEGORY_SIZE };
  const body = await apiGet(popularCategories, { query, signal });
  return body.data;
}

export const getPopularCategoriesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'popular-categories'),
    queryFn: ({ signal }) => getPopularCategories(lang, signal),
  });

export const usePopularCategories = () => useQuery(getPopularCategoriesQueryOptions());
