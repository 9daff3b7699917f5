import type { Lang } from '@/contract/common';
import type { JobListFilters } from './get-jobs';

// The careers feature's one query-key factory (docs/architecture.md §5).
export const careerKeys = {
  all: ['careers'] as const,
  jobs: (lang: Lang, filters: JobListFilters) => [...careerKeys.all, 'jobs', lang, filters] as const,
  job: (lang: Lang, slug: string) => [...careerKeys.all, 'job', lang, slug] as const,
};
