import { sql, TransactionRollbackError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { useTestApp } from '../test/helper';
import { preparedRead, sqlLiteral } from './prepared';

const t = useTestApp();

// Decision 140: hot reads are built once and prepared once per database, on PGlite and on PostgreSQL.
describe('prepared reads (decision 140)', () => {
  it('writes values as SQL literals: integers as they are, quotes doubled, text arrays', () => {
    expect(sqlLiteral(12)).toBe('12');
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral("'); drop table products; --")).toBe("'''); drop table products; --'");
    expect(sqlLiteral(['a', "b'c"])).toBe("array['a', 'b''c']::text[]");
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(1.5)).toBe("'1.5'");
  });

  it('returns the same rows as an ordinary query, also for the first calls made at once', async () => {
    const read = preparedRead<{ slug: string }>(
      'test_prepared_by_slug',
      () => sql`select ${products.id} as id, ${products.slug} as slug from ${products} where ${products.slug} = ${sql.placeholder('slug')}`,
    );
    const [first] = await t.db.select({ slug: products.slug }).from(products).limit(1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => read<{ id: number; slug: string }>(t.db, { slug: first!.slug })));
    for (const rows of answers) expect(rows.map((r) => r.slug)).toEqual([first!.slug]);
    expect(await read(t.db, { slug: 'no-such-product' })).toEqual([]);
  });

  it('plans each prepared read once: every connection of both databases plans with force_generic_plan', async () => {
    // Left to `auto`, the faceted list was planned anew on every execution (src/server/db/client.ts).
    const modes = await Promise.all(
      Array.from(
        { length: 3 },
        async () => ((await t.db.execute(sql`show plan_cache_mode`)) as unknown as { rows: Record<string, unknown>[] }).rows[0],
      ),
    );
    for (const row of modes) expect(row).toEqual({ plan_cache_mode: 'force_generic_plan' });
    const read = preparedRead<{ slug: string }>(
      'test_prepared_generic',
      () => sql`select ${products.id} as id from ${products} where ${products.slug} = ${sql.placeholder('slug')}`,
    );
    for (let i = 0; i < 3; i++) await read(t.db, { slug: 'no-such-product' });
    if (t.kind === 'pglite') {
      const [plans] = (
        (await t.db.execute(
          sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'test_prepared_generic'`,
        )) as unknown as { rows: Record<string, unknown>[] }
      ).rows;
      expect({ generic: Number(plans!.generic_plans), custom: Number(plans!.custom_plans) }).toEqual({ generic: 3, custom: 0 });
    }
  });

  it('keeps quotes and SQL in values as data', async () => {
    const echo = preparedRead<{ text: string; list: string[] }>(
      'test_prepared_echo',
      () => sql`select ${sql.placeholder('text')}::text as text, array_length(${sql.placeholder('list')}::text[], 1) as n`,
    );
    const hostile = "x'); select pg_sleep(10); --";
    const [row] = await echo<{ text: string; n: number }>(t.db, { text: hostile, list: ["a'b", 'c'] });
    expect(row).toEqual({ text: hostile, n: 2 });
    const noValues = preparedRead<Record<string, never>>('test_prepared_constant', () => sql`select 1 as one`);
    expect(await noValues(t.db, {})).toEqual([{ one: 1 }]);
  });

  it('refuses a NUL in a value as the database always did (no literal is ever built from it)', async () => {
    const echo = preparedRead<{ text: string }>('test_prepared_nul', () => sql`select ${sql.placeholder('text')}::text as text`);
    await expect(echo(t.db, { text: 'a\0b' })).rejects.toThrow();
    expect(await echo(t.db, { text: 'ab' })).toEqual([{ text: 'ab' }]);
  });

  it('reads inside a transaction (a studio preview) with that transaction’s view', async () => {
    const read = preparedRead<{ slug: string }>(
      'test_prepared_in_tx',
      () => sql`select ${products.name} as name from ${products} where ${products.slug} = ${sql.placeholder('slug')}`,
    );
    const [first] = await t.db.select({ slug: products.slug }).from(products).limit(1);
    let inside: { name: string }[] = [];
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update ${products} set name = 'Renamed in a transaction' where ${products.slug} = ${first!.slug}`);
        inside = await read<{ name: string }>(tx as unknown as Database, { slug: first!.slug });
        tx.rollback();
      })
      .catch((error: unknown) => (error instanceof TransactionRollbackError ? undefined : Promise.reject(error)));
    expect(inside).toEqual([{ name: 'Renamed in a transaction' }]);
    const [after] = await read<{ name: string }>(t.db, { slug: first!.slug });
    expect(after!.name).not.toBe('Renamed in a transaction');
  });
});
