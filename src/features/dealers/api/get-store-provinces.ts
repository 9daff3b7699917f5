import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { StoreProvincesResponseSchema } from '../../../contract/dealers';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { dealerKeys } from './query-keys';

// GET v2/authorized_store/provinces: provinces that have offline stores (spec §7).
export async function getStoreProvinces(lang: Lang, signal?: AbortSignal) {
  const body = await apiGet('v2/authorized_store/provinces', StoreProvincesResponseSchema, { query: { lang }, signal });
  return body.data;
}

export const getStoreProvincesQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.provinces(lang),
    queryFn: ({ signal }) => getStoreProvinces(lang, signal),
  });

export const useStoreProvinces = () => useQuery(getStoreProvincesQueryOptions());
