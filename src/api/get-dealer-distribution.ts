import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import type { DealerDistribution } from '../contract/dealers';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';
import { dealerDistribution } from '../contract/endpoints/dealers';

// Dealer counts per region, shown on the home page and in the about page's distribution area: one read,
// one key (docs/decisions/200-code-structure.md).
export const dealerDistributionKeys = {
  all: ['dealer-distribution'] as const,
  counts: (lang: Lang) => [...dealerDistributionKeys.all, lang] as const,
};

// GET v3/utils/fetch_dealer.
export async function getDealerDistribution(lang: Lang, signal?: AbortSignal): Promise<DealerDistribution> {
  const body = await apiGet(dealerDistribution, { query: { lang }, signal });
  return body.data;
}

export const getDealerDistributionQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerDistributionKeys.counts(lang),
    queryFn: ({ signal }) => getDealerDistribution(lang, signal),
  });

export const useDealerDistribution = () => useQuery(getDealerDistributionQueryOptions());
