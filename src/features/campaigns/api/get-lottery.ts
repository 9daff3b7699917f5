import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryCampaign } from '@/contract/campaign';
import { LUCKY_DRAW_CAMPAIGN_ID } from '@/contract/campaign-terms';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { campaignKeys } from './query-keys';
import { lotteryCampaign } from '@/contract/endpoints/campaign';

// GET v2/campaign/detail?campaign_id=1: the lottery's period, terms and brands (shown on /undian).
export async function getLottery(lang: Lang, signal?: AbortSignal): Promise<LotteryCampaign> {
  const query = { lang, campaign_id: LUCKY_DRAW_CAMPAIGN_ID };
  return (await apiGet(lotteryCampaign, { query, signal })).data;
}

export const getLotteryQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: campaignKeys.lottery(lang), queryFn: ({ signal }) => getLottery(lang, signal) });

export const useLottery = () => useQuery(getLotteryQueryOptions());
