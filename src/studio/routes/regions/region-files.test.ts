import { describe, expect, it } from 'vitest';
import type { RegionImportResult } from '@/contract/studio/regions';
import { changeRows, firstLineOf, kindOfHeader, sortFiles, writesAnything } from './region-files';

// The regions page's logic (docs/decisions/250-staff-studio.md, "Regions"): which dropped file is which, and the
// dry run's answer as one table.

describe('kindOfHeader', () => {
  it('knows the two headers in any case, order or quoting, after a BOM; nothing else', () => {
    expect(kindOfHeader('\ufeffcode,name')).toBe('provinces');
    expect(kindOfHeader('"Name","Code"')).toBe('provinces');
    expect(kindOfHeader('code,province_code,name')).toBe('cities');
    expect(kindOfHeader(' CODE , Province_Code , NAME ')).toBe('cities');
    expect(kindOfHeader('code,name,province_code,lat')).toBeUndefined();
    expect(kindOfHeader('kode,nama')).toBeUndefined();
    expect(kindOfHeader('')).toBeUndefined();
  });
  it('reads only the first line', () => {
    expect(firstLineOf('code,name\r\n11,Aceh\r\n')).toBe('code,name');
    expect(firstLineOf('')).toBe('');
  });
});

describe('sortFiles', () => {
  const file = (name: string) => ({ name });
  it('sorts by header, falls back on the name, reports unknown files and a kind given twice', () => {
    const sorted = sortFiles([
      { file: file('a.csv'), firstLine: 'code,province_code,name' },
      { file: file('provinsi-2026.csv'), firstLine: 'kode;nama' },
      { file: file('b.csv'), firstLine: 'code,name,x' },
      { file: file('c.csv'), firstLine: 'code,province_code,name' },
    ]);
    expect(sorted.files.cities?.name).toBe('a.csv');
    expect(sorted.files.provinces?.name).toBe('provinsi-2026.csv');
    expect(sorted.unknown).toEqual(['b.csv']);
    expect(sorted.twice).toEqual(['cities']);
  });
});

describe('changeRows and writesAnything', () => {
  const empty = { rows: 0, added: [], changed: [], unchanged: 0, removed: [], kept: [] };
  it('lists provinces first, then cities, each as added, changed, removed, kept', () => {
    const result: RegionImportResult = {
      dry_run: true,
      provinces: {
        ...empty,
        rows: 2,
        unchanged: 1,
        kept: [{ code: '99', name: 'X', references: [{ source: 'cities', collection: null, count: 3 }] }],
      },
      cities: {
        ...empty,
        rows: 3,
        added: [{ code: '31.99', province_code: '31', name: 'Baru' }],
        changed: [{ code: '31.71', province_code: '31', name: 'Jakarta Pusat Raya', before_name: 'Kota Jakarta Pusat' }],
        removed: [{ code: '31.01', province_code: '31', name: 'Kepulauan Seribu' }],
      },
    };
    expect(changeRows(result).map((r) => `${r.kind}:${r.status}:${r.code}`)).toEqual([
      'provinces:kept:99',
      'cities:added:31.99',
      'cities:changed:31.71',
      'cities:removed:31.01',
    ]);
    expect(new Set(changeRows(result).map((r) => r.key)).size).toBe(4);
    expect(writesAnything(result)).toBe(true);
    // Only kept rows (or nothing): the apply would write nothing.
    expect(writesAnything({ ...result, cities: null })).toBe(false);
    expect(writesAnything({ dry_run: true, provinces: null, cities: { ...empty, rows: 5, unchanged: 5 } })).toBe(false);
  });
});
