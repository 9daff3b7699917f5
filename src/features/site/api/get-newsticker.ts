import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import type { NewstickerItem } from '../../../contract/site';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { siteKeys } from './query-keys';

// A header read, so part of every page's start: the schema loads beside the shell, not in it (issue #11).
const loadNewstickerResponseSchema = () => import('../../../contract/site').then((m) => m.NewstickerResponseSchema);
loadNewstickerResponseSchema().catch(() => undefined); // started now: every page's header needs it

// GET v2/newsticker — the header ticker's launch-promo flags (spec §4, §7).
export async function getNewsticker(lang: Lang, signal?: AbortSignal): Promise<NewstickerItem[]> {
  const body = await apiGet('v2/newsticker', loadNewstickerResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getNewstickerQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: siteKeys.newsticker(lang),
    queryFn: ({ signal }) => getNewsticker(lang, signal),
  });

export const useNewsticker = () => useQuery(getNewstickerQueryOptions());
