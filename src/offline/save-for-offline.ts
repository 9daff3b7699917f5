import type { QueryClient } from '@tanstack/react-query';
import { del, set } from 'idb-keyval';
import type { Lang } from '../contract/common';
import { contentVersion } from '../contract/endpoints/offline';
import type { OfflineMediaAnswer } from '../contract/read-key';
import { apiGet, revalidateReadsFor, setHeldReads, setSavedReads } from '../lib/api-client';
import { RUNTIME_CACHES } from './cache-names';
import { probeServer } from './connection';
import {
  DatasetVersionChanged,
  downloadDataset,
  openDataset,
  removeDatasets,
  storeDataset,
  type Dataset,
  type DatasetReader,
} from './offline-dataset';
import { ensureOfflineDatasets, offlineDatasets, type OfflineDataset, type SaveContext } from './offline-datasets';
import { offlineKeys } from './query-keys';
import { holdPersisting } from './query-persister';
import {
  getSaveState,
  loadRecord,
  readLatestVersion,
  SAVE_RECORD_KEY,
  LATEST_VERSION_KEY,
  setSaveState,
  type SaveRecord,
} from './save-state';

declare const __BUILD_ID__: string;

// The orchestrator of "Simpan untuk offline" (docs/product.md §10, decisions 101 and 253): downloads
// the whole dataset in a few compressed parts, fills the query cache with its lists through every registered
// dataset's own query options, stores the thumbnails, keeps the dataset and a record of the save in
// IndexedDB; the pages the lists lead to (products, articles) are answered from the kept dataset when the
// server cannot be reached. Nothing saved before is touched until the new download is complete (decision 101).

export { isOutdated, isStale, LATEST_VERSION_KEY, SAVE_RECORD_KEY, useSaveForOffline, type SaveRecord, type SaveState } from './save-state';

let controller: AbortController | undefined;

const usage = async () => (await navigator.storage?.estimate?.().catch(() => undefined))?.usage;
const IMAGE_PARALLEL = 6;
const PROGRESS_MS = 100;

/**
 * Fills the query cache from a dataset through every registered dataset's own query options (the pages
 * then find the saved data under their own keys, shaped by their own query functions). A read the
 * dataset lacks goes to the network when `network` is true, else that dataset is skipped.
 */
async function fillFromDataset(
  client: QueryClient,
  dataset: { lang: Lang; read: (key: string) => unknown },
  datasets: OfflineDataset[],
  options: {
    signal: AbortSignal;
    network: boolean;
    progress: (id: string, done: number, total: number) => void;
    image?: (url: string) => void;
  },
): Promise<{ items: Record<string, number>; misses: string[] }> {
  const misses: string[] = [];
  const items: Record<string, number> = {};
  const missed = (key: string, body: unknown) => {
    if (body === undefined) misses.push(key);
    return body;
  };
  setHeldReads((key) => {
    const body = dataset.read(key);
    return body instanceof Promise ? body.then((answer: unknown) => missed(key, answer)) : missed(key, body);
  });
  // One write of the persisted cache after the fill, not one per burst of queries.
  const release = holdPersisting();
  try {
    for (const set of datasets) {
      const context: SaveContext = {
        client,
        lang: dataset.lang,
        signal: options.signal,
        fetch: (query) => client.fetchQuery({ ...query, staleTime: 0, ...(options.network ? {} : { retry: false }) }),
        saveImage: async (url) => options.image?.(url),
        progress: (done, total) => options.progress(set.id, done, total),
      };
      try {
        items[set.id] = await set.save(context);
      } catch (error) {
        if (options.network || options.signal.aborted) throw error;
        console.warn(`[offline] ${set.id} not refilled from the saved dataset:`, error);
      }
      if (options.signal.aborted) throw options.signal.reason;
    }
  } finally {
    setHeldReads(undefined);
    release();
  }
  if (misses.length) console.warn(`[offline] ${misses.length} reads were not in the saved dataset, e.g. ${misses.slice(0, 3).join(', ')}`);
  return { items, misses };
}

