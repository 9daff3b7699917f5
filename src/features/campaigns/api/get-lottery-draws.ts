import { queryOptions, useQuery } from '@tanstack/react-query';
import { LUCKY_DRAW_CAMPAIGN_ID, LUCKY_DRAW_TYPE, type LotteryDraw } from '../../../contract/campaign';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { campaignKeys } from './query-keys';
import { lotteryOverview } from '../../../contract/endpoints/campaign';

// GET v2/campaign/overview?type=A01&campaign_id=1 (docs/product.md §7: lucky-draw winners, read as data.data.data).
export async function getLotteryDraws(lang: Lang, signal?: AbortSignal): Promise<LotteryDraw[]> {
  const query = { lang, type: LUCKY_DRAW_TYPE, campaign_id: LUCKY_DRAW_CAMPAIGN_ID, per_page: 50 };
  return (await apiGet(lotteryOverview, { query, signal })).data.data;
}

export const getLotteryDrawsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: campaignKeys.draws(lang), queryFn: ({ signal }) => getLotteryDraws(lang, signal) });

export const useLotteryDraws = () => useQuery(getLotteryDrawsQueryOptions());
