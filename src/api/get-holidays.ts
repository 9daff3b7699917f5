import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import type { Holiday } from '../contract/hours';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';
import { holidayList } from '../contract/endpoints/service';

// The holiday calendar every dealer and service centre follows: both finders read it to say "open now"
// on the device (src/contract/hours.ts), and both save it for offline.
export const holidayKeys = {
  all: ['holidays'] as const,
  list: (lang: Lang) => [...holidayKeys.all, lang] as const,
};

// GET v2/holidays.
export async function getHolidays(lang: Lang, signal?: AbortSignal): Promise<Holiday[]> {
  const body = await apiGet(holidayList, { query: { lang }, signal });
  return body.data;
}

export const getHolidaysQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: holidayKeys.list(lang),
    queryFn: ({ signal }) => getHolidays(lang, signal),
  });

/** The calendar; an empty one until it arrives (or when it cannot: the stores' own hours still hold). */
export function useHolidays(): Holiday[] {
  const { data } = useQuery(getHolidaysQueryOptions());
  return data ?? NO_HOLIDAYS;
}
const NO_HOLIDAYS: Holiday[] = [];
