import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { cities, provinces, serviceCenters, stores } from '../db/schema';
import { CITY_CODE, containsText } from './text-match';

// Provinces and regencies/cities (idn-area-data: 38 provinces, 514 regencies) for the pickers (docs/product.md §7).

export type RegionRef = { id: string; name: string };

export async function listProvinces(db: Database): Promise<RegionRef[]> {
  const rows = await db.select().from(provinces).orderBy(asc(provinces.code));
  return rows.map((row) => ({ id: row.code, name: row.name }));
}

export async function findProvince(db: Database, code: string): Promise<RegionRef | undefined> {
  const [row] = await db.select().from(provinces).where(eq(provinces.code, code)).limit(1);
  return row && { id: row.code, name: row.name };
}

export async function listCities(db: Database, provinceCode: string) {
  const rows = await db.select().from(cities).where(eq(cities.province_code, provinceCode)).orderBy(asc(cities.code));
  return rows.map((row) => ({ id: row.code, name: row.name, province_id: row.province_code }));
}

/** `city=` filters (callers join `cities`) accept a code ('31.72') or a name, whole or part ('jakarta utara'). */
export function cityMatch(term: string): SQL | undefined {
  return CITY_CODE.test(term) ? eq(cities.code, term) : containsText(term, cities.name);
}

/**
 * `v2/list_kota?lokasi`: cities whose name contains the term (or whose code it is), with their centre
 * and how many offline stores and service centres they host; without a term, every city hosting either.
 */
export async function listKota(db: Database, lokasi: string | undefined) {
  const storeCount = db
    .select({ city_code: stores.city_code, n: count().as('store_n') })
    .from(stores)
    .where(eq(stores.type, 'offline_store'))
    .groupBy(stores.city_code)
    .as('store_counts');
  const centreCount = db
    .select({ city_code: serviceCenters.city_code, n: count().as('centre_n') })
    .from(serviceCenters)
    .groupBy(serviceCenters.city_code)
    .as('centre_counts');
  const rows = await db
    .select({
      city: cities,
      province: provinces,
      stores: sql<number>`coalesce(${storeCount.n}, 0)::int`,
      centres: sql<number>`coalesce(${centreCount.n}, 0)::int`,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.code, cities.province_code))
    .leftJoin(storeCount, eq(storeCount.city_code, cities.code))
    .leftJoin(centreCount, eq(centreCount.city_code, cities.code))
    .where(lokasi ? cityMatch(lokasi) : sql`(${storeCount.n} is not null or ${centreCount.n} is not null)`)
    .orderBy(asc(cities.name), asc(cities.code));
  return rows.map((r) => ({
    id: r.city.code,
    name: r.city.name,
    province_id: r.city.province_code,
    province: { id: r.province.code, name: r.province.name },
    lat: r.city.lat,
    lng: r.city.lng,
    store_count: r.stores,
    service_center_count: r.centres,
  }));
}
