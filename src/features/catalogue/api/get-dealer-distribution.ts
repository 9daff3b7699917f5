import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { DealerDistributionResponseSchema, type DealerDistribution } from '../../../contract/dealers';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys } from './query-keys';

// GET v3/utils/fetch_dealer (spec §7): dealer counts for the home page.
export async function getDealerDistribution(lang: Lang, signal?: AbortSignal): Promise<DealerDistribution> {
  const body = await apiGet('v3/utils/fetch_dealer', DealerDistributionResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getDealerDistributionQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.home(lang, 'dealer-distribution'),
    queryFn: ({ signal }) => getDealerDistribution(lang, signal),
  });

export const useDealerDistribution = () => useQuery(getDealerDistributionQueryOptions());
