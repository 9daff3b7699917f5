import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { DealerProduct, ProductDealer } from '@/contract/dealers';
import { stockShown } from '@/contract/stock';
import type { Database } from '../db/client';
import { brands, cities, dealerProducts, products, provinces, stores } from '../db/schema';
import { notFound } from '../lib/http-errors';
import { loadBrandTags } from './brand-tags';
import { toDealer } from './dealers';

// Who carries a product (docs/decisions/025-dealer-finders.md). The nearest carriers are one statement: the
// product's rows of dealer_products (index on product_id, store_id), each joined to its store by primary key,
// the great-circle distance computed in SQL, sorted, the first few taken. A product is carried by hundreds of
// dealers at most, so no spatial index is needed: the sort is over those rows, not over all 13,000 dealers.

type Origin = { lat: number; lng: number };

const productId = (slug: string) => sql`(select ${products.id} from ${products} where ${products.slug} = ${slug})`;

/** Kilometres from the origin to the store (haversine; the same formula as src/lib/geo.ts `distanceKm`). */
const distanceKm = (origin: Origin) =>
  sql<number>`2 * 6371 * asin(least(1, sqrt(power(sin(radians(${stores.lat} - ${origin.lat}::float8) / 2), 2) + cos(radians(${origin.lat}::float8)) * cos(radians(${stores.lat})) * power(sin(radians(${stores.lng} - ${origin.lng}::float8) / 2), 2))))`;

async function productExists(db: Database, slug: string) {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  if (!row) throw notFound('Product');
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
  const distance = distanceKm(query.origin);
  const rows = await db
    .select({
      store: stores,
      province: { code: provinces.code, name: provinces.name },
      city: { code: cities.code, name: cities.name },
      stock: dealerProducts.stock,
      as_of: dealerProducts.as_of,
      km: distance,
    })
    .from(dealerProducts)
    .innerJoin(stores, eq(stores.id, dealerProducts.store_id))
    .leftJoin(provinces, eq(provinces.code, stores.province_code))
    .leftJoin(cities, eq(cities.code, stores.city_code))
    .where(
      and(
        eq(dealerProducts.product_id, productId(query.product)),
        eq(stores.type, 'offline_store'),
        isNotNull(stores.lat),
        isNotNull(stores.lng),
      ),
    )
    .orderBy(distance, asc(stores.id))
    .limit(query.limit);
  if (rows.length === 0) await productExists(db, query.product);
  const { tags } = await loadBrandTags(db);
  const now = query.now ?? Date.now();
  return rows.map((r) => {
    const as_of = new Date(r.as_of).toISOString();
    return {
      ...toDealer(r.store, r.province?.code ? r.province : null, r.city?.code ? r.city : null, tags, query.lang),
      stock: stockShown(r.stock ?? null, as_of, query.staleDays, now),
      as_of,
      distance_km: Math.round(Number(r.km) * 1000) / 1000,
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
