import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';
import { siteFeatures } from '../contract/endpoints/site';

// The company's facts (legal name, head office, phone, socials) and the site's features have one home: the
// company profile the API serves at `v2/site-features`. The footer, the contact page, the about page and the
// company structure page read it here (docs/decisions/080-content-html-identity-and-art.md, 200-code-structure.md).
export const siteFeatureKeys = {
  all: ['site-features'] as const,
  /** The features and the company profile (the about and company structure pages). */
  full: (lang: Lang) => [...siteFeatureKeys.all, lang] as const,
  /** The company profile alone (`limit=1`: one feature, a small answer), read by the footer on every page. */
  companyProfile: (lang: Lang) => [...siteFeatureKeys.all, lang, 'company-profile'] as const,
};

// GET v2/site-features.
export async function getSiteFeatures(lang: Lang, signal?: AbortSignal) {
  return (await apiGet(siteFeatures, { query: { lang }, signal })).data;
}

export const getSiteFeaturesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: siteFeatureKeys.full(lang), queryFn: ({ signal }) => getSiteFeatures(lang, signal) });

export const useSiteFeatures = () => useQuery(getSiteFeaturesQueryOptions());

export const companyProfileQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: siteFeatureKeys.companyProfile(lang),
    queryFn: async ({ signal }) => (await apiGet(siteFeatures, { query: { lang, limit: 1 }, signal })).data.company_profile,
  });

export const useCompanyProfile = () => useQuery(companyProfileQueryOptions());
