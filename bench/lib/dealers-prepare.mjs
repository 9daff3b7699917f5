// Run by bench/dealers.mjs on a freshly seeded top-scale database, before the server starts:
//   node --import ./build/register.mjs bench/lib/dealers-prepare.mjs   (DATABASE_URL, else DATA_DIR for PGlite)
// 1. Best sellers: the seed lets each listing dealer list 4–16 of its brands' products at random, so at the top
//    scale a product has a handful of carriers. A best seller is stocked by most shops of its brand: every
//    offline dealer authorised for the brand of each trending product (the ×1 catalogue's trending list) lists
//    it, with a stock state and an as_of spread over three weeks (some stale, as the seed's).
// 2. Prints, as JSON, what the benchmark asks for: products with carriers (typical and best sellers, with their
//    carrier counts) and origins (the centres of the cities that have dealers).
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../src/server/db/client.ts';

const handle = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite({ dataDir: process.env.DATA_DIR });
const rows = async (query) => (await handle.db.execute(query)).rows;
try {
  await handle.db.execute(sql`
    INSERT INTO dealer_products (store_id, product_id, stock, as_of)
    SELECT s.id, p.id,
      (ARRAY['ada', 'ada', 'terbatas', 'pesan_dulu', NULL])[1 + (s.id + p.id) % 5],
      now() - ((s.id * 7 + p.id) % 21) * interval '1 day'
    FROM products p
    JOIN brands b ON b.id = p.brand_id
    JOIN stores s ON s.type = 'offline_store' AND s.brands @> jsonb_build_array(b.slug)
    WHERE p.trending_rank IS NOT NULL
    ON CONFLICT (product_id, store_id) DO NOTHING`);
  await handle.db.execute(sql`ANALYZE`);
  const carried = await rows(sql`
    SELECT p.slug, count(*)::int AS carriers, p.trending_rank IS NOT NULL AS best_seller
    FROM dealer_products dp JOIN products p ON p.id = dp.product_id
    GROUP BY p.id ORDER BY p.id`);
  const origins = await rows(sql`
    SELECT c.code, c.lat, c.lng FROM cities c
    WHERE c.lat IS NOT NULL AND c.lng IS NOT NULL
      AND EXISTS (SELECT 1 FROM stores s WHERE s.city_code = c.code AND s.type = 'offline_store')
    ORDER BY c.code`);
  const [counts] = await rows(sql`
    SELECT (SELECT count(*)::int FROM stores WHERE type = 'offline_store') AS dealers,
           (SELECT count(*)::int FROM dealer_products) AS listings,
           (SELECT count(DISTINCT (lat, lng))::int FROM stores WHERE type = 'offline_store') AS spots`);
  process.stdout.write(JSON.stringify({ counts, carried, origins }));
} finally {
  await handle.close();
}
