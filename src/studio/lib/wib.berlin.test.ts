// Run by the vitest project web-berlin (TZ=Europe/Berlin): the browser's zone is not Jakarta's
// (docs/decisions/250-staff-studio.md "Schedules").

import { describe, expect, it } from 'vitest';
import { fromWibWallTime, isAfterNow, toWibWallTime, wibWallTimeFrom, wibWeekday } from './wib';

describe('studio: Jakarta wall time in the pickers, whatever the browser zone', () => {
  it('runs in a zone other than Jakarta (winter and summer time)', () => {
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(-60);
    expect(new Date('2026-07-15T12:00:00Z').getTimezoneOffset()).toBe(-120);
  });

  it('shows an instant as Jakarta clock time', () => {
    expect(toWibWallTime('2026-12-01T01:00:00Z')).toBe('2026-12-01 08:00:00');
    expect(toWibWallTime('2026-07-01T20:30:15+02:00')).toBe('2026-07-02 01:30:15');
    expect(toWibWallTime(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01-01 00:00:00');
    expect(toWibWallTime(null)).toBeNull();
    expect(toWibWallTime('')).toBeNull();
    expect(toWibWallTime('not a time')).toBeNull();
  });

  it('sends a picked wall time as that Jakarta instant', () => {
    expect(fromWibWallTime('2026-12-01 08:00:00')).toBe('2026-12-01T08:00:00+07:00');
    expect(new Date(fromWibWallTime('2026-12-01 08:00:00')!).toISOString()).toBe('2026-12-01T01:00:00.000Z');
    // Berlin's own clock change night is nothing special in Jakarta.
    expect(new Date(fromWibWallTime('2026-03-29 02:30')!).toISOString()).toBe('2026-03-28T19:30:00.000Z');
    expect(fromWibWallTime('2026-12-01')).toBe('2026-12-01T00:00:00+07:00');
    expect(fromWibWallTime(null)).toBeNull();
    expect(fromWibWallTime('2026-13-45 99:00:00')).toBeNull();
    expect(fromWibWallTime('2026-12-01T08:00:00Z')).toBeNull();
  });

  it('round-trips', () => {
    for (const iso of ['2026-01-01T00:00:00.000Z', '2026-06-30T23:59:59.000Z', '2026-03-29T01:00:00.000Z'])
      expect(new Date(fromWibWallTime(toWibWallTime(iso))!).toISOString()).toBe(iso);
  });

  it('counts presets and "not yet past" on Jakarta time', () => {
    // 23:30 in Berlin on a Sunday is already Monday 05:30 in Jakarta.
    const now = new Date('2026-11-29T22:30:00Z');
    expect(wibWallTimeFrom(now, { hours: 1 })).toBe('2026-11-30 06:30:00');
    const tomorrow = wibWallTimeFrom(now, { days: 1, at: [8, 0] });
    expect(tomorrow).toBe('2026-12-01 08:00:00');
    expect(wibWeekday(tomorrow)).toBe(2);
    expect(isAfterNow('2026-11-30 05:31:00', now)).toBe(true);
    expect(isAfterNow('2026-11-30 05:29:00', now)).toBe(false);
    expect(isAfterNow(null, now)).toBe(false);
  });
});
