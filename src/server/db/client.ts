import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { PgliteThread } from './pglite-thread';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Embedded only: a tarball of the data directory, for test templates. */
  dump?: () => Promise<Blob>;
};

// The extensions go with every open of an embedded database (docs/architecture.md §13).
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * bytea without PGlite's own conversion, which builds a hex string one byte at a time
 * (`Array.from(bytes).map(…).join('')`: 1.2 s and a few hundred MB of garbage for one 5 MB CV, on the thread
 * that runs the database) and parses it back with one `parseInt` per byte: a value goes as a binary
 * parameter (PGlite writes a Uint8Array returned by a serializer as it is), and comes back through Buffer's
 * native hex decoder. The worker thread sets the same (src/server/db/pglite-worker.ts).
 */
export const pgliteByteaTypes = {
  serializers: { 17: (value: Uint8Array) => value as unknown as string },
  parsers: { 17: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/*
 * The served database's buffers live in this process's memory (the WASM heap): PGlite's default 128 MB of
 * shared buffers fill under load and were most of the server's RSS above its target at the seed's top
 * scale (docs/decisions/140-search-and-reads-at-scale.md). 64 MB hold the searched tables' hot pages and
 * indexes; the rest is read through the operating system's file cache.
 */
const PGLITE_SHARED_BUFFERS = '64MB';
const pgliteStartParams = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/** Migrations sit beside this module in src, and beside the bundle in dist/server. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')]) {
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`No migrations folder found near ${here}`);
}

/**
 * A pooled connection whose prepared reads keep one plan (docs/decisions/140-search-and-reads-at-scale.md), as on
 * PGlite: left to `auto`, PostgreSQL planned the faceted list anew on every execution (its generic plan's
 * estimate looks worse, the plan is the same), a few milliseconds each. The setting also reaches the driver's
 * unnamed statements (their plans are then made without the values, as a prepared one's are). Set
 * before the pool hands the connection out (a query sent on the pool's `connect` event would overlap the
 * caller's first), and not as a startup option, which a pooler such as PgBouncer may refuse.
 */
class GenericPlanClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): void;
  override connect(callback?: ((err: Error) => void) | ((err: null, c: pg.Client) => void)): Promise<pg.Client> | void {
    const ready = super.connect().then(async () => {
      await super.query('set plan_cache_mode = force_generic_plan');
      return this as pg.Client;
    });
    if (!callback) return ready;
    const done = callback as (err: Error | null, c?: pg.Client) => void;
    ready.then(
      (client) => done(null, client),
      (error: Error) => done(error),
    );
  }
}

const MIGRATION_LOCK = 7_242_001; // pg_advisory_lock key: one migrator at a time across processes

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: GenericPlanClient });
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
  return { db: drizzlePg({ client: pool, schema }) as Database, kind: 'postgres', close: () => pool.end() };
}

/**
 * Where the embedded database runs (docs/decisions/001-database.md): in this thread unless asked for a worker
 * thread of its own (`thread: 'worker'`, or `PGLITE_THREAD=worker` for every open). On the worker, HTTP work
 * and the database use both cores, and a 5 MB file's write no longer stops every other request; it costs
 * memory (a second V8 heap). The server asks for the worker (src/server/main.ts, `PGLITE_THREAD=main` opts
 * out); the staff commands and the tests keep this thread.
 */
function onWorker(thread: 'worker' | 'main' | undefined): boolean {
  const chosen = thread ?? process.env.PGLITE_THREAD;
  return chosen === 'worker';
}

/** An embedded database: a data directory (locked to this process) or an in-memory/loaded one for tests. */
export async function openPglite(
  options: ({ dataDir: string } | { loadDataDir: Blob } | { memory: true }) & { thread?: 'worker' | 'main' },
): Promise<DatabaseHandle> {
  let release = () => {};
  let client: PGlite | PgliteThread;
  if ('dataDir' in options) release = acquireDataDirLock(options.dataDir);
  try {
    if (onWorker(options.thread)) {
      client = await PgliteThread.open(
        'dataDir' in options
          ? { dataDir: path.join(options.dataDir, 'db'), startParams: pgliteStartParams }
          : 'loadDataDir' in options
            ? { loadDataDir: await options.loadDataDir.arrayBuffer() }
            : {},
      );
    } else if ('dataDir' in options) {
      client = await PGlite.create(path.join(options.dataDir, 'db'), {
        extensions: pgliteExtensions,
        startParams: pgliteStartParams,
        ...pgliteByteaTypes,
      });
    } else if ('loadDataDir' in options) {
      client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: pgliteExtensions, ...pgliteByteaTypes });
    } else {
      client = await PGlite.create({ extensions: pgliteExtensions, ...pgliteByteaTypes });
    }
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client: client as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    // One plan per prepared read, as on every pooled PostgreSQL connection (GenericPlanClient above): set once for
    // the session rather than around each execution (src/server/repositories/prepared.ts).
    await client.exec('set plan_cache_mode = force_generic_plan');
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    dump: () => (client instanceof PgliteThread ? client.dumpDataDir() : client.dumpDataDir('none')),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

export function openDatabase(config: { dataDir: string; databaseUrl: string | undefined }, options: { thread?: 'worker' | 'main' } = {}) {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: config.dataDir, ...options });
}
