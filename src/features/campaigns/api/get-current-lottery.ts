import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryCampaign } from '@/contract/campaign';
import { LUCKY_DRAW_TYPE } from '@/contract/campaign-terms';
import type { Lang } from '@/contract/common';
import { lotteryCurrentCampaign } from '@/contract/endpoints/campaign';
import { ApiError, apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { campaignKeys } from './query-keys';

// GET v2/campaign/current: the lottery campaign open for entries now, or null while none is (its 404);
// the /undian form enters this one (docs/decisions/325-lottery-draws.md).
export async function getCurrentLottery(lang: Lang, signal?: AbortSignal): Promise<LotteryCampaign | null> {
  try {
    return (await apiGet(lotteryCurrentCampaign, { query: { lang, type: LUCKY_DRAW_TYPE }, signal })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getCurrentLotteryQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: campaignKeys.current(lang), queryFn: ({ signal }) => getCurrentLottery(lang, signal) });

export const useCurrentLottery = () => useQuery(getCurrentLotteryQueryOptions());
