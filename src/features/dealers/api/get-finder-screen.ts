import { isServer, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { getHolidays } from '@/api/get-holidays';
import type { Lang } from '@/contract/common';
import { currentLang } from '@/lib/i18n';
import { clampPage, PAGE_SIZE } from '@/lib/pagination';
import { brandsOf, filterDealers, sortDealers, type DealerRow, type FinderScreenParams } from '../lib/filter-dealers';
import { getDealers } from './get-dealers';
import { dealerKeys } from './query-keys';

/**
 * The dealers the server's page shows and how many match, not every dealer: at the seed's top scale the whole
 * list is megabytes, and inlined in the HTML it held back the phone's first screen (decision 025). `rows` starts
 * at `offset` and covers the page the server rendered and, up to page 5, the pages before it (a phone shows
 * pages 1…n together once it knows it is a phone).
 */
export type FinderScreen = { total: number; offset: number; rows: DealerRow[]; brands: ReturnType<typeof brandsOf> };

/** Pages a phone may show together from the first screen's rows. */
const CUMULATIVE_PAGES = 5;

/** The first screen from every dealer: the same filters and order as the finder applies on the device. */
export function firstScreenOf(
  all: Parameters<typeof filterDealers>[0],
  params: FinderScreenParams,
  openAt: Parameters<typeof filterDealers>[1]['openAt'],
): FinderScreen {
  const offline = params.type === 'offline_store';
  const filtered = filterDealers(
    all,
    offline
      ? { provinceId: params.provinceId, cityId: params.cityId, brand: params.brand, search: params.search, openAt }
      : { brand: params.brand, search: params.search },
  );
  const rows = sortDealers(filtered, params.sort);
  const current = clampPage(params.page, rows.length);
  const offset = current <= CUMULATIVE_PAGES ? 0 : (current - 1) * PAGE_SIZE;
  return { total: rows.length, offset, rows: rows.slice(offset, current * PAGE_SIZE), brands: brandsOf(all) };
}

/**
 * Made on the server only, from its own reads, and carried to the browser in the page's query cache: the
 * browser never fetches it (it reads every dealer itself, after hydrating, and then filters on the device).
 */
export const finderScreenQueryOptions = (params: FinderScreenParams, ready = true, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.screen(lang, params),
    queryFn:
      isServer && ready
        ? async ({ signal }: { signal: AbortSignal }) => {
            const [all, holidays] = await Promise.all([getDealers(lang, params.type, signal), getHolidays(lang, signal)]);
            return firstScreenOf(all, params, params.open ? { now: Date.now(), holidays } : undefined);
          }
        : skipToken,
    staleTime: Infinity,
  });

/** `ready`: the filters are final (the server renders again once they are; docs: src/entry-server.tsx). */
export const useFinderScreen = (params: FinderScreenParams, ready: boolean) => useQuery(finderScreenQueryOptions(params, ready)).data;
