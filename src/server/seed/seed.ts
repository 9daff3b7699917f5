import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { lacksPlannerStatistics, refreshPlannerStatistics } from '../db/planner-statistics';
import { categories } from '../db/schema';
import { demoContent } from './content/demo-content';
import { seedArticles, type ArticleContent } from './articles';
import { seedCatalogue, type CatalogueContent } from './catalogue';
import { seedAccounts } from './accounts';
import { seedCompany, type CompanyContent } from './company';
import { seedDealers, type DealerContent } from './dealers';
import { seedHome, type HomeContent } from './home';
import type { Regions } from './content/regions';
import { seedRegions } from './regions';

/** Everything the seeder understands; parts the content lacks are simply left empty. */
export type SeedContent = CatalogueContent & Partial<Regions> & DealerContent & ArticleContent & HomeContent & CompanyContent;

const SEED_LOCK = 7_242_002; // one seeder at a time when several servers start on one PostgreSQL

/**
 * Seeds the demo content on first start, in one transaction: a restart, or a second server starting at
 * the same moment, finds content and seeds nothing. Returns whether it seeded.
 */
export async function seedIfEmpty(db: Database, content: SeedContent = demoContent): Promise<boolean> {
  const seeded = await seedInTransaction(db, content);
  // After a bulk load (or on a database seeded before decision 140): statistics and merged GIN lists.
  if (seeded || (await lacksPlannerStatistics(db))) await refreshPlannerStatistics(db);
  return seeded;
}

function seedInTransaction(db: Database, content: SeedContent): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return false;
    await seedCatalogue(tx, content);
    await seedRegions(tx, content);
    await seedDealers(tx, content);
    await seedArticles(tx, content);
    await seedHome(tx, content);
    await seedCompany(tx, content);
    await seedAccounts(tx);
    return true;
  });
}
