import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/test/helper';
import { REFERENCING_COLUMNS, REGION_FIELDS } from './references';

// Who refers to a province or city is found from the schema (docs/decisions/250-staff-studio.md, "Regions"); this test
// holds that list to the migrated database's own catalogue, so a table added with a region column — a foreign key,
// or a code kept by name — that the import would not count fails here, on PGlite and PostgreSQL.
const t = useTestApp();

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const found = new Set(REFERENCING_COLUMNS.map((r) => `${r.tableName}.${r.columnName}->${r.kind}`));

/** Columns that mention a city or province but hold no code: a winner's city as shown (masked, free text). */
const NOT_A_CODE = new Set(['lottery_winners.city']);

describe('the columns that refer to regions', () => {
  it('every foreign key to provinces or cities in the database is counted', async () => {
    const keys = await rows<{ tbl: string; col: string; target: string }>(sql`
      select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as target
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid in ('provinces'::regclass, 'cities'::regclass)`);
    expect(keys.length).toBeGreaterThanOrEqual(9);
    for (const key of keys)
      expect(found, `${key.tbl}.${key.col}`).toContain(
        `${key.tbl.replace(/^public\./, '')}.${key.col}->${key.target.replace(/^public\./, '')}`,
      );
  });

  it('every column named for a province or city (a code kept without a foreign key, as accounts keep theirs) is counted', async () => {
    const columns = await rows<{ tbl: string; col: string }>(sql`
      select table_name as tbl, column_name as col from information_schema.columns
      where table_schema = 'public' and column_name ~ '(province|city|kota|provinsi|region)'
        and table_name not in ('provinces', 'cities')`);
    const counted = new Set(REFERENCING_COLUMNS.map((r) => `${r.tableName}.${r.columnName}`));
    for (const { tbl, col } of columns) {
      if (NOT_A_CODE.has(`${tbl}.${col}`)) continue;
      expect(counted, `${tbl}.${col}: count it in src/server/studio/regions/references.ts or list it as no code`).toContain(
        `${tbl}.${col}`,
      );
    }
    expect([...counted]).toEqual(
      expect.arrayContaining([
        'cities.province_code',
        'stores.city_code',
        'stores.province_code',
        'service_centers.city_code',
        'pickup_points.city_code',
        'job_vacancies.city_code',
        'users.city_id',
        'users.province_id',
      ]),
    );
  });

  it('the drafts of every collection with a region field are counted', () => {
    expect(REGION_FIELDS.map((f) => f.collection).sort()).toEqual(['dealers', 'jobs', 'pickup-points', 'service-centers']);
  });
});
