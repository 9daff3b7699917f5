import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryCampaign } from '@/contract/campaign';
import { LUCKY_DRAW_CAMPAIGN_ID } from '@/contract/campaign-terms';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { contentKeys } from './query-keys';
import { lotteryCampaign } from '@/contract/endpoints/campaign';

// GET v2/campaign/detail?campaign_id=1: the lottery's own terms, shown on /syaratketentuan.
export async function getLotteryCampaign(lang: Lang, signal?: AbortSignal): Promise<LotteryCampaign> {
  const query = { lang, campaign_id: LUCKY_DRAW_CAMPAIGN_ID };
  const body = await apiGet(lotteryCampaign, { query, signal });
  return body.data;
}

export const getLotteryCampaignQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.lotteryCampaign(lang),
    queryFn: ({ signal }) => getLotteryCampaign(lang, signal),
  });

export const useLotteryCampaign = () => useQuery(getLotteryCampaignQueryOptions());
