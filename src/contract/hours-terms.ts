import type { Holiday, OpeningHours } from './hours';

// Structured opening hours of dealers and service centres (docs/decisions/025-dealer-finders.md): a week of
// day specs, the store's own dated overrides, and one holiday calendar for every store. Everything here is
// pure and runs on the device (open now works offline, from saved data) and on the server (JSON-LD), and
// needs no zod (a page's first screen loads it; docs/decisions/113-first-screen.md): the schemas are in hours.ts.
//
// A day spec is a string: '' = closed, else intervals 'HH:MM-HH:MM' joined by ',' in ascending order, e.g.
// '09:00-12:00,13:00-17:00'. A close of '24:00' ends at midnight; a close earlier than its open runs past
// midnight into the next day ('18:00-02:00'), allowed only as the day's last interval.

const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const INTERVAL = `${TIME}-(?:${TIME}|24:00)`;
const DAY_PATTERN = new RegExp(`^(?:${INTERVAL}(?:,${INTERVAL}){0,3})?$`);

/** Minutes after midnight of 'HH:MM' ('24:00' = 1440). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's intervals as [open, close] minutes from that day's midnight; an overnight close is > 1440. */
export function parseDay(spec: string): [number, number][] {
  if (spec === '') return [];
  return spec.split(',').map((interval) => {
    const open = minutesOf(interval.slice(0, 5));
    const close = minutesOf(interval.slice(6, 11));
    return [open, close <= open ? close + 1440 : close];
  });
}

/** Why a day spec is wrong ('format': not 'HH:MM-HH:MM,…'; 'order': empty, overlapping or unsorted), or undefined. */
export function dayProblem(spec: string): 'format' | 'order' | undefined {
  if (!DAY_PATTERN.test(spec)) return 'format';
  const parts = spec === '' ? [] : spec.split(',');
  let previousClose = -1;
  for (const [i, part] of parts.entries()) {
    const open = minutesOf(part.slice(0, 5));
    const rawClose = minutesOf(part.slice(6, 11));
    if (open === rawClose || open <= previousClose) return 'order';
    const close = rawClose < open ? rawClose + 1440 : rawClose;
    // Only the last interval may run past midnight.
    if (close > 1440 && i < parts.length - 1) return 'order';
    previousClose = close;
  }
  return undefined;
}

// ---------------------------------------------------------------- time zones

export const TIME_ZONES = ['WIB', 'WITA', 'WIT'] as const;
export type TimeZoneCode = (typeof TIME_ZONES)[number];
/** Minutes ahead of UTC; Indonesia keeps no daylight saving time. */
export const ZONE_OFFSET: Record<TimeZoneCode, number> = { WIB: 420, WITA: 480, WIT: 540 };
export const ZONE_IANA: Record<TimeZoneCode, string> = { WIB: 'Asia/Jakarta', WITA: 'Asia/Makassar', WIT: 'Asia/Jayapura' };

// Province codes (idn-area-data): Bali, Nusa Tenggara, South/East/North Kalimantan and Sulawesi keep WITA;
// Maluku and Papua WIT; Sumatra, Java, West and Central Kalimantan WIB (Keppres 41/1987).
const WITA = new Set(['51', '52', '53', '63', '64', '65', '71', '72', '73', '74', '75', '76']);
const WIT = new Set(['81', '82', '91', '92', '93', '94', '95', '96', '97']);

/** The time zone of a store in this province (WIB when the province is unknown). */
export function zoneOfProvince(code: string | null | undefined): TimeZoneCode {
  const province = (code ?? '').slice(0, 2);
  return WITA.has(province) ? 'WITA' : WIT.has(province) ? 'WIT' : 'WIB';
}

// ---------------------------------------------------------------- open now

const DAY_MS = 86_400_000;
/** Days ahead searched for the next opening (a month covers a Lebaran closure). */
const HORIZON_DAYS = 35;

/** The calendar's entries by date, so a status looks a day up once (cached per calendar array). */
const calendars = new WeakMap<readonly Holiday[], Map<string, string>>();
function calendarOf(holidays: readonly Holiday[]): Map<string, string> {
  let byDate = calendars.get(holidays);
  if (!byDate) {
    byDate = new Map();
    for (const holiday of holidays) {
      if (dayProblem(holiday.hours) !== undefined) continue;
      const first = Date.parse(`${holiday.date}T00:00:00Z`);
      const last = holiday.end_date ? Date.parse(`${holiday.end_date}T00:00:00Z`) : first;
      if (Number.isNaN(first) || Number.isNaN(last)) continue;
      for (let day = first; day <= last && day - first < 366 * DAY_MS; day += DAY_MS) {
        const date = new Date(day).toISOString().slice(0, 10);
        if (!byDate.has(date)) byDate.set(date, holiday.hours);
      }
    }
    calendars.set(holidays, byDate);
  }
  return byDate;
}

const overrides = new WeakMap<OpeningHours, Map<string, string>>();
function overridesOf(hours: OpeningHours): Map<string, string> {
  let byDate = overrides.get(hours);
  if (!byDate) {
    byDate = new Map(hours.exceptions.map((e) => [e.date, e.hours]));
    overrides.set(hours, byDate);
  }
  return byDate;
}

const parsed = new Map<string, [number, number][]>();
const intervalsOf = (spec: string) => {
  let intervals = parsed.get(spec);
  if (!intervals) {
    intervals = dayProblem(spec) === undefined ? parseDay(spec) : [];
    parsed.set(spec, intervals);
  }
  return intervals;
};

/** 'YYYY-MM-DD' of a day number (days since 1970-01-01). */
export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Monday = 0 … Sunday = 6 of a day number (1970-01-01 was a Thursday). */
export const weekdayOfDay = (day: number) => (((day + 3) % 7) + 7) % 7;

