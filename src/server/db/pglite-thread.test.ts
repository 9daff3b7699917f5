import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteExtensions, type DatabaseHandle } from './client';
import { PgliteThread } from './pglite-thread';
import { brands } from './schema';

// Decision 001: the served embedded database runs on a worker thread behind the same drizzle interface.
describe('PGlite on a worker thread (decision 001)', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-thread-'));
    handle = await openPglite({ dataDir: dir, thread: 'worker' });
    await handle.db.execute(sql`create table counter (n int not null)`);
    await handle.db.execute(sql`insert into counter values (0)`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves a data directory from a worker, migrated, with the directory locked while open', async () => {
    expect((handle.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteThread);
    const [applied] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied!.n).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('maps rows as drizzle does: typed columns, timestamps as text, arrays and JSON', async () => {
    await handle.db.insert(brands).values({ slug: 'thread-brand', name: 'Thread Brand', description: 'd' });
    const [brand] = await handle.db
      .select()
      .from(brands)
      .where(sql`${brands.slug} = 'thread-brand'`);
    expect(brand).toMatchObject({ slug: 'thread-brand', name: 'Thread Brand', featured: false });
    expect(typeof brand!.id).toBe('number');
    const [row] = await rows<{ j: unknown; a: number[]; b: Buffer }>(
      sql`select '{"x":[1,2]}'::jsonb as j, array[1,2] as a, '\\x0102'::bytea as b`,
    );
    expect(row).toEqual({ j: { x: [1, 2] }, a: [1, 2], b: Buffer.from([1, 2]) }); // bytea as a Buffer, as node-postgres gives it
  });

  it('commits a transaction, and rolls back one that throws or calls rollback()', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`update counter set n = n + 1`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = n + 100`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = n + 1000`);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    expect((await rows<{ n: number }>(sql`select n from counter`))[0]!.n).toBe(1);
  });

  it('runs transactions one at a time: concurrent read-modify-writes lose nothing', async () => {
    const before = (await rows<{ n: number }>(sql`select n from counter`))[0]!.n;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        handle.db.transaction(async (tx) => {
          const [row] = ((await tx.execute(sql`select n from counter`)) as unknown as { rows: { n: number }[] }).rows;
          await new Promise((resolve) => setTimeout(resolve, 5));
          await tx.execute(sql`update counter set n = ${row!.n + 1}`);
        }),
      ),
    );
    expect((await rows<{ n: number }>(sql`select n from counter`))[0]!.n).toBe(before + 8);
  });

  it('passes database errors through with their SQLSTATE', async () => {
    const error = await handle.db
      .insert(brands)
      .values({ slug: 'thread-brand', name: 'Again', description: 'd' })
      .catch((e: unknown) => e);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('23505');
    await expect(handle.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect((await rows<{ one: number }>(sql`select 1 as one`))[0]!.one).toBe(1); // still serving
  });

  it("moves a 5 MB bytea both ways byte for byte: an upload's shared buffer in, a Buffer out (decision 090)", async () => {
    // As the intake hands it over (submissions/intake.ts): a Buffer over a SharedArrayBuffer, shared rather than copied.
    const shared = Buffer.from(new SharedArrayBuffer(5 * 1024 * 1024));
    for (let i = 0; i < shared.length; i += 4) shared.writeUInt32LE((i * 2654435761) >>> 0, i);
    await handle.db.execute(sql`create table upload (data bytea not null)`);
    await handle.db.execute(sql`insert into upload values (${shared})`);
    const [row] = await rows<{ data: unknown; n: number; md5: string }>(
      sql`select data, length(data)::int as n, md5(data) as md5 from upload`,
    );
    expect(row!.n).toBe(shared.length);
    expect(row!.md5).toBe(createHash('md5').update(shared).digest('hex'));
    expect(Buffer.isBuffer(row!.data)).toBe(true);
    expect((row!.data as Buffer).equals(shared)).toBe(true);
  });

  it('dumps the data directory for test templates', async () => {
    const dump = await handle.dump!();
    const copy = await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions });
    try {
      const { rows: found } = await copy.query<{ slug: string }>(`select slug from brands where slug = 'thread-brand'`);
      expect(found).toEqual([{ slug: 'thread-brand' }]);
    } finally {
      await copy.close();
    }
  });

  it('closes: the worker ends, the lock is released and the data stays on disk', async () => {
    const second = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-thread-'));
    try {
      const opened = await openPglite({ dataDir: second, thread: 'worker' });
      await opened.db.execute(sql`create table kept (v text)`);
      await opened.db.execute(sql`insert into kept values ('still here')`);
      await opened.close();
      expect(fs.existsSync(path.join(second, 'server.lock'))).toBe(false);
      await expect(opened.db.execute(sql`select 1`)).rejects.toThrow();
      const reopened = await openPglite({ dataDir: second, thread: 'worker' });
      expect(((await reopened.db.execute(sql`select v from kept`)) as unknown as { rows: unknown[] }).rows).toEqual([{ v: 'still here' }]);
      await reopened.close();
    } finally {
      fs.rmSync(second, { recursive: true, force: true });
    }
  }, 60_000);
});
