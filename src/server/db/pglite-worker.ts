// The embedded database's own thread (docs/decisions/001-database.md): PGlite runs here, and the
// server's thread talks to it through messages (src/server/db/pglite-thread.ts). Queries and transactions run
// one at a time, as PGlite runs them anyway; a transaction holds the database from `begin` to `end` while its
// statements arrive one message at a time. Only packages are imported: Node runs this file as it is (types are
// stripped) under the test runner, and bundled beside the server in production.
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export type OpenMessage = { dataDir?: string; loadDataDir?: ArrayBuffer; startParams?: string[] };
export type Request =
  | { id: number; op: 'open'; open: OpenMessage }
  | { id: number; op: 'query'; tx?: number; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; raw?: number[] }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };
export type Reply = { id: number; ok: true; result?: unknown } | { id: number; ok: false; error: Record<string, unknown> };

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');

let db: PGlite | undefined;
let nextTx = 1;
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> }>();
class Rollback extends Error {}

/**
 * bytea as a binary parameter and through Buffer's hex decoder, as on the server's thread (pgliteByteaTypes in
 * ./client.ts, whose comment says why; this file imports only packages).
 */
const byteaTypes = {
  serializers: { 17: (value: Uint8Array) => value as unknown as string },
  parsers: { 17: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/**
 * The buffers of a result that may be moved to the server's thread rather than copied: large bytea values
 * that own their whole memory (never a slice of Node's shared pool, which moving would take from everyone).
 */
function movable(result: unknown): ArrayBuffer[] {
  if (result instanceof ArrayBuffer) return [result];
  const out = new Set<ArrayBuffer>();
  const sets = Array.isArray(result) ? result : [result];
  for (const set of sets as { rows?: unknown[] }[]) {
    for (const row of set?.rows ?? []) {
      for (const value of Array.isArray(row) ? row : Object.values(row as object)) {
        if (
          value instanceof Uint8Array &&
          value.byteLength >= 64 * 1024 &&
          value.byteOffset === 0 &&
          value.buffer instanceof ArrayBuffer &&
          value.byteLength === value.buffer.byteLength
        )
          out.add(value.buffer);
      }
    }
  }
  return [...out];
}

const identity = (value: string) => value;
/** The caller's type parsers are "keep the text" (drizzle's, for dates and intervals): the same here. */
const parsersFor = (raw: number[] | undefined) => (raw?.length ? Object.fromEntries(raw.map((oid) => [oid, identity])) : undefined);

function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error' };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: error.message, name: error.name, stack: error.stack };
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx !== undefined) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    return open.tx;
  }
  if (!db) throw new Error('the database is not open');
  return db;
}

async function handle(message: Request): Promise<unknown> {
  switch (message.op) {
    case 'open': {
      const extensions = { pg_trgm, unaccent };
      const { dataDir, loadDataDir, startParams } = message.open;
      if (dataDir) db = await PGlite.create(dataDir, { extensions, ...byteaTypes, ...(startParams ? { startParams } : {}) });
      else if (loadDataDir) db = await PGlite.create({ loadDataDir: new Blob([loadDataDir]), extensions, ...byteaTypes });
      else db = await PGlite.create({ extensions, ...byteaTypes });
      return undefined;
    }
    case 'query': {
      const parsers = parsersFor(message.raw);
      return target(message.tx).query(message.text, message.params, {
        rowMode: message.rowMode ?? 'object',
        ...(parsers ? { parsers } : {}),
      });
    }
    case 'exec':
      return target(message.tx).exec(message.text);
    case 'begin': {
      const database = target(undefined) as PGlite;
      const tx = nextTx++;
      // Resolves once PGlite has begun the transaction (after any running one ended): the caller then sends
      // its statements with this id, and `end` commits or rolls back.
      return new Promise<number>((began, failed) => {
        let end: (commit: boolean) => void = () => {};
        const decided = new Promise<boolean>((resolve) => (end = resolve));
        const settled = database
          .transaction(async (open) => {
            transactions.set(tx, { tx: open, end, settled });
            began(tx);
            if (!(await decided)) throw new Rollback();
          })
          .then(
            () => undefined,
            (error: unknown) => {
              if (!transactions.has(tx)) failed(error); // BEGIN itself failed
              if (!(error instanceof Rollback)) throw error;
            },
          )
          .finally(() => transactions.delete(tx));
        settled.catch(() => {}); // reported to whoever sends `end`
      });
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      open.end(message.commit);
      await open.settled;
      return undefined;
    }
    case 'dump': {
      const file = await (target(undefined) as PGlite).dumpDataDir('none');
      return await file.arrayBuffer();
    }
    case 'close': {
      for (const open of transactions.values()) open.end(false);
      await Promise.allSettled([...transactions.values()].map((open) => open.settled));
      await db?.close();
      db = undefined;
      return undefined;
    }
  }
}

port.on('message', (message: Request) => {
  handle(message).then(
    (result) => {
      const reply: Reply = { id: message.id, ok: true, result };
      port.postMessage(reply, movable(result));
    },
    (error: unknown) => port.postMessage({ id: message.id, ok: false, error: errorFields(error) } satisfies Reply),
  );
});
