import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { JobType } from '@/contract/careers';
import { JOB_PAGE_SIZE } from '@/contract/careers-terms';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { withDeviceFallback } from '@/offline/on-device';
import { jobsOnDevice } from '../offline/careers-on-device';
import { careerKeys } from './query-keys';
import { jobList } from '@/contract/endpoints/careers';

export type JobListFilters = {
  page: number;
  job_category?: string | undefined;
  job_type?: JobType | undefined;
  location?: string | undefined;
};

// GET v2/lowongan_kerja: a page of vacancies plus the filter facets over all of them (docs/product.md §7.5).
// Offline, the vacancies saved on the device answer with the same filters and paging (decision 101).
export async function getJobs(lang: Lang, filters: JobListFilters, signal?: AbortSignal, client?: QueryClient) {
  const query = { lang, per_page: JOB_PAGE_SIZE, ...filters };
  return withDeviceFallback(
    () => apiGet(jobList, { query, signal }),
    () => jobsOnDevice(client, lang, filters, JOB_PAGE_SIZE),
  );
}

export const getJobsQueryOptions = (filters: JobListFilters, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: careerKeys.jobs(lang, filters),
    queryFn: ({ signal, client }) => getJobs(lang, filters, signal, client),
  });

export const useJobs = (filters: JobListFilters) => useQuery({ ...getJobsQueryOptions(filters), placeholderData: keepPreviousData });
