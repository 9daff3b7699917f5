import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// A digest of the public content (docs/decisions/272-content-version-refresh.md): every row of every table
// whose answers "Simpan untuk offline" keeps. Any insert, update or delete in them — a studio publication,
// an import, a seed, a database edit — changes it; nothing else does. With the studio's content version
// (docs/decisions/253) it makes the version installed apps compare with the one their caches were filled with.

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

/** md5 over the tables' rows (each row's text digested, in digest order, so row order plays no part). */
export async function contentDigest(db: Database): Promise<string> {
  const parts = CONTENT_TABLES.map(
    (table) => sql`(select coalesce(md5(string_agg(h, '' order by h)), '') from (select md5(t::text) as h from ${sql.identifier(table)} t) d)`,
  );
  const statement = sql`select md5(${sql.join(parts, sql` || `)}) as version`;
  const result = (await db.execute(statement)) as unknown as { rows: { version: string }[] };
  return result.rows[0]?.version ?? '';
}
