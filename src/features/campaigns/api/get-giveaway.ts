import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Giveaway } from '@/contract/campaign';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { campaignKeys } from './query-keys';
import { giveawayFind } from '@/contract/endpoints/campaign';

// GET v2/giveaway/find?slug: one giveaway landing page (/hollyland-hoki, …).
export async function getGiveaway(lang: Lang, slug: string, signal?: AbortSignal): Promise<Giveaway> {
  return (await apiGet(giveawayFind, { query: { lang, slug }, signal })).data;
}

export const getGiveawayQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({ queryKey: campaignKeys.giveaway(lang, slug), queryFn: ({ signal }) => getGiveaway(lang, slug, signal) });

export const useGiveaway = (slug: string) => useQuery(getGiveawayQueryOptions(slug));
