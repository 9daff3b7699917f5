import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_PAGE_SIZE, JobListResponseSchema, type JobType } from '../../../contract/careers';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { careerKeys } from './query-keys';

export type JobListFilters = {
  page: number;
  job_category?: string | undefined;
  job_type?: JobType | undefined;
  location?: string | undefined;
};

// GET v2/lowongan_kerja: a page of vacancies plus the filter facets over all of them (spec §7 "Forms").
export async function getJobs(lang: Lang, filters: JobListFilters, signal?: AbortSignal) {
  const query = { lang, per_page: JOB_PAGE_SIZE, ...filters };
  return apiGet('v2/lowongan_kerja', JobListResponseSchema, { query, signal });
}

export const getJobsQueryOptions = (filters: JobListFilters, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: careerKeys.jobs(lang, filters),
    queryFn: ({ signal }) => getJobs(lang, filters, signal),
  });

export const useJobs = (filters: JobListFilters) => useQuery({ ...getJobsQueryOptions(filters), placeholderData: keepPreviousData });
