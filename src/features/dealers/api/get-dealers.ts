import { isServer, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Dealer, StoreType } from '@/contract/dealers';
import { DEALER_PAGE_SIZE } from '@/contract/dealers-terms';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { dealerKeys } from './query-keys';
import { storeList } from '@/contract/endpoints/dealers';

const PARALLEL_PAGES = 4;

// GET v2/authorized_store?type&per_page=1000, every page (decision 025): past 1000 dealers (13,230 at
// the seed's top scale) the later pages follow, four at a time, so the finder filters all of them on the device.
export async function getDealers(lang: Lang, type: StoreType, signal?: AbortSignal): Promise<Dealer[]> {
  const page = async (n: number) => (await apiGet(storeList, { query: { lang, type, per_page: DEALER_PAGE_SIZE, page: n }, signal })).data;
  const first = await page(1);
  const rest: Dealer[][] = [];
  for (let n = 2; n <= first.last_page; n += PARALLEL_PAGES) {
    const batch = Array.from({ length: Math.min(PARALLEL_PAGES, first.last_page - n + 1) }, (_, i) => page(n + i));
    for (const next of await Promise.all(batch)) rest.push(next.data);
  }
  return [first.data, ...rest].flat();
}

export const getDealersQueryOptions = (type: StoreType, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.list(lang, type),
    queryFn: ({ signal }) => getDealers(lang, type, signal),
  });

/**
 * Every dealer, read by the browser only: the server renders the finder from its first screen
 * (get-finder-screen.ts) and never puts the whole list into the page (decision 025).
 */
export const useDealers = (type: StoreType) => {
  const options = getDealersQueryOptions(type);
  return useQuery(isServer ? { ...options, queryFn: skipToken } : options);
};
