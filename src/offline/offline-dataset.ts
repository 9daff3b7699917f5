import { delMany, get, keys, setMany } from 'idb-keyval';
import type { Lang } from '../contract/common';
import { offlineDataset } from '../contract/endpoints/offline';
import { OFFLINE_MEDIA_PREFIX, type OfflineMediaAnswer } from '../contract/read-key';
import { ApiError, apiGet } from '../lib/api-client';
import { eachLimited } from './offline-datasets';

// The saved dataset as the server sends it (docs/decisions/101-save-for-offline.md): every read
// "Simpan untuk offline" makes, by `readKey`, in a few compressed parts. The page keeps the whole of it
// in IndexedDB (gzip where the browser can), apart from the query cache: a new build fills its query
// cache from it again, with its own query functions, without the network (decision 101).

export type DatasetReads = Map<string, unknown>;
export type Dataset = { version: string; lang: Lang; reads: DatasetReads };

/** Where datasets are kept: one key per save, the record names the current one (swapped when complete). */
export const DATASET_KEY_PREFIX = 'denka-offline-dataset:';
const PARALLEL_PARTS = 3;
/** Waits for a part the server is still preparing: up to 30 minutes, for the largest catalogue. */
const PREPARING_WAIT_MS = 2_000;
const PREPARING_RETRIES = 900;

/** The parts of one version changed under the download (a publication mid-save): download again. */
export class DatasetVersionChanged extends Error {
  override readonly name = 'DatasetVersionChanged';
}

/** Downloads every part (base first, then three at a time); all parts must be of the same content version. */
export async function downloadDataset(
  lang: Lang,
  signal: AbortSignal,
  progress: (done: number, total: number) => void,
  onImages?: (images: [url: string, image: OfflineMediaAnswer][]) => void,
): Promise<Dataset> {
  const part = async (name: string) => {
    // A part still being prepared is answered 503 with Retry-After (the server's socket limit, decision 101).
    for (let attempt = 0; ; attempt++) {
      try {
        return (await apiGet(offlineDataset, { query: { lang, part: name }, signal })).data;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 503 || attempt >= PREPARING_RETRIES || signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, PREPARING_WAIT_MS));
      }
    }
  };
  const reads: DatasetReads = new Map();
  // The thumbnails a part brings (decision 101) go to the caller, not into the kept dataset.
  const take = (answers: Record<string, unknown>) => {
    const images: [string, OfflineMediaAnswer][] = [];
    for (const [key, body] of Object.entries(answers)) {
      if (key.startsWith(OFFLINE_MEDIA_PREFIX)) images.push([key.slice(OFFLINE_MEDIA_PREFIX.length), body as OfflineMediaAnswer]);
      else reads.set(key, body);
    }
    if (images.length) onImages?.(images);
  };
  const base = await part('base');
  const rest = base.parts.filter((name) => name !== 'base');
  take(base.reads);
  let done = 1;
  progress(done, rest.length + 1);
  await eachLimited(rest, PARALLEL_PARTS, async (name) => {
    if (signal.aborted) throw signal.reason;
    const answer = await part(name);
    if (answer.version !== base.version) throw new DatasetVersionChanged(`${name} is of another content version`);
    take(answer.reads);
    progress(++done, rest.length + 1);
  });
  if (signal.aborted) throw signal.reason;
  return { version: base.version, lang, reads };
}

/** The format of decision 101: the whole dataset in one value (still read: a device keeps it across an update). */
type StoredWhole = { version: string; lang: Lang; gzip: boolean; data: ArrayBuffer };
/**
 * The format of decision 101: the reads sorted by key and cut into chunks of about `CHUNK_CHARS`, each
 * compressed on its own under `<key>#<n>`; `firstKeys` names each chunk's first read, so one read costs one
 * chunk, found by a binary search — never the whole dataset (129 MB of JSON at the seed's top scale).
 */
type StoredChunked = { version: string; lang: Lang; gzip: boolean; firstKeys: string[]; bytes: number };
type Stored = StoredWhole | StoredChunked;

const CHUNK_CHARS = 256 * 1024;
const chunkKey = (key: string, n: number) => `${key}#${n}`;

const gzipAvailable = () => typeof CompressionStream !== 'undefined' && typeof DecompressionStream !== 'undefined';

