import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ArticleSummary } from '@/contract/content';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { contentKeys } from './query-keys';
import { relatedPosts } from '@/contract/endpoints/content';

export const RELATED_POST_LIMIT = 3;

// GET v2/related-post?slug&limit: newest posts of the same category (docs/product.md §7.4).
export async function getRelatedPosts(lang: Lang, slug: string, signal?: AbortSignal): Promise<ArticleSummary[]> {
  const query = { lang, slug, limit: RELATED_POST_LIMIT };
  const body = await apiGet(relatedPosts, { query, signal });
  return body.data;
}

export const getRelatedPostsQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.relatedPosts(lang, slug),
    queryFn: ({ signal }) => getRelatedPosts(lang, slug, signal),
  });

export const useRelatedPosts = (slug: string) => useQuery(getRelatedPostsQueryOptions(slug));
