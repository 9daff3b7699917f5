import { and, asc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { DealerProduct, ProductDealer } from '@/contract/dealers';
import { stockShown } from '@/contract/stock';
import type { Database } from '../db/client';
import { brands, cities, dealerProducts, products, provinces, stores } from '../db/schema';
import { notFound } from '../lib/http-errors';
import { loadBrandTags } from './brand-tags';
import { toDealer } from './dealers';

// Who carries a product (docs/decisions/025-dealer-finders.md). The nearest carriers: the product's id first
// (a 404 when unknown), then the K nearest carriers on the plane of degrees — a KNN walk of the stores' gist index
// (stores_geo_idx, point(lng, lat)) or the product's rows of dealer_products sorted, whichever the planner finds
// cheaper for that product (the id is a bound value, so a best seller carried by 9,000 dealers walks the index
// and a product with a handful of carriers reads those) — ranked here by great-circle distance. The plane of
// degrees and the sphere disagree a little (longitude degrees shrink with the cosine of the latitude), so the
// answer is proven complete: every store closer than the last one kept lies in a latitude/longitude box around
// the origin; when the K candidates cover that box whole, they hold the answer, else the box is read (exact).

type Origin = { lat: number; lng: number };
type Box = { south: number; north: number; west: number; east: number; plane: number };

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (radians: number) => (radians * 180) / Math.PI;
const hav = (angle: number) => Math.sin(angle / 2) ** 2;

/** Candidates read on the plane before ranking on the sphere: enough that the box is usually covered. */
export const candidatesFor = (limit: number) => Math.max(50, limit * 5);

const productId = (slug: string) => sql`(select ${products.id} from ${products} where ${products.slug} = ${slug})`;

/** Kilometres from the origin to the store (haversine; the same formula as src/lib/geo.ts `distanceKm`). */
const distanceKm = (origin: Origin) =>
  sql<number>`2 * 6371 * asin(least(1, sqrt(power(sin(radians(${stores.lat} - ${origin.lat}::float8) / 2), 2) + cos(radians(${origin.lat}::float8)) * cos(radians(${stores.lat})) * power(sin(radians(${stores.lng} - ${origin.lng}::float8) / 2), 2))))`;

/** Distance on the plane of degrees, what the gist index orders by. */
const planarDistance = (origin: Origin) =>
  sql<number>`point(${stores.lng}, ${stores.lat}) <-> point(${origin.lng}::float8, ${origin.lat}::float8)`;

/**
 * Every point within `km` (great circle, angle θ) of the origin lies in this box, and within `plane` of it on the
 * plane of degrees: |Δφ| ≤ θ, so φ₂ lies in the latitude band, whose least cosine bounds c = cos φ₁ cos φ₂ from
 * below; hav θ = hav Δφ + c hav Δλ ≥ c (hav Δφ + hav Δλ) ≥ c hav √(Δφ² + Δλ²) (hav of a root is concave, so it
 * adds up to at least the whole), which bounds both Δλ and √(Δφ² + Δλ²) by 2 asin √(hav θ / c). Undefined when the
 * box would reach a pole or cross the antimeridian (then the caller reads every carrier).
 */
export function boxWithin(origin: Origin, km: number): Box | undefined {
  const theta = (km / EARTH_KM) * (1 + 1e-9) + 1e-12; // a hair wider than rounding
  const south = origin.lat - deg(theta);
  const north = origin.lat + deg(theta);
  if (south <= -90 || north >= 90 || theta >= Math.PI / 2) return undefined;
  const cosBand = Math.min(Math.cos(rad(south)), Math.cos(rad(north)));
  const ratio = hav(theta) / (Math.cos(rad(origin.lat)) * cosBand);
  if (ratio >= 1) return undefined;
  const dLng = deg(2 * Math.asin(Math.sqrt(ratio)));
  const west = origin.lng - dLng;
  const east = origin.lng + dLng;
  if (west < -180 || east > 180) return undefined;
  return { south, north, west, east, plane: dLng };
}

async function productIdOf(db: Database, slug: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) throw notFound('Product');
  return row.id;
}

async function productExists(db: Database, slug: string) {
  await productIdOf(db, slug);
}

/** The centre of a chosen city (404 when unknown or without coordinates). */
export async function cityOrigin(db: Database, code: string): Promise<Origin> {
  const [row] = await db.select({ lat: cities.lat, lng: cities.lng }).from(cities).where(eq(cities.code, code)).limit(1);
  if (!row || row.lat === null || row.lng === null) throw notFound('City');
  return { lat: row.lat, lng: row.lng };
}

