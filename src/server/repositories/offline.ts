import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// The content version installed apps compare with the one their caches were filled with
// (docs/decisions/253-content-version.md, docs/decisions/253-content-version.md): one row,
// grown once per transaction that changes public content — by the studio's publications, and by a statement
// trigger on every table below for any other write (an import, a seed, a database edit) — plus the database's
// epoch, so a database seeded again (counting from 0 again) is told apart. Reading it is one primary-key read.

/** The tables the saved dataset is read from (src/server/routes/offline/dataset-reads.ts). */
export const CONTENT_TABLES = [
  'categories',
  'brands',
  'products',
  'provinces',
  'cities',
  'stores',
  'service_centers',
  'pickup_points',
  'holidays',
  'dealer_products',
  'articles',
  'job_vacancies',
  'promotions',
  'faqs',
  'milestones',
  'warranty_policies',
  'company_profile',
  'site_features',
  'web_pages',
] as const;

/** `<version>.<epoch>`: changes with every change of public content, and with nothing else. */
export async function contentStamp(db: Database): Promise<string> {
  const result = (await db.execute(sql`select version, epoch from content_version where id = 1`)) as unknown as {
    rows: { version: string | number; epoch: string }[];
  };
  const row = result.rows[0];
  return row ? `${row.version}.${row.epoch}` : `0.${'0'.repeat(32)}`;
}
