import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleCategory } from '@/contract/content';
import { ARTICLE_PAGE_SIZE } from '@/contract/content-terms';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { withDeviceFallback } from '@/offline/on-device';
import { articlePageOnDevice } from '../offline/articles-on-device';
import { contentKeys } from './query-keys';
import { articleList } from '@/contract/endpoints/content';

export type ArticleListFilters = {
  page: number;
  /** undefined = the "all" tab. */
  category?: ArticleCategory | undefined;
  kind?: 'article' | 'event' | undefined;
  search?: string | undefined;
  year?: number | undefined;
  month?: number | undefined;
  /** Items a page; the lists use ARTICLE_PAGE_SIZE, "Simpan untuk offline" asks for 100. */
  size?: number | undefined;
};

// GET v2/event?page&size&category&search&year&month&kind (docs/product.md §7.4, 10 per page §9).
// Offline, the articles saved on the device answer with the same filters and paging (decision 101).
export async function getArticles(lang: Lang, filters: ArticleListFilters, signal?: AbortSignal, client?: QueryClient) {
  const query = { lang, ...filters, size: filters.size ?? ARTICLE_PAGE_SIZE };
  return withDeviceFallback(
    async () => (await apiGet(articleList, { query, signal })).data,
    () => articlePageOnDevice(client, lang, filters, query.size),
  );
}

export const getArticlesQueryOptions = (filters: ArticleListFilters, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.articles(lang, filters),
    queryFn: ({ signal, client }) => getArticles(lang, filters, signal, client),
  });

/** The previous page stays on screen while the next one loads (no jump to a skeleton). */
export const useArticles = (filters: ArticleListFilters) =>
  useQuery({ ...getArticlesQueryOptions(filters), placeholderData: keepPreviousData });
