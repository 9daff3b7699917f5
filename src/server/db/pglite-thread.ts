import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { OpenMessage, Reply, Request } from './pglite-worker';

/*
 * PGlite on a thread of its own (docs/decisions/001-database.md). The server's thread keeps the
 * HTTP work (routing, validation, serialising, compression) and the embedded database runs beside it, so
 * the two can use both cores. This client has the part of PGlite's interface that drizzle's PGlite driver,
 * its migrator and the repositories use: `query(text, params, { rowMode, parsers })`, `exec(text)` and
 * `transaction(fn)` (a transaction's statements go to the worker one message at a time; the worker holds
 * the database for it from begin to end, as PGlite does in one thread), plus `dumpDataDir` and `close`.
 */

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, typeId?: number) => unknown> };
type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The worker's file: bundled beside the server (dist/server), or this source folder's .ts under the test runner. */
function workerFile(): URL {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    path.join(here, 'pglite-worker.js'),
    path.join(here, 'pglite-worker.ts'),
    path.join(here, 'db', 'pglite-worker.ts'),
  ]) {
    if (fs.existsSync(candidate)) return new URL(`file://${candidate}`);
  }
  throw new Error(`No pglite-worker next to ${here}`);
}

/** Type parsers that keep the text (drizzle's for dates and intervals) are the only ones a worker can apply. */
function rawTypes(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([oid, parse]) => {
    if (parse('2026-01-01 00:00:00+00', Number(oid)) !== '2026-01-01 00:00:00+00')
      throw new Error(`type parser for ${oid}: only "keep the text" parsers cross to the database thread`);
    return Number(oid);
  });
}

const BYTEA = 17;

/**
 * bytea values arrive as plain Uint8Arrays (the structured clone drops Buffer's class); they become Buffers over
 * the same memory, as on the server's thread and from node-postgres.
 */
function withBuffers<R extends Results>(result: R): R {
  const columns = result.fields.flatMap((field, i) => (field.dataTypeID === BYTEA ? [{ i, name: field.name }] : []));
  if (columns.length === 0) return result;
  const asBuffer = (value: unknown) =>
    value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value;
  for (const row of result.rows) {
    for (const { i, name } of columns) {
      if (Array.isArray(row)) row[i] = asBuffer(row[i]);
      else (row as Record<string, unknown>)[name] = asBuffer((row as Record<string, unknown>)[name]);
    }
  }
  return result;
}

function toError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

export class PgliteThreadTransaction {
  closed = false;
  constructor(
    private readonly thread: PgliteThread,
    readonly id: number,
  ) {}

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }> {
    return this.thread.query<T>(text, params, options, this.id);
  }

  exec(text: string): Promise<Results[]> {
    return this.thread.exec(text, this.id);
  }

  /** Rolls back at the end of the transaction's function (which then throws, as with PGlite). */
  async rollback(): Promise<void> {
    throw new Error('rollback: throw from the transaction function instead');
  }
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private exited: Error | undefined;

  private constructor() {
    this.worker = new Worker(workerFile());
    this.worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(toError(reply.error));
    });
    const fail = (error: Error) => {
      this.exited ??= error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));
  }

  static async open(open: OpenMessage): Promise<PgliteThread> {
    const thread = new PgliteThread();
    try {
      await thread.call({ op: 'open', open }, open.loadDataDir ? [open.loadDataDir] : []);
    } catch (error) {
      await thread.worker.terminate();
      throw error;
    }
    return thread;
  }

  private call(request: DistributiveOmit<Request, 'id'>, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results & { rows: T[] }> {
    const raw = rawTypes(options?.parsers);
    // A parameter's bytes are cloned into the message, except a SharedArrayBuffer's (an upload's, see
    // submissions/intake.ts): those are shared with the database thread, never copied.
    return (
      this.call({
        op: 'query',
        text,
        ...(params?.length ? { params } : {}),
        ...(options?.rowMode ? { rowMode: options.rowMode } : {}),
        ...(raw ? { raw } : {}),
        ...(tx ? { tx } : {}),
      }) as Promise<Results & { rows: T[] }>
    ).then(withBuffers);
  }

  exec(text: string, tx?: number): Promise<Results[]> {
    return (this.call({ op: 'exec', text, ...(tx ? { tx } : {}) }) as Promise<Results[]>).then((sets) => sets.map(withBuffers));
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = new PgliteThreadTransaction(this, (await this.call({ op: 'begin' })) as number);
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      tx.closed = true;
      await this.call({ op: 'end', tx: tx.id, commit: false }).catch(() => {});
      throw error;
    }
    tx.closed = true;
    await this.call({ op: 'end', tx: tx.id, commit: true });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.call({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    try {
      if (!this.exited) await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}
