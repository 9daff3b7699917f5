import type { Lang } from '../../../contract/common';

// The company pages' one query-key factory (STYLE.md §3).
export const companyKeys = {
  all: ['company'] as const,
  milestones: (lang: Lang) => [...companyKeys.all, 'milestones', lang] as const,
};