/**
 * Puts a saved thumbnail into the worker's media cache, which answers /media cache-first (src/sw/runtime-caching.ts):
 * the worker's route takes only image requests (an <img>), never the page's own fetch, so without this a saved
 * image lived only in the browser's HTTP cache, which storage persistence does not cover. Resolves to its size.
 */
async function keepImage(url: string, blob: Blob, type: string): Promise<number> {
  if (typeof caches !== 'undefined') {
    const headers = { 'Content-Type': type };
    await caches
      .open(RUNTIME_CACHES.media)
      .then((cache) => cache.put(url, new Response(blob, { status: 200, headers })))
      .catch(() => undefined); // a full quota: the image still shows while the HTTP cache keeps it
  }
  return blob.size;
}

/** Runs at most `n` tasks at a time, in the order given. */
function limiter(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task: () => Promise<void>): Promise<void> => {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Downloads the dataset, fills the query cache and stores the images; swaps the saved dataset when all is done. */
export async function saveForOffline(client: QueryClient, lang: Lang): Promise<void> {
  if (getSaveState().status === 'saving') return;
  controller = new AbortController();
  const { signal } = controller;
  setSaveState({ status: 'saving', done: 0, total: 0, error: undefined });
  // Fresh data only: with the server unreachable the old copy stays as it is.
  if (!(await probeServer())) {
    setSaveState({ status: 'failed', error: 'unreachable' });
    return;
  }
  void navigator.storage?.persist?.().catch(() => false);
  const startedAt = performance.now();
  const usageBefore = await usage();

  const progress = new Map<string, { done: number; total: number }>([['download', { done: 0, total: 1 }]]);
  // The panel shows the sum, at most every 100 ms: a re-render per item was minutes of the page's time at the
  // top scale (33,000 queries; docs/benchmarks.md, "Offline save and dealer finder").
  let shown: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    shown = undefined;
    if (getSaveState().status !== 'saving') return;
    const all = [...progress.values()];
    setSaveState({ done: all.reduce((n, p) => n + p.done, 0), total: all.reduce((n, p) => n + p.total, 0) });
  };
  const report = (id: string, done: number, total: number) => {
    progress.set(id, { done, total: Math.max(total, 1) });
    shown ??= setTimeout(show, PROGRESS_MS);
  };

  try {
    const datasets = await ensureOfflineDatasets().then(offlineDatasets);
    for (const set of datasets) progress.set(set.id, { done: 0, total: 1 });
    progress.set('images', { done: 0, total: 1 });
    // Thumbnails come inside the parts (decision 101) and go into the worker's media cache (cache-first: a saved
    // image stays saved; adding one never removes another); one a dataset names that no part brought is
    // fetched by itself, six at a time.
    const images = new Set<string>();
    const imageJobs: Promise<void>[] = [];
    const slot = limiter(IMAGE_PARALLEL);
    let imageBytes = 0;
    let imagesDone = 0;
    const image = (url: string) => {
      if (images.has(url)) return;
      images.add(url);
      report('images', imagesDone, images.size);
      imageJobs.push(
        slot(async () => {
          if (signal.aborted) return;
          const response = await fetch(url, { signal, credentials: 'omit' }).catch(() => undefined);
          const blob = response?.ok ? await response.blob().catch(() => undefined) : undefined;
          const size = blob ? await keepImage(url, blob, response?.headers.get('Content-Type') ?? blob.type) : 0; // read before adding: `x += await …` would lose sizes
          imageBytes += size;
          report('images', ++imagesDone, images.size);
        }),
      );
    };
    const bundled = (received: [string, OfflineMediaAnswer][]) => {
      for (const [url, { type, base64 }] of received) {
        if (images.has(url) || typeof base64 !== 'string') continue;
        images.add(url);
        const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
        imageBytes += blob.size;
        imagesDone++;
        imageJobs.push(keepImage(url, blob, type).then(() => undefined));
      }
      report('images', imagesDone, images.size);
    };
    // 1. Download: nothing on the device changes until every part is in (decision 101) — but thumbnails.
    const download = (): Promise<Dataset> => downloadDataset(lang, signal, (done, total) => report('download', done, total), bundled);
    const dataset = await download().catch((error: unknown) =>
      error instanceof DatasetVersionChanged ? download() : Promise.reject(error),
    );
    // 2. The query cache, through the features' own query functions; each query is replaced, none removed.
    const filled = await fillFromDataset(client, { lang, read: (key) => dataset.reads.get(key) }, datasets, {
      signal,
      network: true,
      progress: report,
      image,
    });
    for (const set of datasets) report(set.id, progress.get(set.id)?.total ?? 1, progress.get(set.id)?.total ?? 1);
    // 3. The thumbnails still on their way.
    await Promise.all(imageJobs);
    if (images.size === 0) report('images', 1, 1);
    if (signal.aborted) throw signal.reason;
    // 4. The swap: the new dataset, then the record naming it, then the old dataset goes.
    const { key, stored } = await storeDataset(dataset);
    const seconds = Math.round((performance.now() - startedAt) / 100) / 10;
    const record: SaveRecord = {
      finishedAt: Date.now(),
      build: __BUILD_ID__,
      lang,
      bytes: stored + imageBytes,
      items: filled.items,
      usageBefore,
      usageAfter: await usage(),
      seconds,
      version: dataset.version,
      dataset: key,
    };
    await set(SAVE_RECORD_KEY, record);
    client.setQueryData(offlineKeys.filled(record.finishedAt), true);
    answerFrom(key);
    await removeDatasets(key);
    rememberVersion(dataset.version);
    const total = [...progress.values()].reduce((n, p) => n + p.total, 0);
    setSaveState({ status: 'done', done: total, total, record, latestVersion: dataset.version });
  } catch (error) {
    if (!signal.aborted) console.warn('[offline] save for offline failed:', error);
    setSaveState(signal.aborted ? { status: 'idle', error: undefined } : { status: 'failed', error: 'failed' });
  } finally {
    controller = undefined;
  }
}

