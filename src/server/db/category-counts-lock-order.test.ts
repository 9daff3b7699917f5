import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createTestApp, type TestApp } from '../test/helper';

// The category counts' trigger takes its two rows in one order (migration 0018,
// docs/decisions/250-staff-studio.md): two products moved between two categories in
// opposite directions at once both succeed, and every count stays equal to its category's products.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(db: Pick<Database, 'execute'>, query: ReturnType<typeof sql>) =>
  (await db.execute(query)) as unknown as { rows: T[] };
const move = (db: Pick<Database, 'execute'>, id: number, to: number) =>
  db.execute(sql`update products set category_id = ${to}::int where id = ${id}::int`);
const wrongCounts = async () =>
  (
    await rows<{ category_id: number }>(
      t.db,
      sql`select c.id as category_id from categories c left join category_product_counts k on k.category_id = c.id
          where coalesce(k.products, 0) <> (select count(*) from products p where p.category_id = c.id)`,
    )
  ).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('moves between two categories', () => {
  it('opposite moves at the same time: both succeed (no deadlock on PostgreSQL), the counts stay right', async () => {
    const [a, b] = (
      await rows<{ id: number }>(t.db, sql`select id from categories where id in (select category_id from products) order by id limit 2`)
    ).rows.map((r) => r.id);
    const x = (await rows<{ id: number }>(t.db, sql`select id from products where category_id = ${a!}::int order by id limit 1`)).rows[0]!
      .id;
    const y = (await rows<{ id: number }>(t.db, sql`select id from products where category_id = ${b!}::int order by id limit 1`)).rows[0]!
      .id;

    if (t.kind === 'postgres') {
      // Made deterministic: category a's count row is held, the move a→b queues on it, the move b→a starts
      // while it waits; then the row is let go. With decision 140's trigger the second move held b and waited
      // for a while the first held a and waited for b: PostgreSQL cancelled one (40P01).
      const waiting = async () =>
        Number(
          (
            await rows<{ n: number }>(
              t.db,
              sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            )
          ).rows[0]!.n,
        );
      const until = async (n: number) => {
        for (let i = 0; i < 100 && (await waiting()) < n; i++) await sleep(20);
        expect(await waiting()).toBeGreaterThanOrEqual(n);
      };
      let release = () => {};
      const held = t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from category_product_counts where category_id = ${a!}::int for update`);
        await new Promise<void>((resolve) => (release = resolve));
      });
      await sleep(50);
      const first = t.db.transaction((tx) => move(tx as unknown as Database, x, b!));
      await until(1);
      const second = t.db.transaction((tx) => move(tx as unknown as Database, y, a!));
      await until(2);
      release();
      await held;
      const outcomes = await Promise.allSettled([first, second]);
      expect(
        outcomes.map((o) => (o.status === 'rejected' ? String((o.reason as { cause?: { code?: string } }).cause?.code ?? o.reason) : 'ok')),
      ).toEqual(['ok', 'ok']);
    } else {
      // One session (PGlite): the moves run one after the other; the counts are what is checked.
      await Promise.all([
        t.db.transaction((tx) => move(tx as unknown as Database, x, b!)),
        t.db.transaction((tx) => move(tx as unknown as Database, y, a!)),
      ]);
    }
    expect(await wrongCounts()).toEqual([]);
    const moved = (
      await rows<{ id: number; category_id: number }>(
        t.db,
        sql`select id, category_id from products where id in (${x}::int, ${y}::int) order by id`,
      )
    ).rows;
    expect(Object.fromEntries(moved.map((r) => [r.id, r.category_id]))).toEqual({ [x]: b, [y]: a });
  });
});
