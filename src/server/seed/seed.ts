import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categories } from '../db/schema';
import { demoContent } from './content/demo-content';
import { seedCatalogue } from './catalogue';

const SEED_LOCK = 7_242_002; // one seeder at a time when several servers start on one PostgreSQL

/**
 * Seeds the demo content on first start, in one transaction: a restart, or a second server starting at
 * the same moment, finds content and seeds nothing (issue #2). Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, content = demoContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return false;
    await seedCatalogue(tx, content);
    return true;
  });
}
