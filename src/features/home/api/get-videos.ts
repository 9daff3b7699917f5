import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Video } from '@/contract/site';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { videoList } from '@/contract/endpoints/site';

// GET v2/video-content?limit (docs/product.md §7): newest first.
export async function getVideos(lang: Lang, limit: number, signal?: AbortSignal): Promise<Video[]> {
  const body = await apiGet(videoList, { query: { lang, limit }, signal });
  return body.data;
}

export const getVideosQueryOptions = (limit: number, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'videos', { limit }),
    queryFn: ({ signal }) => getVideos(lang, limit, signal),
  });

export const useVideos = (limit: number) => useQuery(getVideosQueryOptions(limit));
