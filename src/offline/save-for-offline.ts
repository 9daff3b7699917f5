import type { QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import type { Lang } from '../contract/common';
import { probeServer } from './connection';
import { ensureOfflineDatasets, offlineDatasets, type SaveContext } from './offline-datasets';
import { RUNTIME_CACHES } from './cache-names';

declare const __BUILD_ID__: string;

// The orchestrator of "Simpan untuk offline" (docs/product.md §10, decision 101): runs every registered
// dataset, reports progress, and keeps a record of the last complete save in IndexedDB.

export const SAVE_RECORD_KEY = 'denka-offline-save';

export type SaveRecord = {
  finishedAt: number;
  build: string;
  lang: Lang;
  bytes: number;
  items: Record<string, number>;
  /** What the site stored on the device before and after this save (navigator.storage.estimate; decision 193). */
  usageBefore?: number | undefined;
  usageAfter?: number | undefined;
  seconds?: number | undefined;
};
export type SaveState = {
  status: 'idle' | 'saving' | 'done' | 'failed';
  done: number;
  total: number;
  record: SaveRecord | undefined;
  error?: 'unreachable' | 'failed';
};

let state: SaveState = { status: 'idle', done: 0, total: 0, record: undefined };
const listeners = new Set<() => void>();
let recordLoaded = false;
let controller: AbortController | undefined;

function setState(next: Partial<SaveState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!recordLoaded && typeof indexedDB !== 'undefined') {
    recordLoaded = true;
    void get<SaveRecord>(SAVE_RECORD_KEY).then((record) => record && !state.record && setState({ record }), () => undefined);
  }
  return () => listeners.delete(listener);
}

/** The save as the header menu and the app views show it. */
export const useSaveForOffline = () => useSyncExternalStore(subscribe, () => state, () => state);

/** A saved copy from an earlier build: the query cache was discarded with it (decision 071), so save again. */
export const isOutdated = (record: SaveRecord | undefined) => Boolean(record && record.build !== __BUILD_ID__);

const byteLength = (data: unknown) => new Blob([JSON.stringify(data) ?? '']).size;
const usage = async () => (await navigator.storage?.estimate?.().catch(() => undefined))?.usage;

/** Downloads every dataset into the query cache (and its images into the service worker's cache). */
export async function saveForOffline(client: QueryClient, lang: Lang): Promise<void> {
  if (state.status === 'saving') return;
  controller = new AbortController();
  const { signal } = controller;
  setState({ status: 'saving', done: 0, total: 0, error: undefined });
  // Fresh data only: with the server unreachable the old copy stays as it is.
  if (!(await probeServer())) {
    setState({ status: 'failed', error: 'unreachable' });
    return;
  }
  void navigator.storage?.persist?.().catch(() => false);
  const startedAt = performance.now();
  const usageBefore = await usage();
  // Stale-while-revalidate would hand back the worker's older copy: start those caches empty.
  if (typeof caches !== 'undefined') {
    await Promise.all([RUNTIME_CACHES.catalogue, RUNTIME_CACHES.dealers, RUNTIME_CACHES.serviceCenters, RUNTIME_CACHES.regions].map((name) => caches.delete(name)));
  }

  const datasets = await ensureOfflineDatasets()
    .then(offlineDatasets)
    .catch(() => undefined);
  if (!datasets) {
    setState({ status: 'failed', error: 'failed' });
    return;
  }
  const progress = new Map<string, { done: number; total: number }>(datasets.map((d) => [d.id, { done: 0, total: 1 }]));
  const report = () => {
    const all = [...progress.values()];
    setState({ done: all.reduce((n, p) => n + p.done, 0), total: all.reduce((n, p) => n + p.total, 0) });
  };
  let bytes = 0;
  const context = (id: string): SaveContext => ({
    client,
    lang,
    signal,
    fetch: async (options) => {
      const data = await client.fetchQuery({ ...options, staleTime: 0 });
      bytes += byteLength(data);
      return data;
    },
    saveImage: async (url) => {
      const response = await fetch(url, { signal, credentials: 'omit' }).catch(() => undefined);
      if (response?.ok) bytes += (await response.blob()).size;
    },
    progress: (done, total) => {
      progress.set(id, { done, total: Math.max(total, 1) });
      report();
    },
  });

  try {
    const items: Record<string, number> = {};
    for (const dataset of datasets) {
      items[dataset.id] = await dataset.save(context(dataset.id));
      if (signal.aborted) throw signal.reason;
    }
    const seconds = Math.round((performance.now() - startedAt) / 100) / 10;
    const record: SaveRecord = { finishedAt: Date.now(), build: __BUILD_ID__, lang, bytes, items, usageBefore, usageAfter: await usage(), seconds };
    await set(SAVE_RECORD_KEY, record);
    setState({ status: 'done', record });
  } catch (error) {
    console.warn('[offline] save for offline failed:', error);
    setState(signal.aborted ? { status: 'idle', error: undefined } : { status: 'failed', error: 'failed' });
  } finally {
    controller = undefined;
  }
}

/** Stops a running save; what was fetched so far stays cached. */
export function cancelSaveForOffline(): void {
  controller?.abort();
}

/** The runtime caches "Hapus data offline" empties: every cache of read data (never the form outbox). */
const READ_CACHES = Object.values(RUNTIME_CACHES);

/**
 * "Hapus data offline" (decision 193): forgets the saved and browsed data — the query cache (the persister
 * then writes the empty cache), the worker's read caches and the save record. Queued forms stay.
 */
export async function removeOfflineData(client: QueryClient): Promise<void> {
  cancelSaveForOffline();
  client.removeQueries();
  if (typeof caches !== 'undefined') await Promise.all(READ_CACHES.map((name) => caches.delete(name)));
  await del(SAVE_RECORD_KEY).catch(() => undefined);
  setState({ status: 'idle', done: 0, total: 0, record: undefined, error: undefined });
}

/**
 * After an update (decision 193): the new build discards the old query cache (decision 071), so a device
 * that had saved for offline saves again by itself, in the background, as soon as the server answers —
 * the visitor never has to notice that an update happened. The worker's caches answer meanwhile.
 */
export async function resaveAfterUpdate(client: QueryClient, lang: Lang): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  const record = state.record ?? (await get<SaveRecord>(SAVE_RECORD_KEY).catch(() => undefined));
  if (!record || !isOutdated(record) || state.status === 'saving') return false;
  if (!state.record) setState({ record });
  if (!(await probeServer())) return false; // offline: the next start tries again
  await saveForOffline(client, lang);
  return true;
}
