import { describe, expect, it } from 'vitest';
import { warrantyCountdown } from './warranty-countdown';

describe('warrantyCountdown', () => {
  it('counts whole calendar days to the last day of cover, which still counts', () => {
    expect(warrantyCountdown('2027-01-31', '2027-01-01')).toEqual({ state: 'running', days: 30 });
    expect(warrantyCountdown('2027-01-31', '2027-01-30')).toEqual({ state: 'running', days: 1 });
    expect(warrantyCountdown('2027-01-31', '2027-01-31')).toEqual({ state: 'running', days: 0 });
  });

  it('is expired from the day after the last day, counting the days since', () => {
    expect(warrantyCountdown('2027-01-31', '2027-02-01')).toEqual({ state: 'expired', days: 1 });
    expect(warrantyCountdown('2025-07-31', '2026-07-31')).toEqual({ state: 'expired', days: 365 });
  });

  it('counts across a leap day and a year end', () => {
    expect(warrantyCountdown('2028-03-01', '2028-02-28')).toEqual({ state: 'running', days: 2 });
    expect(warrantyCountdown('2027-01-02', '2026-12-30')).toEqual({ state: 'running', days: 3 });
  });

  it('says nothing for a date that is not one', () => {
    expect(warrantyCountdown('2027-04-31', '2027-01-01')).toEqual({ state: 'unknown' });
    expect(warrantyCountdown('', '2027-01-01')).toEqual({ state: 'unknown' });
    expect(warrantyCountdown('2027-01-01', '1 Januari 2027')).toEqual({ state: 'unknown' });
  });
});
