import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryDraw } from '@/contract/campaign';
import { LUCKY_DRAW_CAMPAIGN_ID, LUCKY_DRAW_TYPE } from '@/contract/campaign-terms';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { campaignKeys } from './query-keys';
import { lotteryOverview } from '@/contract/endpoints/campaign';

// GET v2/campaign/overview?type=A01&campaign_id=1 (docs/product.md §7: lucky-draw winners, read as data.data.data).
// Another campaign's periods (the open one's, docs/decisions/325) are the same call with its id.
export async function getLotteryDraws(
  lang: Lang,
  signal?: AbortSignal,
  campaignId: number = LUCKY_DRAW_CAMPAIGN_ID,
): Promise<LotteryDraw[]> {
  const query = { lang, type: LUCKY_DRAW_TYPE, campaign_id: campaignId, per_page: 50 };
  return (await apiGet(lotteryOverview, { query, signal })).data.data;
}

export const getLotteryDrawsQueryOptions = (lang: Lang = currentLang(), campaignId: number = LUCKY_DRAW_CAMPAIGN_ID) =>
  queryOptions({
    // Campaign 1's key stays as it was (the offline save and the server render fill it).
    queryKey: campaignId === LUCKY_DRAW_CAMPAIGN_ID ? campaignKeys.draws(lang) : [...campaignKeys.draws(lang), campaignId],
    queryFn: ({ signal }) => getLotteryDraws(lang, signal, campaignId),
  });

export const useLotteryDraws = (campaignId?: number) => useQuery(getLotteryDrawsQueryOptions(currentLang(), campaignId));
