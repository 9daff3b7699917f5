import { describe, expect, it } from 'vitest';
import { OpeningHoursSchema, type Holiday, type OpeningHours } from './hours';
import {
  dayProblem,
  isOpenAt,
  openStatus,
  openingHoursSpecification,
  timeOfMinute,
  zoneOfProvince,
  type TimeZoneCode,
} from './hours-terms';

// The matrix of open-now over time zones, midnight, split hours, holidays and a store's own overrides
// (docs/decisions/025-dealer-finders.md). 2026-12-02 is a Wednesday.

const OFFSET: Record<TimeZoneCode, string> = { WIB: '+07:00', WITA: '+08:00', WIT: '+09:00' };
const at = (local: string, zone: TimeZoneCode) => Date.parse(`${local}:00${OFFSET[zone]}`);
const week = (...days: string[]): OpeningHours['week'] => days as OpeningHours['week'];

const MALL: OpeningHours = { week: week(...Array<string>(7).fill('10:00-21:00')), exceptions: [] };
const OFFICE: OpeningHours = {
  week: week(
    '09:00-12:00,13:00-17:00',
    '09:00-12:00,13:00-17:00',
    '09:00-12:00,13:00-17:00',
    '09:00-12:00,13:00-17:00',
    '09:00-11:30,13:30-17:00',
    '09:00-14:00',
    '',
  ),
  exceptions: [],
};
const NIGHT: OpeningHours = {
  week: week('18:00-02:00', '18:00-02:00', '18:00-02:00', '18:00-02:00', '18:00-03:00', '18:00-03:00', ''),
  exceptions: [],
};
const ALWAYS: OpeningHours = { week: week(...Array<string>(7).fill('00:00-24:00')), exceptions: [] };
const NEVER: OpeningHours = { week: week('', '', '', '', '', '', ''), exceptions: [] };
const CLOSED_SUNDAY: OpeningHours = {
  week: week('09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', '09:00-18:00', ''),
  exceptions: [],
};

const HOLIDAYS: Holiday[] = [
  { date: '2026-12-25', end_date: null, name: 'Hari Raya Natal', hours: '' },
  { date: '2026-12-24', end_date: null, name: 'Cuti bersama Natal', hours: '10:00-15:00' },
  { date: '2027-03-10', end_date: '2027-03-12', name: 'Idulfitri dan cuti bersama', hours: '' },
  { date: '2027-02-15', end_date: '2027-03-09', name: 'Jam Ramadan', hours: '10:00-16:00' },
];

type Case = [
  name: string,
  hours: OpeningHours,
  zone: TimeZoneCode,
  local: string,
  open: boolean,
  change: string | null,
  holidays?: Holiday[],
];

