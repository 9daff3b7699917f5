import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { FaqEntry } from '@/contract/site';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { serviceKeys } from './query-keys';
import { faqList } from '@/contract/endpoints/site';

type FaqGroup = 'service' | 'warranty';

// GET v2/faq?group=service|warranty, in the server's order.
export async function getFaq(lang: Lang, group: FaqGroup, signal?: AbortSignal): Promise<FaqEntry[]> {
  const body = await apiGet(faqList, { query: { lang, group }, signal });
  return [...body.data].sort((a, b) => a.sort_order - b.sort_order);
}

export const getFaqQueryOptions = (group: FaqGroup, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: serviceKeys.faq(lang, group),
    queryFn: ({ signal }) => getFaq(lang, group, signal),
  });

export const useFaq = (group: FaqGroup) => useQuery(getFaqQueryOptions(group));
