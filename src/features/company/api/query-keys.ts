import type { Lang } from '../../../contract/common';

// The company pages' one query-key factory (STYLE.md §3).
export const companyKeys = {
  all: ['company'] as const,
  siteFeatures: (lang: Lang) => [...companyKeys.all, 'site-features', lang] as const,
  dealerDistribution: (lang: Lang) => [...companyKeys.all, 'dealer-distribution', lang] as const,
  milestones: (lang: Lang) => [...companyKeys.all, 'milestones', lang] as const,
};