// [name, hours, store zone, the store's local time, open?, next change as 'YYYY-MM-DD HH:MM' (local) or null]
const CASES: Case[] = [
  ['mall, before opening', MALL, 'WIB', '2026-12-02T09:59', false, '2026-12-02 10:00'],
  ['mall, at opening', MALL, 'WIB', '2026-12-02T10:00', true, '2026-12-02 21:00'],
  ['mall, evening', MALL, 'WITA', '2026-12-02T20:30', true, '2026-12-02 21:00'],
  ['mall, one minute before closing', MALL, 'WIT', '2026-12-02T20:59', true, '2026-12-02 21:00'],
  ['mall, at closing is closed', MALL, 'WIB', '2026-12-02T21:00', false, '2026-12-03 10:00'],
  ['mall, just after midnight', MALL, 'WIB', '2026-12-03T00:01', false, '2026-12-03 10:00'],
  ['office, morning', OFFICE, 'WIB', '2026-12-02T09:30', true, '2026-12-02 12:00'],
  ['office, lunch break (split hours)', OFFICE, 'WIB', '2026-12-02T12:30', false, '2026-12-02 13:00'],
  ['office, back from lunch', OFFICE, 'WIB', '2026-12-02T13:00', true, '2026-12-02 17:00'],
  ['office, Friday prayer break', OFFICE, 'WITA', '2026-12-04T12:00', false, '2026-12-04 13:30'],
  ['office, Friday before the break', OFFICE, 'WITA', '2026-12-04T11:00', true, '2026-12-04 11:30'],
  ['office, Saturday short day', OFFICE, 'WIT', '2026-12-05T13:59', true, '2026-12-05 14:00'],
  ['office, Saturday afternoon: opens Monday', OFFICE, 'WIT', '2026-12-05T15:00', false, '2026-12-07 09:00'],
  ['office, Sunday closed: opens Monday', OFFICE, 'WIB', '2026-12-06T10:00', false, '2026-12-07 09:00'],
  ['night, before opening', NIGHT, 'WIB', '2026-12-02T17:00', false, '2026-12-02 18:00'],
  ['night, before midnight closes after it', NIGHT, 'WIB', '2026-12-02T23:00', true, '2026-12-03 02:00'],
  ['night, after midnight still open', NIGHT, 'WIB', '2026-12-03T01:00', true, '2026-12-03 02:00'],
  ['night, at 02:00 closed', NIGHT, 'WIB', '2026-12-03T02:00', false, '2026-12-03 18:00'],
  ['night, Saturday runs into Sunday', NIGHT, 'WITA', '2026-12-06T02:30', true, '2026-12-06 03:00'],
  ['night, Sunday evening closed: opens Monday', NIGHT, 'WITA', '2026-12-06T19:00', false, '2026-12-07 18:00'],
  ['always open', ALWAYS, 'WIB', '2026-12-02T03:00', true, null],
  ['always open, at midnight', ALWAYS, 'WIT', '2026-12-03T00:00', true, null],
  ['never open', NEVER, 'WIB', '2026-12-02T12:00', false, null],
  ['closed Sunday, Saturday evening: opens Monday', CLOSED_SUNDAY, 'WIB', '2026-12-05T19:00', false, '2026-12-07 09:00'],
  ['holiday closes the mall on Christmas', MALL, 'WIB', '2026-12-25T12:00', false, '2026-12-26 10:00', HOLIDAYS],
  ['the day before Christmas has holiday hours', MALL, 'WIB', '2026-12-24T14:00', true, '2026-12-24 15:00', HOLIDAYS],
  ['after holiday hours end', MALL, 'WIB', '2026-12-24T16:00', false, '2026-12-26 10:00', HOLIDAYS],
  ['without the calendar Christmas is a normal day', MALL, 'WIB', '2026-12-25T12:00', true, '2026-12-25 21:00', []],
  ['Lebaran closes three days', MALL, 'WITA', '2027-03-11T12:00', false, '2027-03-13 10:00', HOLIDAYS],
  ['Ramadan hours close early', MALL, 'WIT', '2027-03-01T15:30', true, '2027-03-01 16:00', HOLIDAYS],
  ['Ramadan hours, evening: the next day opens, then Lebaran', MALL, 'WIB', '2027-03-09T17:00', false, '2027-03-13 10:00', HOLIDAYS],
  ['Sunday-closed store on a holiday Saturday', CLOSED_SUNDAY, 'WIB', '2026-12-25T08:00', false, '2026-12-26 09:00', HOLIDAYS],
  [
    'store override opens on Christmas',
    { ...MALL, exceptions: [{ date: '2026-12-25', hours: '12:00-18:00' }] },
    'WIB',
    '2026-12-25T12:30',
    true,
    '2026-12-25 18:00',
    HOLIDAYS,
  ],
  [
    'store override closes a normal day',
    { ...MALL, exceptions: [{ date: '2026-12-02', hours: '', note: 'Stock opname' }] },
    'WIB',
    '2026-12-02T12:00',
    false,
    '2026-12-03 10:00',
  ],
  [
    'store override with split hours',
    { ...MALL, exceptions: [{ date: '2026-12-02', hours: '08:00-09:00,19:00-20:00' }] },
    'WIB',
    '2026-12-02T10:00',
    false,
    '2026-12-02 19:00',
  ],
  [
    'store override opens a Sunday',
    { ...CLOSED_SUNDAY, exceptions: [{ date: '2026-12-06', hours: '10:00-14:00' }] },
    'WIB',
    '2026-12-06T11:00',
    true,
    '2026-12-06 14:00',
  ],
  ['overnight into a holiday still ends as usual', NIGHT, 'WIB', '2026-12-25T01:00', true, '2026-12-25 02:00', [HOLIDAYS[0]!]],
  ['after it, the holiday keeps the night shop shut', NIGHT, 'WIB', '2026-12-25T19:00', false, '2026-12-26 18:00', [HOLIDAYS[0]!]],
  [
    "overnight touching next day's opening is one stretch",
    { week: week('20:00-24:00', '00:00-04:00', '', '', '', '', ''), exceptions: [] },
    'WIB',
    '2026-11-30T23:00',
    true,
    '2026-12-01 04:00',
  ],
  [
    'closing on a later weekday',
    { week: week('', '', '08:00-24:00', '00:00-24:00', '00:00-12:00', '', ''), exceptions: [] },
    'WIB',
    '2026-12-02T09:00',
    true,
    '2026-12-04 12:00',
  ],
  [
    'a long closure still finds the next opening',
    { ...MALL, exceptions: Array.from({ length: 20 }, (_, i) => ({ date: `2026-12-${String(i + 2).padStart(2, '0')}`, hours: '' })) },
    'WIB',
    '2026-12-02T12:00',
    false,
    '2026-12-22 10:00',
  ],
];

