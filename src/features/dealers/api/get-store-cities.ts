import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { dealerKeys } from './query-keys';
import { storeCities } from '@/contract/endpoints/dealers';

// GET v2/authorized_store/cities?province_id: cities load for the chosen province (docs/product.md §7).
export async function getStoreCities(lang: Lang, provinceId: string, signal?: AbortSignal) {
  const query = { lang, province_id: provinceId };
  const body = await apiGet(storeCities, { query, signal });
  return body.data;
}

export const getStoreCitiesQueryOptions = (provinceId: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.cities(lang, provinceId),
    queryFn: ({ signal }) => getStoreCities(lang, provinceId, signal),
    enabled: provinceId !== '',
  });

export const useStoreCities = (provinceId: string) => useQuery(getStoreCitiesQueryOptions(provinceId));
