import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The entries of the API read cache (decision 140): ready-to-send bytes, compressed at most once per
// encoding, and one render per key at a time ("single flight") however many requests miss together.

export type Encoding = 'br' | 'gzip';

export type CachedResponse = {
  body: Buffer;
  contentType: string;
  etag: string;
  expires: number;
  /** The body compressed per encoding, filled on first use. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** Same sizes and levels as @fastify/compress's defaults (threshold 1 KiB, brotli quality 4). */
export const COMPRESS_THRESHOLD = 1024;

export function encodedBody(entry: CachedResponse, encoding: Encoding): Buffer {
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
        })
      : gzipSync(entry.body);
  return entry.encoded[encoding];
}

/** br, else gzip, when the client accepts it (q=0 refuses); undefined means send it as is. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    if (!params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const WAIT_LIMIT_MS = 10_000; // a waiter renders itself rather than wait on a stuck render

export class ResponseCacheStore {
  private readonly entries = new Map<string, CachedResponse>();
  private readonly rendering = new Map<
    string,
    { done: Promise<CachedResponse | undefined>; settle: (e?: CachedResponse) => void; refresh: boolean }
  >();
  private refreshing = 0;

  constructor(private readonly maxEntries: number) {}

  get(key: string): CachedResponse | undefined {
    return this.entries.get(key);
  }

  /** Forgets every entry (public content changed; docs/decisions/253). Renders in flight finish as usual. */
  clear() {
    this.entries.clear();
  }

  set(key: string, entry: CachedResponse) {
    this.entries.delete(key); // re-inserted last: the oldest key is the first to go
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    this.finish(key);
  }

  /**
   * True when the caller is now the one request that renders `key`; false when another already does.
   * A refresh (an expired copy can be served meanwhile) also waits while any other refresh runs: PGlite
   * runs queries on the event loop, and entries cached in the same second expire in the same second,
   * so refreshing them all at once would stall every request for the sum of their renders.
   */
  claim(key: string, canServeStale = false): boolean {
    if (this.rendering.has(key)) return false;
    if (canServeStale && this.refreshing > 0) return false;
    if (canServeStale) this.refreshing++;
    let settle: (e?: CachedResponse) => void = () => {};
    const done = new Promise<CachedResponse | undefined>((resolve) => (settle = resolve));
    this.rendering.set(key, { done, settle, refresh: canServeStale });
    return true;
  }

  /** The render of `key` is over (stored or failed): wake its waiters with whatever is cached now. */
  finish(key: string) {
    const render = this.rendering.get(key);
    if (!render) return;
    this.rendering.delete(key);
    if (render.refresh) this.refreshing--;
    const entry = this.entries.get(key);
    // A failed refresh (error, 404 now) drops the stale copy: nothing outlives its TTL for long.
    if (entry && entry.expires < Date.now()) this.entries.delete(key);
    render.settle(entry && entry.expires >= Date.now() ? entry : undefined);
  }

  /** The entry the current render of `key` stores, or undefined if it fails (the waiter renders then). */
  wait(key: string): Promise<CachedResponse | undefined> {
    const render = this.rendering.get(key);
    if (!render) return Promise.resolve(this.entries.get(key));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), WAIT_LIMIT_MS)));
    return Promise.race([render.done, timeout]).finally(() => clearTimeout(timer));
  }
}