describe('openStatus / isOpenAt matrix', () => {
  it.each(CASES)('%s', (_name, hours, zone, local, open, change, holidays = []) => {
    const now = at(local, zone);
    const status = openStatus(hours, zone, holidays, now);
    expect(status.open).toBe(open);
    expect(status.change && `${status.change.date} ${timeOfMinute(status.change.minute)}`).toBe(change);
    expect(isOpenAt(hours, zone, holidays, now)).toBe(open);
  });
});

describe('time zones', () => {
  // One instant, 12:30 UTC: 19:30 WIB, 20:30 WITA, 21:30 WIT.
  const instant = Date.parse('2026-12-02T12:30:00Z');
  const shop: OpeningHours = { week: week(...Array<string>(7).fill('09:00-20:00')), exceptions: [] };
  it.each([
    ['WIB', true],
    ['WITA', false],
    ['WIT', false],
  ] as const)('the same hours at one instant in %s: open %s', (zone, open) => {
    expect(isOpenAt(shop, zone, [], instant)).toBe(open);
  });

  it.each([
    ['31', 'WIB'],
    ['11', 'WIB'],
    ['61', 'WIB'],
    ['62', 'WIB'],
    ['51', 'WITA'],
    ['64', 'WITA'],
    ['73', 'WITA'],
    ['81', 'WIT'],
    ['94', 'WIT'],
    ['73.71', 'WITA'],
    [null, 'WIB'],
  ] as const)('province %s keeps %s', (code, zone) => {
    expect(zoneOfProvince(code)).toBe(zone);
  });

  it("a holiday is a date in the store's own zone: 23:30 WIB on Christmas Eve is 00:30 WIT on Christmas", () => {
    const instant2 = Date.parse('2026-12-24T23:30:00+07:00');
    expect(isOpenAt(ALWAYS, 'WIB', [HOLIDAYS[0]!], instant2)).toBe(true);
    expect(isOpenAt(ALWAYS, 'WIT', [HOLIDAYS[0]!], instant2)).toBe(false);
  });
});

describe('day specs', () => {
  it.each([
    ['', undefined],
    ['09:00-17:00', undefined],
    ['09:00-12:00,13:00-17:00', undefined],
    ['18:00-02:00', undefined],
    ['00:00-24:00', undefined],
    ['9:00-17:00', 'format'],
    ['09:00-17:60', 'format'],
    ['24:00-02:00', 'format'],
    ['09:00–17:00', 'format'],
    ['09:00-17:00,', 'format'],
    ['09:00-09:00', 'order'],
    ['13:00-17:00,09:00-12:00', 'order'],
    ['09:00-13:00,12:00-17:00', 'order'],
    ['18:00-02:00,03:00-04:00', 'order'],
  ] as const)('%j → %s', (spec, problem) => {
    expect(dayProblem(spec)).toBe(problem);
  });

  it("a store's hours need seven days and unique override dates", () => {
    expect(OpeningHoursSchema.safeParse({ week: ['', '', ''], exceptions: [] }).success).toBe(false);
    const twice = {
      week: MALL.week,
      exceptions: [
        { date: '2026-12-02', hours: '' },
        { date: '2026-12-02', hours: '10:00-11:00' },
      ],
    };
    expect(OpeningHoursSchema.safeParse(twice).error?.issues[0]?.message).toBe('duplicate');
    expect(OpeningHoursSchema.safeParse({ week: MALL.week, exceptions: [{ date: '2026-02-30', hours: '' }] }).success).toBe(false);
    expect(OpeningHoursSchema.safeParse(OFFICE).success).toBe(true);
  });
});

describe('openingHoursSpecification', () => {
  it('groups days with the same hours, leaves closed days out, splits intervals', () => {
    const spec = openingHoursSpecification(OFFICE, [], '2026-12-02');
    expect(spec).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '12:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`),
        opens: '13:00',
        closes: '17:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '09:00', closes: '11:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday'], opens: '13:30', closes: '17:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '09:00', closes: '14:00' },
    ]);
  });

  it('dated entries within the window: closed as 00:00–00:00, special hours as they are', () => {
    const spec = openingHoursSpecification(MALL, HOLIDAYS, '2026-12-20', 10);
    expect(spec.slice(1)).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '10:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-25', validThrough: '2026-12-25', opens: '00:00', closes: '00:00' },
    ]);
  });
});