/** Offline dealers carrying the product, nearest first, with stock (null when unknown or stale). */
export async function nearestCarriers(
  db: Database,
  query: { product: string; origin: Origin; limit: number; staleDays: number; lang: Lang; now?: number },
): Promise<ProductDealer[]> {
  const id = await productIdOf(db, query.product);
  const carriers = (where?: SQL) =>
    db
      .select({
        store: stores,
        province: { code: provinces.code, name: provinces.name },
        city: { code: cities.code, name: cities.name },
        stock: dealerProducts.stock,
        as_of: dealerProducts.as_of,
        km: distanceKm(query.origin),
        plane: planarDistance(query.origin),
      })
      .from(stores)
      .innerJoin(dealerProducts, and(eq(dealerProducts.store_id, stores.id), eq(dealerProducts.product_id, id)))
      .leftJoin(provinces, eq(provinces.code, stores.province_code))
      .leftJoin(cities, eq(cities.code, stores.city_code))
      .where(and(eq(stores.type, 'offline_store'), isNotNull(stores.lat), isNotNull(stores.lng), where));
  const k = candidatesFor(query.limit);
  const byDistance = <R extends { km: number; store: { id: number } }>(rows: R[]) =>
    rows.map((r) => ({ ...r, km: Number(r.km) })).sort((a, b) => a.km - b.km || a.store.id - b.store.id);
  let rows = byDistance(await carriers().orderBy(planarDistance(query.origin)).limit(k));
  if (rows.length === k) {
    // Complete when every point as near as the last one kept lies within the candidates' circle on the plane.
    const reach = Math.max(...rows.map((r) => Number(r.plane)));
    const box = boxWithin(query.origin, rows[Math.min(query.limit, rows.length) - 1]!.km);
    const covered = box !== undefined && box.plane < reach;
    if (!covered)
      rows = byDistance(
        await carriers(
          box
            ? sql`point(${stores.lng}, ${stores.lat}) <@ box(point(${box.west}::float8, ${box.south}::float8), point(${box.east}::float8, ${box.north}::float8))`
            : undefined,
        ),
      );
  }
  const { tags } = await loadBrandTags(db);
  const now = query.now ?? Date.now();
  return rows.slice(0, query.limit).map((r) => {
    const as_of = new Date(r.as_of).toISOString();
    return {
      ...toDealer(r.store, r.province?.code ? r.province : null, r.city?.code ? r.city : null, tags, query.lang),
      stock: stockShown(r.stock ?? null, as_of, query.staleDays, now),
      as_of,
      distance_km: Math.round(r.km * 1000) / 1000,
    };
  });
}

/** Every offline dealer carrying the product: id, stock (null when unknown or stale), as_of. */
export async function productStockList(db: Database, product: string, staleDays: number, now = Date.now()) {
  const rows = await db
    .select({ store_id: dealerProducts.store_id, stock: dealerProducts.stock, as_of: dealerProducts.as_of })
    .from(dealerProducts)
    .innerJoin(stores, eq(stores.id, dealerProducts.store_id))
    .where(and(eq(dealerProducts.product_id, productId(product)), eq(stores.type, 'offline_store')))
    .orderBy(asc(dealerProducts.store_id));
  if (rows.length === 0) await productExists(db, product);
  return rows.map((r) => {
    const as_of = new Date(r.as_of).toISOString();
    return { store_id: r.store_id, stock: stockShown(r.stock ?? null, as_of, staleDays, now), as_of };
  });
}

/** The products one dealer lists, by name. */
export async function dealerProductList(db: Database, storeId: number, staleDays: number, now = Date.now()): Promise<DealerProduct[]> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw notFound('Dealer');
  const rows = await db
    .select({
      slug: products.slug,
      name: products.name,
      brand: brands.name,
      image: products.image,
      stock: dealerProducts.stock,
      as_of: dealerProducts.as_of,
    })
    .from(dealerProducts)
    .innerJoin(products, eq(products.id, dealerProducts.product_id))
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .where(eq(dealerProducts.store_id, storeId))
    .orderBy(asc(products.name), asc(products.id));
  return rows.map((r) => {
    const as_of = new Date(r.as_of).toISOString();
    return { slug: r.slug, name: r.name, brand: r.brand, image: r.image, stock: stockShown(r.stock ?? null, as_of, staleDays, now), as_of };
  });
}
