import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { WarrantyPolicy } from '@/contract/service';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { serviceKeys } from './query-keys';
import { warrantyPolicies } from '@/contract/endpoints/service';

// GET v2/warranty: unit, accessories and battery cover per brand, claim steps (for /garansi).
export async function getWarranty(lang: Lang, signal?: AbortSignal): Promise<WarrantyPolicy[]> {
  const body = await apiGet(warrantyPolicies, { query: { lang }, signal });
  return body.data;
}

export const getWarrantyQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: serviceKeys.warranty(lang),
    queryFn: ({ signal }) => getWarranty(lang, signal),
  });

export const useWarranty = () => useQuery(getWarrantyQueryOptions());
