import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { cityFactsByCode } from './city-directory';
import type { CityRow, ProvinceRow } from './types';

/**
 * Loads the official 2025 list (38 provinces, 514 regencies/cities) from the `idn-area-data` package
 * (data © its contributors, ODbL 1.0) and adds city-centre coordinates for the cities we use.
 * Synchronous: the package ships small CSV files (no quoting), read once per process.
 */
export type Regions = { provinces: ProvinceRow[]; cities: CityRow[] };

let cached: Regions | null = null;

function readCsv(file: string): string[][] {
  const dataDir = join(dirname(createRequire(import.meta.url).resolve('idn-area-data')), '..', 'data');
  const [, ...lines] = readFileSync(join(dataDir, file), 'utf8').split(/\r?\n/);
  return lines.filter((line) => line.trim() !== '').map((line) => line.split(','));
}

export function loadRegions(): Regions {
  if (cached) return cached;
  const provinces = readCsv('provinces.csv').map(([code = '', name = '']) => ({ code, name }));
  const cities = readCsv('regencies.csv').map(([code = '', province_code = '', ...name]) => {
    const facts = cityFactsByCode.get(code);
    return { code, province_code, name: name.join(','), lat: facts?.lat ?? null, lng: facts?.lng ?? null };
  });
  cached = { provinces, cities };
  return cached;
}

/** Province code of an official city code ('31.72' → '31'). */
export const provinceOf = (cityCode: string): string => cityCode.slice(0, 2);
