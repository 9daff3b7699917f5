import { describe, expect, it } from 'vitest';
import type { FinderScreenParams } from '../lib/filter-dealers';
import { makeDealer, sampleDealers } from '../lib/test-dealers';
import { firstScreenOf } from './get-finder-screen';

const params = (patch: Partial<FinderScreenParams> = {}): FinderScreenParams => ({
  type: 'offline_store',
  provinceId: '',
  cityId: '',
  brand: '',
  search: '',
  sort: 'asc',
  page: 1,
  open: false,
  ...patch,
});
const many = Array.from({ length: 73 }, (_, i) => makeDealer({ id: i + 1, name: `Toko ${String(i + 1).padStart(2, '0')}` }));
const names = (screen: ReturnType<typeof firstScreenOf>) => screen.rows.map((row) => row.dealer.name);

describe('firstScreenOf', () => {
  it('carries the first page and how many match, not every dealer', () => {
    const screen = firstScreenOf(many, params(), undefined);
    expect(screen).toMatchObject({ total: 73, offset: 0 });
    expect(names(screen)).toEqual(many.slice(0, 10).map((d) => d.name));
  });

  it('up to page 5 also the pages before it (a phone shows them together); later only the page itself', () => {
    expect(firstScreenOf(many, params({ page: 3 }), undefined)).toMatchObject({ offset: 0, rows: { length: 30 } });
    const later = firstScreenOf(many, params({ page: 8 }), undefined);
    expect(later.offset).toBe(70);
    expect(names(later)).toEqual(['Toko 71', 'Toko 72', 'Toko 73']);
    // A page past the end is the last page, as the list shows it.
    expect(firstScreenOf(many, params({ page: 99 }), undefined).offset).toBe(70);
  });

  it('filters and sorts as the finder does on the device, and lists every brand for the brand filter', () => {
    const screen = firstScreenOf(sampleDealers, params({ provinceId: '32', sort: 'desc' }), undefined);
    expect(names(screen)).toEqual(['Cahaya Optik Cimahi', 'Bintang Audio Bandung']);
    expect(screen.total).toBe(2);
    expect(screen.brands.map((b) => b.slug).sort()).toEqual(['hollyland', 'insta360', 'saramonic']);
  });

  it('applies open-now only to offline stores, with the time it is given', () => {
    const sunday = Date.UTC(2026, 10, 29, 5); // 12:00 WIB on a Sunday: the test dealers are closed on Sundays
    expect(firstScreenOf(many, params({ open: true }), { now: sunday, holidays: [] }).total).toBe(0);
    expect(firstScreenOf(many, params({ open: true }), undefined).total).toBe(73);
  });
});
