import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Dealer, DealerPage } from '@/contract/dealers';
import { NEARBY_COUNT } from '@/contract/dealers-terms';
import { dealerPage } from '@/contract/endpoints/dealers';
import { nearestOthers } from '@/contract/geo';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { withDeviceFallback } from '@/offline/on-device';
import { dealerKeys } from './query-keys';

// GET v2/dealer/{slug}: one offline dealer and its nearest other dealers (decision 025). Offline, the page is
// computed from the saved dealer list (decision 101: "Simpan untuk offline" keeps every dealer), with the same
// nearest-alternatives rule as the server (src/contract/geo.ts).

/** The page the server would send, from the dealer list on the device; undefined when it is not there. */
export function dealerPageOnDevice(client: QueryClient, lang: Lang, slug: string): DealerPage | undefined {
  const all = client.getQueryData<Dealer[]>(dealerKeys.list(lang, 'offline_store'));
  const dealer = all?.find((d) => d.slug === slug);
  if (!all || !dealer) return undefined;
  return { dealer, nearby: nearestOthers(all, dealer, NEARBY_COUNT) };
}

export const getDealerPageQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.page(lang, slug),
    queryFn: async ({ signal, client }) =>
      withDeviceFallback(
        async () => (await apiGet(dealerPage, { params: { slug }, query: { lang }, signal })).data,
        () => dealerPageOnDevice(client, lang, slug),
      ),
  });

export const useDealerPage = (slug: string) => useQuery(getDealerPageQueryOptions(slug));
