import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { dealerKeys } from './query-keys';
import { storeProvinces } from '@/contract/endpoints/dealers';

// GET v2/authorized_store/provinces: provinces that have offline stores (docs/product.md §7).
export async function getStoreProvinces(lang: Lang, signal?: AbortSignal) {
  const body = await apiGet(storeProvinces, { query: { lang }, signal });
  return body.data;
}

export const getStoreProvincesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.provinces(lang),
    queryFn: ({ signal }) => getStoreProvinces(lang, signal),
  });

export const useStoreProvinces = () => useQuery(getStoreProvincesQueryOptions());
