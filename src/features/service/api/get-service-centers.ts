import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ServiceCenter } from '@/contract/service';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { serviceKeys } from './query-keys';
import { serviceCenterList } from '@/contract/endpoints/service';

// GET v2/service_center: every centre once (a handful); city filter and sort run on the device, offline too.
export async function getServiceCenters(lang: Lang, signal?: AbortSignal): Promise<ServiceCenter[]> {
  const body = await apiGet(serviceCenterList, { query: { lang }, signal });
  return body.data;
}

export const getServiceCentersQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: serviceKeys.centers(lang),
    queryFn: ({ signal }) => getServiceCenters(lang, signal),
  });

export const useServiceCenters = () => useQuery(getServiceCentersQueryOptions());
