import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isCalendarDate, jakartaDate, warrantyDates } from './warranty-dates';

const POLICY = { unit_months: 12, accessories_months: 6, battery_months: 3, replacement_days: 14 };

describe('warranty date rules (decision 133)', () => {
  it('adds calendar months and clamps to the end of a shorter month', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29'); // leap year
    expect(addMonths('2025-03-31', 1)).toBe('2025-04-30');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15'); // across a year
    expect(addMonths('2025-01-15', 24)).toBe('2027-01-15');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-25', 14)).toBe('2026-01-08');
    expect(addDays('2024-02-20', 14)).toBe('2024-03-05');
  });

  it('reads "today" in Asia/Jakarta, not UTC', () => {
    // 23:30 UTC on 31 Jan is already 06:30 on 1 Feb in Jakarta (UTC+7).
    expect(jakartaDate(new Date('2025-01-31T23:30:00Z'))).toBe('2025-02-01');
    expect(jakartaDate(new Date('2025-01-31T16:59:59Z'))).toBe('2025-01-31');
    expect(jakartaDate(new Date('2025-01-31T17:00:00Z'))).toBe('2025-02-01');
  });

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2025-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-04-31')).toBe(false);
    expect(isCalendarDate('2025-13-01')).toBe(false);
    expect(isCalendarDate('25-01-01')).toBe(false);
  });

  it('computes each cover end and the 14-day replacement window, both ends inclusive', () => {
    const status = warrantyDates('2025-01-31', POLICY, '2025-02-14');
    expect(status.coverage.unit).toEqual({ months: 12, until: '2026-01-31', active: true });
    expect(status.coverage.accessories.until).toBe('2025-07-31');
    expect(status.coverage.battery.until).toBe('2025-04-30');
    expect(status.replacement).toEqual({ days: 14, until: '2025-02-14', open: true });
    expect(warrantyDates('2025-01-31', POLICY, '2025-02-15').replacement.open).toBe(false);
    expect(warrantyDates('2025-01-31', POLICY, '2026-01-31').coverage.unit.active).toBe(true);
    expect(warrantyDates('2025-01-31', POLICY, '2026-02-01').coverage.unit.active).toBe(false);
  });
});
