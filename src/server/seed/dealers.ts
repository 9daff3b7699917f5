import type { Database } from '../db/client';
import { cities, holidays, pickupPoints, serviceCenters, stores } from '../db/schema';
import { uniquePlaceSlugs } from '../lib/place-slug';
import type { HolidayRow, PickupPointRow, ServiceCenterRow, StoreRow } from './content/types';
import { seedDealerStock } from './dealer-stock';
import { insertInChunks } from './insert-in-chunks';
import { resetSerial } from './reset-serial';

export type DealerContent = {
  dealers?: StoreRow[];
  onlineStores?: StoreRow[];
  serviceCenters?: ServiceCenterRow[];
  pickupPoints?: PickupPointRow[];
  holidays?: HolidayRow[];
};

/** Authorized stores, service centres and their pickup points (regions must be seeded first). */
export async function seedDealers(db: Database, content: DealerContent) {
  // Each page's slug from its name and city (src/server/lib/place-slug.ts), unless the content names one.
  const cityNames = new Map((await db.select({ code: cities.code, name: cities.name }).from(cities)).map((c) => [c.code, c.name]));
  const withSlugs = <R extends { name: string; city_code?: string | null; slug?: string }>(rows: R[]) => {
    const slugs = uniquePlaceSlugs(
      rows.map((r) => ({ name: r.name, city: r.city_code ? cityNames.get(r.city_code) : null })),
      new Set(rows.flatMap((r) => (r.slug ? [r.slug] : []))),
    );
    return rows.map((row, i) => ({ ...row, slug: row.slug ?? slugs[i]! }));
  };
  const allStores = withSlugs([...(content.dealers ?? []), ...(content.onlineStores ?? [])]);
  await insertInChunks(allStores, (chunk) => db.insert(stores).values(chunk));
  await insertInChunks(withSlugs(content.serviceCenters ?? []), (chunk) => db.insert(serviceCenters).values(chunk));
  await insertInChunks(content.pickupPoints ?? [], (chunk) => db.insert(pickupPoints).values(chunk));
  await insertInChunks(content.holidays ?? [], (chunk) => db.insert(holidays).values(chunk));
  for (const table of ['stores', 'service_centers', 'pickup_points', 'holidays']) await resetSerial(db, table);
  // Which products the dealers list, with stock (the catalogue is seeded before the dealers).
  await seedDealerStock(db);
}
