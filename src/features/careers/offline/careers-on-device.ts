import type { QueryClient } from '@tanstack/react-query';
import type { JobFilters, JobSummary } from '@/contract/careers';
import type { Lang } from '@/contract/common';
import { foldText } from '@/lib/text-match';
import { completeList, pageOf } from '@/offline/on-device';
import type { JobListFilters } from '../api/get-jobs';
import { careerKeys } from '../api/query-keys';

// /karir answered on the device when the server cannot be reached (docs/decisions/101): the vacancies and
// the filter facets of the saved lists, filtered like `v2/lowongan_kerja`, newest first.

type JobsResponse = { data: { total: number; data: JobSummary[] }; filters: JobFilters };

const same = (a: string, b: string) => foldText(a) === foldText(b);

export function jobsOnDevice(client: QueryClient | undefined, lang: Lang, filters: JobListFilters, perPage: number) {
  if (!client) return undefined;
  const prefix = [...careerKeys.all, 'jobs', lang];
  const jobs = completeList(client, prefix, ['job_category', 'job_type', 'location'], (data) => (data as JobsResponse).data);
  const facets = client.getQueriesData<JobsResponse>({ queryKey: prefix }).find(([, data]) => data?.filters)?.[1]?.filters;
  if (!jobs || !facets) return undefined;
  const category = filters.job_category && facets.job_categories.find((c) => same(c.value, filters.job_category ?? ''));
  const found = jobs
    .filter(
      (job) =>
        (!filters.job_category || same(job.job_category, filters.job_category) || (category && same(job.job_category, category.label))) &&
        (!filters.job_type || job.job_type === filters.job_type) &&
        (!filters.location || same(job.location, filters.location) || job.city_id === filters.location),
    )
    .sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at) || b.id - a.id);
  return { data: pageOf(found, filters.page, perPage), filters: facets };
}
