import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { DEFAULT_RETENTION_MONTHS, retentionPeriods } from './retention';

// RETENTION_MONTHS (docs/decisions/320-personal-data.md): named kinds replaced, the rest default,
// anything else refused at start-up.
describe('retention periods', () => {
  it('keeps every default when unset or blank', () => {
    expect(retentionPeriods(undefined)).toEqual(DEFAULT_RETENTION_MONTHS);
    expect(retentionPeriods('  ')).toEqual(DEFAULT_RETENTION_MONTHS);
    expect(DEFAULT_RETENTION_MONTHS.career).toBe(12);
  });

  it('replaces the named kinds only', () => {
    expect(retentionPeriods('career=6, inquiry = 36')).toEqual({ ...DEFAULT_RETENTION_MONTHS, career: 6, inquiry: 36 });
    expect(loadConfig({ RETENTION_MONTHS: 'lottery=18' }).retention.lottery).toBe(18);
  });

  it.each([
    'career=0',
    'career=121',
    'career',
    'career=-1',
    'lamaran=12',
    'career=6;inquiry=3',
    'career=1.5',
    '__proto__=5',
    'career=6\u0000',
  ])('refuses %j at start-up', (value) => {
    expect(() => loadConfig({ RETENTION_MONTHS: value })).toThrow(/RETENTION_MONTHS/);
  });
});
