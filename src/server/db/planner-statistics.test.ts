import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper';
import { lacksPlannerStatistics, refreshPlannerStatistics, SEARCHED_TABLES } from './planner-statistics';

const t = useTestApp();

// Decision 140: a freshly seeded database is analysed, so search plans use the trigram/full-text indexes.
describe('planner statistics after seeding (decision 140)', () => {
  it('leaves no searched table unanalysed', async () => {
    const result = await t.db.execute(
      sql`select relname, reltuples from pg_class where relnamespace = 'public'::regnamespace and relname in (${sql.join(
        SEARCHED_TABLES.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
    const rows = (result as unknown as { rows: { relname: string; reltuples: number }[] }).rows;
    expect(rows.map((r) => r.relname).sort()).toEqual([...SEARCHED_TABLES].sort());
    for (const row of rows) expect(Number(row.reltuples)).toBeGreaterThan(0);
    expect(await lacksPlannerStatistics(t.db)).toBe(false);
  });

  it('notices a table without column statistics (CREATE INDEX sets reltuples, not those) and refreshes it', async () => {
    await t.db.execute(sql`delete from pg_statistic where starelid = 'stores'::regclass`);
    expect(await lacksPlannerStatistics(t.db)).toBe(true);
    await refreshPlannerStatistics(t.db);
    expect(await lacksPlannerStatistics(t.db)).toBe(false);
  });
});
