import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { DealerDistributionResponseSchema, type DealerDistribution } from '../../../contract/dealers';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { companyKeys } from './query-keys';

// GET v3/utils/fetch_dealer: dealer counts per region for the about-us distribution area (spec §7).
export async function getDealerDistribution(lang: Lang, signal?: AbortSignal): Promise<DealerDistribution> {
  const body = await apiGet('v3/utils/fetch_dealer', DealerDistributionResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getDealerDistributionQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: companyKeys.dealerDistribution(lang),
    queryFn: ({ signal }) => getDealerDistribution(lang, signal),
  });

export const useDealerDistribution = () => useQuery(getDealerDistributionQueryOptions());