/** Stops a running save; what was saved before stays as it was. */
export function cancelSaveForOffline(): void {
  controller?.abort();
}

/** The runtime caches "Hapus data offline" empties: every cache of read data (never the form outbox). */
const READ_CACHES = Object.values(RUNTIME_CACHES);

/**
 * "Hapus data offline" (decision 071): forgets the saved and browsed data — the query cache (the persister
 * then writes the empty cache), the worker's read caches, the kept dataset and the save record. Queued forms stay.
 */
export async function removeOfflineData(client: QueryClient): Promise<void> {
  cancelSaveForOffline();
  client.removeQueries();
  if (typeof caches !== 'undefined') await Promise.all(READ_CACHES.map((name) => caches.delete(name)));
  await del(SAVE_RECORD_KEY).catch(() => undefined);
  answerFrom(undefined);
  await removeDatasets().catch(() => undefined);
  setSaveState({ status: 'idle', done: 0, total: 0, record: undefined, error: undefined });
}

/**
 * After an update, or whenever the persisted query cache was discarded (a new build's buster, decision
 * 071, or its 7-day age): the query cache is filled again from the kept dataset, with this build's own
 * query functions and without the network — an update never throws saved data away (decision 101). A
 * save from before datasets were kept is downloaded again instead, as soon as the server answers.
 * Resolves to true when the query cache was refilled.
 */
