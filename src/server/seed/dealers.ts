import type { Database } from '../db/client';
import { holidays, pickupPoints, serviceCenters, stores } from '../db/schema';
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
  const allStores = [...(content.dealers ?? []), ...(content.onlineStores ?? [])];
  await insertInChunks(allStores, (chunk) => db.insert(stores).values(chunk));
  await insertInChunks(content.serviceCenters ?? [], (chunk) => db.insert(serviceCenters).values(chunk));
  await insertInChunks(content.pickupPoints ?? [], (chunk) => db.insert(pickupPoints).values(chunk));
  await insertInChunks(content.holidays ?? [], (chunk) => db.insert(holidays).values(chunk));
  for (const table of ['stores', 'service_centers', 'pickup_points', 'holidays']) await resetSerial(db, table);
  // Which products the dealers list, with stock (the catalogue is seeded before the dealers).
  await seedDealerStock(db);
}
