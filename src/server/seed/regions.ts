import type { Database } from '../db/client';
import { cities, provinces } from '../db/schema';
import { loadRegions, type Regions } from './content/regions';
import { insertInChunks } from './insert-in-chunks';

/** The 38 provinces and 514 regencies/cities (idn-area-data, ODbL), before anything that references them. */
export async function seedRegions(db: Database, content: Partial<Regions> = {}) {
  const regions = content.provinces && content.cities ? (content as Regions) : loadRegions();
  await db.insert(provinces).values(regions.provinces);
  await insertInChunks(regions.cities, (chunk) => db.insert(cities).values(chunk));
}
