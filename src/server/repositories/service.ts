import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import { NEARBY_COUNT } from '@/contract/dealers-terms';
import { nearestOthers } from '@/contract/geo';
import type { Holiday } from '@/contract/hours';
import type {
  PickupPoint,
  PickupPointsQuery,
  ServiceCenter,
  ServiceCenterPage,
  ServiceCenterQuery,
  WarrantyPolicy,
} from '@/contract/service';
import type { Database } from '../db/client';
import { brands, cities, holidays, pickupPoints, provinces, serviceCenters, warrantyPolicies } from '../db/schema';
import { localized } from '../lib/lang';
import { loadBrandTags } from './brand-tags';
import { cityMatch } from './regions';
import { jsonbHas } from './text-match';

// After-sales service: service centres with their pickup/drop points, and warranty cover per brand.

type PickupRow = typeof pickupPoints.$inferSelect;
type Region = { code: string; name: string };

const ref = (region: Region) => ({ id: region.code, name: region.name });

function toPickupPoint(row: PickupRow, province: Region, city: Region, lang: Lang): PickupPoint {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    opening_hours: localized(lang, row.opening_hours, row.opening_hours_en),
    province: ref(province),
    city: ref(city),
    service_center_id: row.service_center_id,
  };
}

async function pickupPointsWhere(db: Database, where: SQL | undefined, lang: Lang) {
  const rows = await db
    .select({ point: pickupPoints, province: provinces, city: cities })
    .from(pickupPoints)
    .innerJoin(provinces, eq(provinces.code, pickupPoints.province_code))
    .innerJoin(cities, eq(cities.code, pickupPoints.city_code))
    .where(where)
    .orderBy(asc(pickupPoints.name), asc(pickupPoints.id));
  return rows.map((r) => toPickupPoint(r.point, r.province, r.city, lang));
}

export function listPickupPoints(db: Database, query: PickupPointsQuery, lang: Lang) {
  return pickupPointsWhere(
    db,
    and(
      query.city ? cityMatch(query.city) : undefined,
      query.service_center_id ? eq(pickupPoints.service_center_id, query.service_center_id) : undefined,
    ),
    lang,
  );
}

const centreRows = (db: Database) =>
  db
    .select({ centre: serviceCenters, province: provinces, city: cities })
    .from(serviceCenters)
    .innerJoin(provinces, eq(provinces.code, serviceCenters.province_code))
    .innerJoin(cities, eq(cities.code, serviceCenters.city_code));

export async function listServiceCenters(db: Database, query: ServiceCenterQuery, lang: Lang): Promise<ServiceCenter[]> {
  const order = query.sort === 'desc' ? desc : asc;
  const rows = await centreRows(db)
    .where(and(query.city ? cityMatch(query.city) : undefined, query.brand ? jsonbHas(serviceCenters.brands, query.brand) : undefined))
    .orderBy(order(serviceCenters.name), order(serviceCenters.id));
  return toServiceCenters(db, rows, lang);
}

type CentreRow = { centre: typeof serviceCenters.$inferSelect; province: Region; city: Region };

async function toServiceCenters(db: Database, rows: CentreRow[], lang: Lang): Promise<ServiceCenter[]> {
  const ids = rows.map((r) => r.centre.id);
  const points = ids.length > 0 ? await pickupPointsWhere(db, inArray(pickupPoints.service_center_id, ids), lang) : [];
  const { tags } = await loadBrandTags(db);
  return rows.map(({ centre, province, city }) => ({
    id: centre.id,
    name: centre.name,
    slug: centre.slug,
    address: centre.address,
    phone: centre.phone,
    whatsapp: centre.whatsapp,
    email: centre.email,
    hours: centre.hours,
    opening_hours: localized(lang, centre.opening_hours, centre.opening_hours_en),
    lat: centre.lat,
    lng: centre.lng,
    province: ref(province),
    city: ref(city),
    brands: tags(centre.brands).map(({ slug, name }) => ({ slug, name })),
    services: localized(lang, centre.services, centre.services_en?.length ? centre.services_en : null),
    pickup_points: points.filter((p) => p.service_center_id === centre.id),
  }));
}

/** The nearest other centres' candidates by the GiST index on point(lng, lat), as for dealers (repositories/dealers.ts). */
export function nearestCentresQuery(db: Database, origin: { id: number; lat: number; lng: number }) {
  return centreRows(db)
    .where(ne(serviceCenters.id, origin.id))
    .orderBy(sql`point(${serviceCenters.lng}, ${serviceCenters.lat}) <-> point(${origin.lng}, ${origin.lat})`)
    .limit(NEARBY_COUNT * 2);
}

/** A service centre's page by slug: the centre and its nearest other centres; undefined when there is none. */
export async function findServiceCenterPage(db: Database, slug: string, lang: Lang): Promise<ServiceCenterPage | undefined> {
  const [row] = await centreRows(db).where(eq(serviceCenters.slug, slug)).limit(1);
  if (!row) return undefined;
  const candidates = await nearestCentresQuery(db, row.centre);
  const [center, ...others] = await toServiceCenters(db, [row, ...candidates], lang);
  return { center: center!, nearby: nearestOthers(others, center!, NEARBY_COUNT) };
}

export async function listWarrantyPolicies(db: Database, brandSlug: string | undefined, lang: Lang): Promise<WarrantyPolicy[]> {
  const rows = await db
    .select({ policy: warrantyPolicies, brand: brands })
    .from(warrantyPolicies)
    .innerJoin(brands, eq(brands.slug, warrantyPolicies.brand_slug))
    .where(brandSlug ? eq(brands.slug, brandSlug) : undefined)
    .orderBy(asc(brands.sort_order), asc(brands.name));
  return rows.map(({ policy, brand }) => ({
    brand: { slug: brand.slug, name: brand.name, image_url: brand.image_url },
    unit_months: policy.unit_months,
    accessories_months: policy.accessories_months,
    battery_months: policy.battery_months,
    replacement_days: policy.replacement_days,
    claim_steps: localized(lang, policy.claim_steps, policy.claim_steps_en),
    notes: localized(lang, policy.notes, policy.notes_en),
  }));
}

/** The holiday calendar from two days ago on (older entries no longer change a status), by date. */
export async function listHolidays(db: Database, lang: Lang): Promise<Holiday[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(sql`coalesce(${holidays.end_date}, ${holidays.date}) >= current_date - 2`)
    .orderBy(asc(holidays.date), asc(holidays.id));
  return rows.map((row) => ({ date: row.date, end_date: row.end_date, name: localized(lang, row.name, row.name_en), hours: row.hours }));
}
