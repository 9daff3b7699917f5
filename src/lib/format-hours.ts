import { dateTimeFormat } from '@/lib/intl-formats';
import type { OpeningHours } from '@/contract/hours';

// How opening hours read in the visitor's language (src/contract/hours.ts holds the data and the clock):
// times as Indonesians write them (21.00) or as 21:00 in English, weekday names from Intl, through
// one kept formatter per language (src/lib/intl-formats.ts): a dealer list names each weekday many times.

/** '21.00' (id) or '21:00' (en) of a minute of the day. */
export function formatMinute(minute: number, locale: string): string {
  const hh = String(Math.floor(minute / 60) % 24).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return locale === 'en' ? `${hh}:${mm}` : `${hh}.${mm}`;
}

/** Monday = 0 … Sunday = 6 → 'Senin' / 'Monday' (2024-01-01 was a Monday). */
export const weekdayName = (weekday: number, locale: string) =>
  dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + weekday));

/** '14 Mar' of an ISO date. */
export const shortDate = (date: string, locale: string) =>
  dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

/** One day spec as text: '09.00–12.00, 13.00–17.00'; '' (closed) → null. */
export function formatDay(spec: string, locale: string): string | null {
  if (spec === '') return null;
  const time = (t: string) => formatMinute(Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)), locale);
  return spec
    .split(',')
    .map(
      (interval) =>
        `${time(interval.slice(0, 5))}–${interval.slice(6, 11) === '24:00' ? (locale === 'en' ? '24:00' : '24.00') : time(interval.slice(6, 11))}`,
    )
    .join(', ');
}

/** The week in runs of days with the same hours: [first weekday, last weekday, spec], Monday first. */
export function weekRuns(hours: OpeningHours): [number, number, string][] {
  const runs: [number, number, string][] = [];
  hours.week.forEach((spec, day) => {
    const last = runs[runs.length - 1];
    if (last && last[2] === spec) last[1] = day;
    else runs.push([day, day, spec]);
  });
  return runs;
}
