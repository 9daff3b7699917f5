import { describe, expect, it } from 'vitest';
import { formatDay, formatMinute, weekdayName, weekRuns } from './format-hours';

describe('format-hours', () => {
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

  it('groups equal neighbouring days', () => {
    const week = ['a', 'a', 'a', 'a', 'a', 'b', ''] as [string, string, string, string, string, string, string];
    expect(weekRuns({ week, exceptions: [] })).toEqual([
      [0, 4, 'a'],
      [5, 5, 'b'],
      [6, 6, ''],
    ]);
  });
});
