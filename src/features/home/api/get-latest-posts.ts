import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleSummary } from '@/contract/content';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { articleList } from '@/contract/endpoints/content';

type Kind = ArticleSummary['kind'];

// GET v2/event?size&kind (docs/product.md §7.4): the newest events or articles for the home page.
export async function getLatestPosts(lang: Lang, kind: Kind, size: number, signal?: AbortSignal) {
  const body = await apiGet(articleList, { query: { lang, kind, size, page: 1 }, signal });
  return body.data.data;
}

export const getLatestPostsQueryOptions = (kind: Kind, size: number, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'posts', { kind, size }),
    queryFn: ({ signal }) => getLatestPosts(lang, kind, size, signal),
  });

export const useLatestPosts = (kind: Kind, size: number) => useQuery(getLatestPostsQueryOptions(kind, size));
