import type { Lang } from '@/contract/common';

// The company pages' one query-key factory (docs/architecture.md §5).
export const companyKeys = {
  all: ['company'] as const,
  milestones: (lang: Lang) => [...companyKeys.all, 'milestones', lang] as const,
};
