import { del, get, keys, set } from 'idb-keyval';
import type { Lang } from '../contract/common';
import { productFetch } from '../contract/endpoints/catalogue';
import { articleList } from '../contract/endpoints/content';
import { offlineDataset } from '../contract/endpoints/offline';
import { ApiError, apiGet } from '../lib/api-client';
import { eachLimited } from './offline-datasets';

// The saved dataset as the server sends it (docs/decisions/270-offline-dataset-endpoint.md): every read
// "Simpan untuk offline" makes, by `readKey`, in a few compressed parts. The page keeps the whole of it
// in IndexedDB (gzip where the browser can), apart from the query cache: a new build fills its query
// cache from it again, with its own query functions, without the network (decision 271).

export type DatasetReads = Map<string, unknown>;
export type Dataset = { version: string; lang: Lang; reads: DatasetReads; bytes: number };

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
  onBase?: (reads: DatasetReads) => void,
): Promise<Dataset> {
  const part = async (name: string) => {
    // A part still being prepared is answered 503 with Retry-After (the server's socket limit, decision 270).
    for (let attempt = 0; ; attempt++) {
      try {
        return (await apiGet(offlineDataset, { query: { lang, part: name }, signal })).data;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 503 || attempt >= PREPARING_RETRIES || signal.aborted) throw error;
        await new Promise((resolve) => setTimeout(resolve, PREPARING_WAIT_MS));
      }
    }
  };
  const base = await part('base');
  const rest = base.parts.filter((name) => name !== 'base');
  const reads: DatasetReads = new Map(Object.entries(base.reads));
  onBase?.(reads);
  let done = 1;
  progress(done, rest.length + 1);
  await eachLimited(rest, PARALLEL_PARTS, async (name) => {
    if (signal.aborted) throw signal.reason;
    const answer = await part(name);
    if (answer.version !== base.version) throw new DatasetVersionChanged(`${name} is of another content version`);
    for (const [key, body] of Object.entries(answer.reads)) reads.set(key, body);
    progress(++done, rest.length + 1);
  });
  if (signal.aborted) throw signal.reason;
  let bytes = 0;
  for (const [key, body] of reads) bytes += key.length + JSON.stringify(body).length;
  return { version: base.version, lang, reads, bytes };
}

type Stored = { version: string; lang: Lang; gzip: boolean; data: ArrayBuffer };

const gzipAvailable = () => typeof CompressionStream !== 'undefined' && typeof DecompressionStream !== 'undefined';

/** Keeps a dataset under a new key (the caller swaps the record to it); resolves to the key. */
export async function storeDataset(dataset: Dataset): Promise<string> {
  const text = JSON.stringify(Object.fromEntries(dataset.reads));
  const gzip = gzipAvailable();
  const plain = new Blob([text], { type: 'application/json' });
  const data = gzip ? await new Response(plain.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer() : await plain.arrayBuffer();
  const key = `${DATASET_KEY_PREFIX}${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await set(key, { version: dataset.version, lang: dataset.lang, gzip, data } satisfies Stored);
  return key;
}

/** A kept dataset, or undefined when it is gone (removed, evicted) or unreadable. */
export async function loadDataset(key: string): Promise<Dataset | undefined> {
  const stored = await get<Stored>(key).catch(() => undefined);
  if (!stored) return undefined;
  try {
    const blob = new Blob([stored.data]);
    const text = stored.gzip ? await new Response(blob.stream().pipeThrough(new DecompressionStream('gzip'))).text() : await blob.text();
    const reads: DatasetReads = new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
    return { version: stored.version, lang: stored.lang, reads, bytes: text.length };
  } catch {
    return undefined;
  }
}

/** Removes every kept dataset but `keep` (the previous save's after a swap; orphans of an interrupted one). */
export async function removeDatasets(keep?: string): Promise<void> {
  const all = await keys().catch(() => []);
  await Promise.all(all.filter((key) => typeof key === 'string' && key.startsWith(DATASET_KEY_PREFIX) && key !== keep).map((key) => del(key)));
}

/**
 * The thumbnails the saved lists name (product cards, article cards), read from part `base`: the save starts
 * them while the other parts download, so the slow link is never idle. The datasets still name every image
 * they keep (`saveImage`); this is only a head start on the same URLs.
 */
export function listThumbnails(reads: DatasetReads): string[] {
  const urls: string[] = [];
  for (const [key, body] of reads) {
    const items = (body as { data?: { data?: unknown } } | undefined)?.data?.data;
    if (!Array.isArray(items)) continue;
    if (key.startsWith(`${productFetch.path}?`)) for (const item of items) pushUrl(urls, (item as { image_base?: { url?: unknown } }).image_base?.url);
    else if (key.startsWith(`${articleList.path}?`)) for (const item of items) pushUrl(urls, (item as { thumbnail?: { url?: unknown } }).thumbnail?.url);
  }
  return urls;
}

const pushUrl = (urls: string[], url: unknown) => {
  if (typeof url === 'string' && url) urls.push(url);
};
