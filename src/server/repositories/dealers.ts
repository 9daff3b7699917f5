import { and, asc, count, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { AuthorizedStoreQuery, Dealer, DealerDistribution, DealerPage, StoreType } from '@/contract/dealers';
import { NEARBY_COUNT } from '@/contract/dealers-terms';
import { nearestOthers } from '@/contract/geo';
import type { Database } from '../db/client';
import { cities, provinces, serviceCenters, stores } from '../db/schema';
import { localized } from '../lib/lang';
import { loadBrandTags } from './brand-tags';
import { toPage } from './pagination';
import { cityMatch } from './regions';
import { containsText, jsonbHas } from './text-match';

// Authorized stores (dealers) and their counts per region (docs/product.md §7.3).

type StoreRow = typeof stores.$inferSelect;
type Region = { code: string; name: string } | null;

export function toDealer(
  row: StoreRow,
  province: Region,
  city: Region,
  brandTags: (s: string[]) => { slug: string; name: string }[],
  lang: Lang,
): Dealer {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    address: row.address,
    phone_primary: row.phone_primary,
    whatsapp: row.whatsapp,
    lat: row.lat,
    lng: row.lng,
    hours: row.hours,
    opening_hours: localized(lang, row.opening_hours, row.opening_hours_en),
    brands: brandTags(row.brands).map(({ slug, name }) => ({ slug, name })),
    province: province && { id: province.code, name: province.name },
    city: city && { id: city.code, name: city.name },
    marketplace: row.marketplace,
    url: row.url,
  };
}

export async function listStores(db: Database, query: AuthorizedStoreQuery, lang: Lang) {
  const filters: (SQL | undefined)[] = [eq(stores.type, query.type)];
  if (query.province_id) filters.push(eq(stores.province_code, query.province_id));
  if (query.city_id) filters.push(eq(stores.city_code, query.city_id));
  if (query.brand) filters.push(jsonbHas(stores.brands, query.brand));
  if (query.city) filters.push(cityMatch(query.city));
  if (query.search) filters.push(containsText(query.search, stores.name, stores.address, stores.marketplace));
  const where = and(...filters);

  const [totalRow] = await db.select({ total: count() }).from(stores).leftJoin(cities, eq(cities.code, stores.city_code)).where(where);
  const order = query.sort === 'desc' ? desc : asc;
  const rows = await db
    .select({ store: stores, province: provinces, city: cities })
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .leftJoin(cities, eq(cities.code, stores.city_code))
    .where(where)
    .orderBy(order(stores.name), order(stores.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const { tags } = await loadBrandTags(db);
  return toPage(
    rows.map((r) => toDealer(r.store, r.province, r.city, tags, lang)),
    { page: query.page, perPage: query.per_page, total: totalRow?.total ?? 0 },
  );
}

/**
 * Candidates for the nearest alternatives: twice as many as shown, by the GiST index on point(lng, lat) (a
 * k-nearest-neighbour scan, `<->` in degrees), then ranked by great-circle distance — near the equator the two
 * orders hardly differ, and the spare candidates absorb what does.
 */
const NEAREST_CANDIDATES = NEARBY_COUNT * 2;

export function nearestStoresQuery(db: Database, origin: { id: number; lat: number; lng: number }) {
  return db
    .select({ store: stores, province: provinces, city: cities })
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .leftJoin(cities, eq(cities.code, stores.city_code))
    .where(and(eq(stores.type, 'offline_store'), ne(stores.id, origin.id), isNotNull(stores.lat), isNotNull(stores.lng)))
    .orderBy(sql`point(${stores.lng}, ${stores.lat}) <-> point(${origin.lng}, ${origin.lat})`)
    .limit(NEAREST_CANDIDATES);
}

/** An offline dealer's page by slug: the dealer and its nearest other dealers; undefined when there is none. */
export async function findDealerPage(db: Database, slug: string, lang: Lang): Promise<DealerPage | undefined> {
  const [row] = await db
    .select({ store: stores, province: provinces, city: cities })
    .from(stores)
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .leftJoin(cities, eq(cities.code, stores.city_code))
    .where(and(eq(stores.slug, slug), eq(stores.type, 'offline_store')))
    .limit(1);
  if (!row) return undefined;
  const { lat, lng } = row.store;
  const candidates = lat !== null && lng !== null ? await nearestStoresQuery(db, { id: row.store.id, lat, lng }) : [];
  const { tags } = await loadBrandTags(db);
  const dealer = toDealer(row.store, row.province, row.city, tags, lang);
  const others = candidates.map((r) => toDealer(r.store, r.province, r.city, tags, lang));
  return { dealer, nearby: nearestOthers(others, dealer, NEARBY_COUNT) };
}

/** Provinces that have stores of the type, with their counts, by name. */
export async function storeProvinces(db: Database, type: StoreType) {
  const rows = await db
    .select({ id: provinces.code, name: provinces.name, store_count: count(stores.id) })
    .from(stores)
    .innerJoin(provinces, eq(provinces.code, stores.province_code))
    .where(eq(stores.type, type))
    .groupBy(provinces.code, provinces.name)
    .orderBy(asc(provinces.name));
  return rows;
}

/** Cities that have stores of the type (in one province when given), with their counts, by name. */
export async function storeCities(db: Database, type: StoreType, provinceCode?: string) {
  return db
    .select({ id: cities.code, name: cities.name, province_id: cities.province_code, store_count: count(stores.id) })
    .from(stores)
    .innerJoin(cities, eq(cities.code, stores.city_code))
    .where(and(eq(stores.type, type), provinceCode ? eq(cities.province_code, provinceCode) : undefined))
    .groupBy(cities.code, cities.name, cities.province_code)
    .orderBy(asc(cities.name), asc(cities.code));
}

// Island groups by the first digit of the province code (BPS numbering: 1–2 Sumatra … 9 Papua).
const ISLAND_GROUPS: [key: string, id: string, en: string, firstDigits: string][] = [
  ['sumatera', 'Sumatera', 'Sumatra', '12'],
  ['jawa', 'Jawa', 'Java', '3'],
  ['bali-nusa-tenggara', 'Bali & Nusa Tenggara', 'Bali & Nusa Tenggara', '5'],
  ['kalimantan', 'Kalimantan', 'Kalimantan (Borneo)', '6'],
  ['sulawesi', 'Sulawesi', 'Sulawesi', '7'],
  ['maluku', 'Maluku', 'Maluku', '8'],
  ['papua', 'Papua', 'Papua', '9'],
];

/** `v3/utils/fetch_dealer`: offline dealers per province and per island group, with totals. */
export async function dealerDistribution(db: Database, lang: Lang): Promise<DealerDistribution> {
  const perProvince = await storeProvinces(db, 'offline_store');
  const [online] = await db.select({ n: count() }).from(stores).where(eq(stores.type, 'online_store'));
  const [centres] = await db.select({ n: count() }).from(serviceCenters);
  const regions = ISLAND_GROUPS.map(([key, id, en, firstDigits]) => {
    const members = perProvince.filter((p) => firstDigits.includes(p.id.charAt(0)));
    return {
      key,
      name: localized(lang, id, en),
      store_count: members.reduce((sum, p) => sum + p.store_count, 0),
      province_count: members.length,
    };
  });
  return {
    total_offline: perProvince.reduce((sum, p) => sum + p.store_count, 0),
    total_online: online?.n ?? 0,
    service_centers: centres?.n ?? 0,
    provinces: [...perProvince].sort((a, b) => b.store_count - a.store_count || a.name.localeCompare(b.name)),
    regions,
  };
}
