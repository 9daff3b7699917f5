import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { WebAccessory } from '@/contract/site';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { siteKeys } from './query-keys';
import { webAccessories } from '@/contract/endpoints/site';

// GET v2/web-accessories — site assets such as the partner brands' hover logos (docs/product.md §3, §7).
export async function getWebAccessories(lang: Lang, signal?: AbortSignal): Promise<WebAccessory[]> {
  const body = await apiGet(webAccessories, { query: { lang }, signal });
  return body.data;
}

export const getWebAccessoriesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: siteKeys.webAccessories(lang),
    queryFn: ({ signal }) => getWebAccessories(lang, signal),
  });

export const useWebAccessories = () => useQuery(getWebAccessoriesQueryOptions());
