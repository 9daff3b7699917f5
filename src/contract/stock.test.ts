import { describe, expect, it } from 'vitest';
import type { Holiday, OpeningHours } from './hours';
import { nearestOpenFirst, stockShown } from './stock';

// Who carries a product on the device (docs/decisions/025-dealer-finders.md): stale stock is unknown, and the
// nearest carriers are ordered open now first in each store's own zone. 2026-12-02 is a Wednesday.

const DAY = 86_400_000;
const now = Date.parse('2026-12-02T13:30:00Z'); // 20.30 WIB, 21.30 WITA

describe('stockShown', () => {
  it('believes a state within the bound and reports an older one, or none, as unknown', () => {
    expect(stockShown('ada', new Date(now - 13 * DAY).toISOString(), 14, now)).toBe('ada');
    expect(stockShown('ada', new Date(now - 14 * DAY - 1).toISOString(), 14, now)).toBeNull();
    expect(stockShown('terbatas', new Date(now - 20 * DAY).toISOString(), 30, now)).toBe('terbatas');
    expect(stockShown(null, new Date(now).toISOString(), 14, now)).toBeNull();
    expect(stockShown('ada', 'not a date', 14, now)).toBeNull();
  });
});

describe('nearestOpenFirst', () => {
  const week = (spec: string) => ({ week: Array<string>(7).fill(spec), exceptions: [] }) as unknown as OpeningHours;
  const store = (id: number, distance_km: number, spec: string | null, province = '31') => ({
    id,
    distance_km,
    hours: spec === null ? null : week(spec),
    province: { id: province },
  });

  it('puts those open now first, each group nearest first, and keeps three', () => {
    const list = [
      store(1, 1, '09:00-20:00'), // Jakarta (WIB), closed at 20.30
      store(2, 2, '09:00-22:00', '73'), // Makassar (WITA) 21.30: open
      store(3, 3, null), // hours unknown: not open
      store(4, 4, '09:00-21:00'), // WIB 20.30: open
      store(5, 5, '09:00-21:00', '73'), // WITA 21.30: closed
    ];
    expect(nearestOpenFirst(list, [], now).map((s) => [s.id, s.open])).toEqual([
      [2, true],
      [4, true],
      [1, false],
    ]);
  });

  it('closes a store on a holiday of the calendar', () => {
    const holidays: Holiday[] = [{ date: '2026-12-02', end_date: null, name: 'Libur', hours: '' }];
    const list = [store(1, 1, '09:00-20:00'), store(2, 2, '09:00-22:00', '73')];
    expect(nearestOpenFirst(list, holidays, now).map((s) => s.open)).toEqual([false, false]);
    expect(nearestOpenFirst(list, holidays, now).map((s) => s.id)).toEqual([1, 2]);
  });
});
