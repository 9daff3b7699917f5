import type { QueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleDetail, ArticleSummary } from '@/contract/content';
import { matchesQuery } from '@/lib/text-match';
import { cachedItems, completeList, pageOf } from '@/offline/on-device';
import type { ArticleListFilters } from '../api/get-articles';
import { contentKeys } from '../api/query-keys';

// Article and event lists answered on the device when the server cannot be reached (decision 101): the
// same filters as `v2/event` (category, kind, year and month in UTC+7, search in title and excerpt),
// newest first, over every article the cache holds.

type Page = { data: ArticleSummary[] };

/** Every article summary the cache holds in this language (saved lists and lists seen), each once: for the search. */
export const savedArticles = (client: QueryClient, lang: Lang): ArticleSummary[] =>
  cachedItems(client, [...contentKeys.all, 'articles', lang], (data) => (data as Page).data);

/** Every article, when the cache holds the whole unfiltered list (saved for offline); else undefined. */
const allArticles = (client: QueryClient, lang: Lang): ArticleSummary[] | undefined =>
  completeList(
    client,
    [...contentKeys.all, 'articles', lang],
    ['category', 'kind', 'search', 'year', 'month'],
    (data) => data as Page & { total: number },
  );

/** Every saved article page (its body), for the offline search. */
export const savedArticleDetails = (client: QueryClient, lang: Lang): ArticleDetail[] =>
  cachedItems(client, [...contentKeys.all, 'article', lang], (data) => [data as ArticleDetail]);

const WIB_MS = 7 * 60 * 60_000;

export function filterArticles(articles: ArticleSummary[], filters: Omit<ArticleListFilters, 'page' | 'size'>): ArticleSummary[] {
  return articles
    .filter((a) => {
      const wib = new Date(Date.parse(a.published_at) + WIB_MS);
      if (filters.category && a.article_category !== filters.category) return false;
      if (filters.kind && a.kind !== filters.kind) return false;
      if (filters.year !== undefined && wib.getUTCFullYear() !== filters.year) return false;
      if (filters.month !== undefined && wib.getUTCMonth() + 1 !== filters.month) return false;
      return !filters.search || matchesQuery(filters.search, [a.title, a.excerpt]);
    })
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at) || b.id - a.id);
}

/** The list page the server would have answered, or undefined when the device holds no articles. */
export function articlePageOnDevice(client: QueryClient | undefined, lang: Lang, filters: ArticleListFilters, perPage: number) {
  if (!client) return undefined;
  const articles = allArticles(client, lang);
  if (!articles) return undefined;
  return pageOf(filterArticles(articles, filters), filters.page, perPage);
}