/** What a store keeps on one local day: its own override, else the holiday calendar, else its week. */
export function specOfDay(hours: OpeningHours, holidays: readonly Holiday[], day: number): string {
  const date = dateOfDay(day);
  return overridesOf(hours).get(date) ?? calendarOf(holidays).get(date) ?? hours.week[weekdayOfDay(day)]!;
}

/** Why a local day is not the usual week: the store's own override (its note) or the calendar's holiday (its name). */
export function dayException(hours: OpeningHours, holidays: readonly Holiday[], day: number): { label: string } | undefined {
  const date = dateOfDay(day);
  const own = hours.exceptions.find((e) => e.date === date);
  if (own) return { label: own.note ?? '' };
  const holiday = holidays.find((h) => h.date <= date && date <= (h.end_date ?? h.date) && dayProblem(h.hours) === undefined);
  return holiday && calendarOf(holidays).get(date) === holiday.hours ? { label: holiday.name } : undefined;
}

/** The store's local day number and minute at an instant. */
export function localClock(zone: TimeZoneCode, now: number): { day: number; minute: number } {
  const local = now + ZONE_OFFSET[zone] * 60_000;
  const day = Math.floor(local / DAY_MS);
  return { day, minute: Math.floor((local - day * DAY_MS) / 60_000) };
}

/** Whether the store is open at the instant: the cheap test the finders' filter runs over every store. */
export function isOpenAt(hours: OpeningHours, zone: TimeZoneCode, holidays: readonly Holiday[], now: number): boolean {
  const { day, minute } = localClock(zone, now);
  for (const [open, close] of intervalsOf(specOfDay(hours, holidays, day))) if (open <= minute && minute < close) return true;
  // Yesterday's interval that runs past midnight.
  for (const [open, close] of intervalsOf(specOfDay(hours, holidays, day - 1)))
    if (close > 1440 && open - 1440 <= minute && minute < close - 1440) return true;
  return false;
}

/** A moment in the store's local time: its day (number, date, weekday) and minute of that day. */
export type LocalMoment = { day: number; date: string; weekday: number; minute: number; daysAhead: number };

export type OpenStatus =
  | { open: true; /** When it closes; null = open through the whole horizon (24 hours). */ change: LocalMoment | null }
  | { open: false; /** When it opens next; null = not within the horizon. */ change: LocalMoment | null };

/** Open now, and the next change (close or open), in the store's local time. */
export function openStatus(hours: OpeningHours, zone: TimeZoneCode, holidays: readonly Holiday[], now: number): OpenStatus {
  const { day, minute } = localClock(zone, now);
  // Intervals from yesterday to the horizon, in minutes from today's midnight, merged where they touch.
  const all: [number, number][] = [];
  for (let offset = -1; offset <= HORIZON_DAYS; offset++)
    for (const [open, close] of intervalsOf(specOfDay(hours, holidays, day + offset)))
      all.push([open + offset * 1440, close + offset * 1440]);
  all.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const interval of all) {
    const last = merged[merged.length - 1];
    if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
    else merged.push([...interval]);
  }
  const moment = (at: number): LocalMoment => {
    const ahead = Math.floor(at / 1440);
    return {
      day: day + ahead,
      date: dateOfDay(day + ahead),
      weekday: weekdayOfDay(day + ahead),
      minute: at - ahead * 1440,
      daysAhead: ahead,
    };
  };
  const end = (HORIZON_DAYS + 1) * 1440;
  for (const [open, close] of merged) {
    if (open <= minute && minute < close) return { open: true, change: close >= end ? null : moment(close) };
    if (open > minute) return { open: false, change: moment(open) };
  }
  return { open: false, change: null };
}

/** 'HH:MM' of a minute of the day (1440 = '24:00'). */
export const timeOfMinute = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

// ---------------------------------------------------------------- schema.org

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
};

/** A day spec's intervals as schema.org opens/closes ('00:00'–'00:00' = closed all day, as Google reads it). */
function specs(spec: string, extra: Partial<OpeningHoursSpecification>): OpeningHoursSpecification[] {
  if (spec === '') return [{ '@type': 'OpeningHoursSpecification', ...extra, opens: '00:00', closes: '00:00' }];
  return spec.split(',').map((interval) => ({
    '@type': 'OpeningHoursSpecification',
    ...extra,
    opens: interval.slice(0, 5),
    closes: interval.slice(6, 11) === '24:00' ? '23:59' : interval.slice(6, 11),
  }));
}

/**
 * `openingHoursSpecification` of a LocalBusiness: the week (days with the same hours share one entry; closed
 * days are left out), then the store's overrides and the calendar's entries from `today` for `days` days.
 */
export function openingHoursSpecification(
  hours: OpeningHours,
  holidays: readonly Holiday[],
  today: string,
  days = 30,
): OpeningHoursSpecification[] {
  const byHours = new Map<string, string[]>();
  hours.week.forEach((spec, i) => {
    if (spec !== '') byHours.set(spec, [...(byHours.get(spec) ?? []), `https://schema.org/${DAY_NAMES[i]}`]);
  });
  const out = [...byHours].flatMap(([spec, dayOfWeek]) => specs(spec, { dayOfWeek }));
  const first = Date.parse(`${today}T00:00:00Z`) / DAY_MS;
  for (let day = first; day < first + days; day++) {
    const date = dateOfDay(day);
    const spec = overridesOf(hours).get(date) ?? calendarOf(holidays).get(date);
    if (spec !== undefined) out.push(...specs(spec, { validFrom: date, validThrough: date }));
  }
  return out;
}
