import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleSummary } from '@/contract/content';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { contentKeys } from './query-keys';
import { suggestedPosts } from '@/contract/endpoints/content';

export const SUGGESTED_POST_LIMIT = 3;

// GET v2/suggested-post?slug&limit: the recommendations beside an article (docs/product.md §7.4).
export async function getSuggestedPosts(lang: Lang, slug: string, signal?: AbortSignal): Promise<ArticleSummary[]> {
  const query = { lang, slug, limit: SUGGESTED_POST_LIMIT };
  const body = await apiGet(suggestedPosts, { query, signal });
  return body.data;
}

export const getSuggestedPostsQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.suggestedPosts(lang, slug),
    queryFn: ({ signal }) => getSuggestedPosts(lang, slug, signal),
  });

export const useSuggestedPosts = (slug: string) => useQuery(getSuggestedPostsQueryOptions(slug));
