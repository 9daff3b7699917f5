import { describe, expect, it } from 'vitest';
import { formatDate, monthName } from './format-date';

describe('formatDate (dates in the visitor language)', () => {
  it('formats in id-ID and en-GB on Jakarta time', () => {
    // 20:00 UTC on 31 Aug is already 1 Sep in WIB (UTC+7).
    expect(formatDate('2026-08-31T20:00:00.000Z', 'id')).toBe('1 September 2026');
    expect(formatDate('2026-08-31T20:00:00.000Z', 'en')).toBe('1 September 2026');
    expect(formatDate('2026-03-10T02:00:00.000Z', 'id')).toBe('10 Maret 2026');
    expect(formatDate('2026-03-10T02:00:00.000Z', 'en')).toBe('10 March 2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'id')).toBe('');
  });

  it('names months in both languages', () => {
    expect(monthName(5, 'id')).toBe('Mei');
    expect(monthName(5, 'en')).toBe('May');
    expect(monthName(12, 'id')).toBe('Desember');
  });
});