async function pack(text: string, gzip: boolean): Promise<ArrayBuffer> {
  const plain = new Blob([text], { type: 'application/json' });
  return gzip ? new Response(plain.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer() : plain.arrayBuffer();
}

async function unpack(data: ArrayBuffer, gzip: boolean): Promise<Record<string, unknown>> {
  const blob = new Blob([data]);
  const text = gzip ? await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text() : await blob.text();
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Keeps a dataset under a new key (the caller swaps the record to it), in chunks written in one transaction;
 * resolves to the key, the size of its JSON and the size kept on the device (the compressed chunks).
 */
export async function storeDataset(dataset: Dataset): Promise<{ key: string; bytes: number; stored: number }> {
  const gzip = gzipAvailable();
  const texts: string[] = [];
  const firstKeys: string[] = [];
  let pieces: string[] = [];
  let chars = 0;
  let bytes = 0;
  const cut = () => {
    if (!pieces.length) return;
    texts.push(`{${pieces.join(',')}}`);
    pieces = [];
    chars = 0;
  };
  for (const read of [...dataset.reads.keys()].sort()) {
    const piece = `${JSON.stringify(read)}:${JSON.stringify(dataset.reads.get(read) ?? null)}`;
    if (chars > 0 && chars + piece.length > CHUNK_CHARS) cut();
    if (!pieces.length) firstKeys.push(read);
    pieces.push(piece);
    chars += piece.length;
    bytes += piece.length;
  }
  cut();
  const data = await Promise.all(texts.map((text) => pack(text, gzip)));
  const key = `${DATASET_KEY_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const meta: StoredChunked = { version: dataset.version, lang: dataset.lang, gzip, firstKeys, bytes };
  await setMany([[key, meta], ...data.map((chunk, n): [string, ArrayBuffer] => [chunkKey(key, n), chunk])]);
  return { key, bytes, stored: data.reduce((sum, chunk) => sum + chunk.byteLength, 0) };
}

/** Reads of a kept dataset, one chunk at a time (the last few kept in memory). */
export type DatasetReader = {
  version: string;
  lang: Lang;
  /** The saved answer of a read, or undefined when the dataset does not hold it (or is gone). */
  get: (key: string) => Promise<unknown>;
  /** The saved answers of many reads, each chunk read once. */
  getMany: (keys: readonly string[]) => Promise<Map<string, unknown>>;
};

const CHUNKS_KEPT = 8;

/** The chunk that would hold `read`: the last whose first key is not after it. */
function chunkOf(firstKeys: readonly string[], read: string): number {
  let low = 0;
  let high = firstKeys.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((firstKeys[mid] as string) <= read) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** Opens a kept dataset for reading, or undefined when it is gone (removed, evicted) or unreadable. */
export async function openDataset(key: string): Promise<DatasetReader | undefined> {
  const stored = await get<Stored>(key).catch(() => undefined);
  if (!stored) return undefined;
  const loaded = new Map<number, Promise<Record<string, unknown> | undefined>>();
  const load = (n: number): Promise<Record<string, unknown> | undefined> => {
    const kept = loaded.get(n);
    if (kept) {
      loaded.delete(n);
      loaded.set(n, kept); // most recently used last
      return kept;
    }
    const data = 'data' in stored ? Promise.resolve(stored.data) : get<ArrayBuffer>(chunkKey(key, n));
    const chunk = data.then((buffer) => (buffer ? unpack(buffer, stored.gzip) : undefined)).catch(() => undefined);
    loaded.set(n, chunk);
    for (const old of loaded.keys()) if (loaded.size > CHUNKS_KEPT) loaded.delete(old);
    return chunk;
  };
  const chunkFor = (read: string) => ('data' in stored ? 0 : chunkOf(stored.firstKeys, read));
  const get1 = async (read: string) => {
    const n = chunkFor(read);
    return n < 0 ? undefined : (await load(n))?.[read];
  };
  return {
    version: stored.version,
    lang: stored.lang,
    get: get1,
    async getMany(reads) {
      const byChunk = new Map<number, string[]>();
      for (const read of reads) {
        const n = chunkFor(read);
        if (n >= 0) byChunk.set(n, [...(byChunk.get(n) ?? []), read]);
      }
      const out = new Map<string, unknown>();
      for (const [n, inChunk] of byChunk) {
        const chunk = await load(n);
        for (const read of inChunk) if (chunk && read in chunk) out.set(read, chunk[read]);
      }
      return out;
    },
  };
}

/** Removes every kept dataset (and its chunks) but `keep` (the previous save's after a swap; orphans of an interrupted one). */
export async function removeDatasets(keep?: string): Promise<void> {
  const all = await keys().catch(() => []);
  const kept = (key: string) => keep !== undefined && (key === keep || key.startsWith(`${keep}#`));
  await delMany(all.filter((key): key is string => typeof key === 'string' && key.startsWith(DATASET_KEY_PREFIX) && !kept(key)));
}
