import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Milestone } from '@/contract/content';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { companyKeys } from './query-keys';
import { milestoneList } from '@/contract/endpoints/content';

// GET v2/milestone: the timeline 2016 (2 brands) … 2024 (27 brands) (docs/product.md §2, §9).
export async function getMilestones(lang: Lang, signal?: AbortSignal): Promise<Milestone[]> {
  const body = await apiGet(milestoneList, { query: { lang }, signal });
  return body.data;
}

export const getMilestonesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: companyKeys.milestones(lang),
    queryFn: ({ signal }) => getMilestones(lang, signal),
  });

export const useMilestones = () => useQuery(getMilestonesQueryOptions());