export async function restoreSavedData(client: QueryClient): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const record = getSaveState().record ?? (await loadRecord());
  if (!record || getSaveState().status === 'saving' || client.getQueryData(offlineKeys.filled(record.finishedAt))) return false;
  if (!getSaveState().record) setSaveState({ record });
  const dataset = record.dataset ? await savedDataset() : undefined;
  if (!dataset) {
    if (record.build !== __BUILD_ID__ && (await probeServer())) await saveForOffline(client, record.lang);
    return false;
  }
  const datasets = await ensureOfflineDatasets().then(offlineDatasets);
  await fillFromDataset(client, { lang: dataset.lang, read: dataset.get }, datasets, {
    signal: new AbortController().signal,
    network: false,
    progress: () => undefined,
  });
  client.setQueryData(offlineKeys.filled(record.finishedAt), true);
  if (record.build !== __BUILD_ID__) {
    const updated: SaveRecord = { ...record, build: __BUILD_ID__ };
    await set(SAVE_RECORD_KEY, updated);
    setSaveState({ record: updated });
  }
  return true;
}

/**
 * The kept dataset answers the reads the server cannot answer now (decision 101): a saved product or
 * article page is read from it on demand, one chunk at a time, instead of being filled into the query cache
 * with every other one at save time. Opened on the first such read; swapped with the save.
 */
let opened: Promise<DatasetReader | undefined> | undefined;
function savedDataset(): Promise<DatasetReader | undefined> {
  opened ??= loadRecord().then((record) => (record?.dataset ? openDataset(record.dataset) : undefined));
  return opened;
}
function answerFrom(key: string | undefined) {
  opened = key ? openDataset(key) : Promise.resolve(undefined);
}
/** What the kept dataset answers for these reads (each chunk read once), for the offline search. */
export async function savedAnswers(keys: readonly string[]): Promise<Map<string, unknown>> {
  return (await savedDataset())?.getMany(keys) ?? new Map();
}
/** The kept dataset's answer to one read, if it holds one. */
export const savedRead = async (key: string): Promise<unknown> => (await savedDataset())?.get(key);
// Only in a browser with IndexedDB (not in the server's render): every read may fall back to the saved dataset.
// Until this module is loaded, src/offline/start.ts registers a reader that loads it on the first such read.
if (typeof indexedDB !== 'undefined') setSavedReads(savedRead);

function rememberVersion(version: string) {
  try {
    localStorage.setItem(LATEST_VERSION_KEY, version);
  } catch {
    // no localStorage: the next visit asks again
  }
}

/** How long the browser may keep a read (the API's `Cache-Control: public, max-age=60`, decision 140). */
const READ_MAX_AGE_MS = 60_000;

/** The worker's stale-while-revalidate and network-first read caches (never media, tiles or the outbox). */
const BROWSING_CACHES = [
  RUNTIME_CACHES.catalogue,
  RUNTIME_CACHES.dealers,
  RUNTIME_CACHES.serviceCenters,
  RUNTIME_CACHES.regions,
  RUNTIME_CACHES.api,
];

/**
 * On an online visit (decision 253): asks the server for its content version; when it differs from the one
 * the caches were filled with, the worker's copies of reads are dropped and what is shown is fetched again,
 * and a save of another version is refreshed in the background (swapped when complete; until then
 * "data as of …" says it is stale). Resolves to what it did.
 */
export async function refreshIfContentChanged(client: QueryClient, lang: Lang): Promise<'unchanged' | 'refreshed' | 'unknown'> {
  let version: string;
  try {
    version = (await apiGet(contentVersion, { query: { lang } })).data.version;
  } catch {
    return 'unknown'; // offline, or a server without the version: nothing to compare
  }
  const seen = readLatestVersion();
  rememberVersion(version);
  setSaveState({ latestVersion: version });
  const changed = seen !== undefined && seen !== version;
  if (changed) {
    // The browser's HTTP cache may hold a read from the last minute (max-age 60): the refetches go past it.
    revalidateReadsFor(READ_MAX_AGE_MS);
    if (typeof caches !== 'undefined') await Promise.all(BROWSING_CACHES.map((name) => caches.delete(name)));
    await client.invalidateQueries();
  }
  const record = getSaveState().record ?? (await loadRecord());
  if (record && record.version !== version && getSaveState().status !== 'saving') {
    if (!getSaveState().record) setSaveState({ record });
    void saveForOffline(client, record.lang);
    return 'refreshed';
  }
  return changed ? 'refreshed' : 'unchanged';
}
