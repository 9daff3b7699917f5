import { sql } from 'drizzle-orm';
import type { Database } from './client';

/*
 * Search speed depends on two things a bulk load leaves undone (decision 140):
 *  - planner statistics: without ANALYZE the planner guesses a few dozen rows per table and scans
 *    `stores_type_idx` (all 13,000 dealers) instead of the trigram index — 40 ms instead of 0.5;
 *  - GIN pending lists: rows inserted in bulk wait in each GIN index's unsorted pending list, which
 *    every search then reads in full until a VACUUM merges it (5 ms → 0.05 ms per full-text stage).
 * PostgreSQL's autovacuum catches up within minutes; PGlite has no autovacuum at all, so the seeder
 * does it once, and start-up repairs a database seeded before this existed.
 */
export const SEARCHED_TABLES = ['products', 'stores', 'articles'] as const;
/**
 * The facet counts' bit strings (migration 0041): a bulk load rewrites each a dozen times per product, and the
 * dead versions (thousands, for a table of a few hundred live rows) are read by every count on PGlite (no
 * autovacuum) until vacuumed.
 */
export const REWRITTEN_TABLES = ['spec_bitmaps', 'spec_bitmap_categories', 'product_spec_tokens'] as const;

/** VACUUM (merges GIN pending lists, sets the visibility map) and ANALYZE the searched tables, then ANALYZE the rest. */
export async function refreshPlannerStatistics(db: Database): Promise<void> {
  // Outside any transaction: VACUUM refuses to run in one.
  await db.execute(sql.raw(`vacuum (analyze) ${[...SEARCHED_TABLES, ...REWRITTEN_TABLES].join(', ')}`));
  await db.execute(sql`analyze`);
}

/**
 * True when a searched table has no column statistics (never analysed). Not `reltuples`: CREATE INDEX
 * sets that too (migration 0006 did) while leaving the columns without statistics.
 */
export async function lacksPlannerStatistics(db: Database): Promise<boolean> {
  const result = await db.execute(
    sql`select count(*)::int as n from unnest(${sql.raw(`array['${SEARCHED_TABLES.join("', '")}']`)}) as t(name)
      where not exists (select 1 from pg_stats s where s.schemaname = 'public' and s.tablename = t.name)`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
}
