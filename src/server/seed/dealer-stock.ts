import { eq } from 'drizzle-orm';
import type { StockState } from '@/contract/dealers';
import type { Database } from '../db/client';
import { brands, dealerProducts, products, stores } from '../db/schema';
import { createRng } from './content/prng';
import { insertInChunks } from './insert-in-chunks';

// Demo stock (docs/decisions/025-dealer-finders.md): about three dealers in five list products, up to 16 of the
// brands they are authorised for, most with a stock state stated in the last three weeks — so some are stale
// (past the 14-day default) and some carry no state at all.

const LISTING_SHARE = 0.6;
const DAY_MS = 86_400_000;

export async function seedDealerStock(db: Database, now = Date.now()) {
  const productRows = await db
    .select({ id: products.id, brand: brands.slug })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id));
  const byBrand = new Map<string, number[]>();
  for (const p of productRows) (byBrand.get(p.brand) ?? byBrand.set(p.brand, []).get(p.brand)!).push(p.id);
  const storeRows = await db.select({ id: stores.id, brands: stores.brands }).from(stores).where(eq(stores.type, 'offline_store'));
  const rng = createRng('dealer-stock');
  const rows: (typeof dealerProducts.$inferInsert)[] = [];
  for (const store of storeRows.sort((a, b) => a.id - b.id)) {
    if (rng.next() >= LISTING_SHARE) continue;
    const pool = store.brands.flatMap((slug) => byBrand.get(slug) ?? []);
    if (pool.length === 0) continue;
    const wanted = Math.min(pool.length, rng.int(4, 16));
    const chosen = new Set<number>();
    for (let tries = 0; chosen.size < wanted && tries < wanted * 4; tries++) chosen.add(pool[Math.floor(rng.next() * pool.length)]!);
    for (const product_id of [...chosen].sort((a, b) => a - b)) {
      const roll = rng.next();
      const stock: StockState | null = roll < 0.55 ? 'ada' : roll < 0.75 ? 'terbatas' : roll < 0.88 ? 'pesan_dulu' : null;
      const daysAgo = rng.next() * 21;
      rows.push({ store_id: store.id, product_id, stock, as_of: new Date(now - daysAgo * DAY_MS).toISOString() });
    }
  }
  await insertInChunks(rows, (chunk) => db.insert(dealerProducts).values(chunk), 2_000);
}
