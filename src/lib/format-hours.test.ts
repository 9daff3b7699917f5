import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDay, formatMinute, shortDate, weekdayName, weekRuns } from './format-hours';

describe('format-hours', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes times as Indonesians do (21.00) and as 21:00 in English', () => {
    expect(formatMinute(21 * 60, 'id')).toBe('21.00');
    expect(formatMinute(8 * 60 + 30, 'en')).toBe('08:30');
    expect(formatDay('09:00-12:00,13:00-24:00', 'id')).toBe('09.00–12.00, 13.00–24.00');
    expect(formatDay('', 'id')).toBeNull();
  });

  it('names weekdays Monday first in the visitor language', () => {
    expect(weekdayName(0, 'id')).toBe('Senin');
    expect(weekdayName(6, 'en')).toBe('Sunday');
  });

  it('makes one formatter per language and kind, however many days a list names', () => {
    // A DateTimeFormat costs far more to make than to use (a dealer list names each weekday many times).
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 50; i++) {
      weekdayName(i % 7, 'id');
      weekdayName(i % 7, 'en');
      shortDate('2026-03-14', 'id');
    }
    expect(made.mock.calls.length).toBeLessThanOrEqual(3);
    expect(shortDate('2026-03-14', 'id')).toBe('14 Mar');
  });

  it('groups equal neighbouring days', () => {
    const week = ['a', 'a', 'a', 'a', 'a', 'b', ''] as [string, string, string, string, string, string, string];
    expect(weekRuns({ week, exceptions: [] })).toEqual([
      [0, 4, 'a'],
      [5, 5, 'b'],
      [6, 6, ''],
    ]);
  });
});
