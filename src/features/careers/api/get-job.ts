import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@/contract/careers';
import type { Lang } from '@/contract/common';
import { jobFind } from '@/contract/endpoints/careers';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { careerKeys } from './query-keys';

// GET v2/lowongan_kerja/{id|slug}: requirements and the external job-site link (docs/product.md §3).
export async function getJob(lang: Lang, slug: string, signal?: AbortSignal): Promise<JobDetail> {
  const body = await apiGet(jobFind, { params: { id: slug }, query: { lang }, signal });
  return body.data;
}

export const getJobQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: careerKeys.job(lang, slug),
    queryFn: ({ signal }) => getJob(lang, slug, signal),
  });

export const useJob = (slug: string) => useQuery(getJobQueryOptions(slug));
