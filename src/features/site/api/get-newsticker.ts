import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { NewstickerItem } from '@/contract/site';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { siteKeys } from './query-keys';
import { newsticker } from '@/contract/endpoints/site';

// GET v2/newsticker — the header ticker's launch-promo flags (docs/product.md §4, §7).
export async function getNewsticker(lang: Lang, signal?: AbortSignal): Promise<NewstickerItem[]> {
  const body = await apiGet(newsticker, { query: { lang }, signal });
  return body.data;
}

export const getNewstickerQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: siteKeys.newsticker(lang),
    queryFn: ({ signal }) => getNewsticker(lang, signal),
  });

export const useNewsticker = () => useQuery(getNewstickerQueryOptions());
