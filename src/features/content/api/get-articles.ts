import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { ARTICLE_PAGE_SIZE, ArticleListResponseSchema, type ArticleCategory } from '../../../contract/content';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { contentKeys } from './query-keys';

export type ArticleListFilters = {
  page: number;
  /** undefined = the "all" tab. */
  category?: ArticleCategory | undefined;
  kind?: 'article' | 'event' | undefined;
  search?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
};

// GET v2/event?page&size&category&search&year&month&kind (spec §7 "Content", 10 per page §9).
export async function getArticles(lang: Lang, filters: ArticleListFilters, signal?: AbortSignal) {
  const query = { lang, size: ARTICLE_PAGE_SIZE, ...filters };
  const body = await apiGet('v2/event', ArticleListResponseSchema, { query, signal });
  return body.data;
}

export const getArticlesQueryOptions = (filters: ArticleListFilters, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.articles(lang, filters),
    queryFn: ({ signal }) => getArticles(lang, filters, signal),
  });

/** The previous page stays on screen while the next one loads (no jump to a skeleton). */
export const useArticles = (filters: ArticleListFilters) =>
  useQuery({ ...getArticlesQueryOptions(filters), placeholderData: keepPreviousData });
