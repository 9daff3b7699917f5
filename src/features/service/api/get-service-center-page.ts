import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { NEARBY_COUNT } from '@/contract/dealers-terms';
import { serviceCenterPage } from '@/contract/endpoints/service';
import { nearestOthers } from '@/contract/geo';
import type { ServiceCenter, ServiceCenterPage } from '@/contract/service';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { withDeviceFallback } from '@/offline/on-device';
import { serviceKeys } from './query-keys';

// GET v2/service_center/{slug}: one centre and its nearest other centres (decision 025). Offline, computed from
// the saved list of centres (decision 101) with the server's nearest rule (src/contract/geo.ts).

export function centerPageOnDevice(client: QueryClient, lang: Lang, slug: string): ServiceCenterPage | undefined {
  const all = client.getQueryData<ServiceCenter[]>(serviceKeys.centers(lang));
  const center = all?.find((c) => c.slug === slug);
  if (!all || !center) return undefined;
  return { center, nearby: nearestOthers(all, center, NEARBY_COUNT) };
}

export const getServiceCenterPageQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: serviceKeys.centerPage(lang, slug),
    queryFn: async ({ signal, client }) =>
      withDeviceFallback(
        async () => (await apiGet(serviceCenterPage, { params: { slug }, query: { lang }, signal })).data,
        () => centerPageOnDevice(client, lang, slug),
      ),
  });

export const useServiceCenterPage = (slug: string) => useQuery(getServiceCenterPageQueryOptions(slug));
