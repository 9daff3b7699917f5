import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { SiteFeaturesResponseSchema } from '../../../contract/site';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { companyKeys } from './query-keys';

// GET v2/site-features: one source for the features and the company profile (spec §3, §7).
export async function getSiteFeatures(lang: Lang, signal?: AbortSignal) {
  const body = await apiGet('v2/site-features', SiteFeaturesResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getSiteFeaturesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: companyKeys.siteFeatures(lang),
    queryFn: ({ signal }) => getSiteFeatures(lang, signal),
  });

export const useSiteFeatures = () => useQuery(getSiteFeaturesQueryOptions());
