import { describe, expect, it } from 'vitest';
import { brandsOf, citiesOf, filterDealers, provincesOf, sortDealers } from './filter-dealers';
import type { Dealer } from '@/contract/dealers';
import { makeDealer, sampleDealers } from './test-dealers';

const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);

describe('filterDealers', () => {
  it('keeps every dealer without filters', () => {
    expect(filterDealers(sampleDealers, {})).toHaveLength(4);
  });

  it('narrows by province, then by city', () => {
    expect(names(filterDealers(sampleDealers, { provinceId: '32' }))).toEqual(['Bintang Audio Bandung', 'Cahaya Optik Cimahi']);
    expect(names(filterDealers(sampleDealers, { provinceId: '32', cityId: '32.73' }))).toEqual(['Bintang Audio Bandung']);
  });

  it('narrows by brand carried', () => {
    expect(names(filterDealers(sampleDealers, { brand: 'saramonic' }))).toEqual(['Adi Foto Medan']);
  });

  it('searches name, address and city, ignoring case and accents', () => {
    expect(names(filterDealers(sampleDealers, { search: 'MÉDAN' }))).toEqual(['Adi Foto Medan']);
    expect(names(filterDealers(sampleDealers, { search: 'pasir kaliki' }))).toEqual(['Bintang Audio Bandung']);
    expect(names(filterDealers(sampleDealers, { search: 'cimahi optik' }))).toEqual(['Cahaya Optik Cimahi']);
    expect(filterDealers(sampleDealers, { search: 'surabaya' })).toEqual([]);
  });

  it('combines filters', () => {
    expect(filterDealers(sampleDealers, { provinceId: '32', brand: 'saramonic' })).toEqual([]);
  });
});

describe('sortDealers', () => {
  it('sorts by name ascending, and descending reverses it', () => {
    const asc = sortDealers(sampleDealers, 'asc').map((row) => row.dealer.name);
    expect(asc).toEqual(['Adi Foto Medan', 'Bintang Audio Bandung', 'Cahaya Optik Cimahi', 'Kamera Jaya Jakarta']);
    expect(sortDealers(sampleDealers, 'desc').map((row) => row.dealer.name)).toEqual([...asc].reverse());
  });

  it('puts the nearest first with distances, dealers without coordinates last', () => {
    const rows = sortDealers(sampleDealers, 'near', { lat: -6.2, lng: 106.8166 });
    expect(rows.map((row) => row.dealer.id)).toEqual([1, 2, 3, 4]);
    expect(rows[0]?.km).toBeLessThan(5);
    expect(rows[3]?.km).toBeUndefined();
  });

  it('falls back to name order when nearest is asked without a position', () => {
    expect(sortDealers(sampleDealers, 'near')[0]?.dealer.name).toBe('Adi Foto Medan');
  });
});

describe('region and brand options', () => {
  it('derives provinces and the cities of one province from the dealers', () => {
    expect(provincesOf(sampleDealers).map((p) => p.id)).toEqual(['31', '32', '12']);
    expect(citiesOf(sampleDealers, '32').map((c) => c.name)).toEqual(['Kota Bandung', 'Kota Cimahi']);
  });

  it('lists each brand once, by name', () => {
    expect(brandsOf(sampleDealers).map((b) => b.slug)).toEqual(['hollyland', 'insta360', 'saramonic']);
  });
});

describe('open now (docs/decisions/025-dealer-finders.md)', () => {
  // Wednesday 2 December 2026, 20.30 WIB = 21.30 WITA.
  const now = Date.parse('2026-12-02T20:30:00+07:00');
  const week = (spec: string) => ({ week: Array<string>(7).fill(spec), exceptions: [] }) as unknown as NonNullable<Dealer['hours']>;
  const late = week('10:00-21:00');
  const jakarta = makeDealer({ id: 1, name: 'Buka Jakarta', hours: late });
  const makassar = makeDealer({ id: 2, name: 'Tutup Makassar', hours: late, province: { id: '73', name: 'Sulawesi Selatan' } });
  const early = makeDealer({ id: 3, name: 'Tutup Jakarta', hours: week('09:00-20:00') });
  const unknown = makeDealer({ id: 4, name: 'Tanpa jam', hours: null });
  const all = [jakarta, makassar, early, unknown];

  it('keeps only stores open at that instant in their own zone; a store without hours is left out', () => {
    expect(filterDealers(all, { openAt: { now, holidays: [] } }).map((d) => d.id)).toEqual([1]);
    expect(filterDealers(all, {}).length).toBe(4);
  });

  it('a holiday of the calendar closes them all; the other filters still apply', () => {
    expect(filterDealers(all, { openAt: { now, holidays: [{ date: '2026-12-02', end_date: null, name: 'Libur', hours: '' }] } })).toEqual(
      [],
    );
    expect(filterDealers(all, { openAt: { now, holidays: [] }, provinceId: '73' })).toEqual([]);
  });
});
