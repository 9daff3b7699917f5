import { useSyncExternalStore } from 'react';
import type { Lang } from '../contract/common';

declare const __BUILD_ID__: string;

// The state of "Simpan untuk offline" as every page shows it (the offline banner's "Data per …", the panel):
// the record of the last save and the progress of one under way. Apart from the save itself
// (src/offline/save-for-offline.ts), which loads only when a save, a restore or an offline read needs it,
// so that its download and storage code is not part of the shell's initial JS
// (docs/decisions/112-start-up-and-the-shell.md).

export const SAVE_RECORD_KEY = 'denka-offline-save';
/** The content version the server last reported, and the one this device's caches were filled with. */
export const LATEST_VERSION_KEY = 'denka-content-version';

export type SaveRecord = {
  finishedAt: number;
  build: string;
  lang: Lang;
  /**
   * What this save keeps on the device: the compressed dataset plus the thumbnails (the panel's "Data per … · size").
   * Not the JSON's own size, which at the top scale is ~25 times larger than what is stored.
   */
  bytes: number;
  items: Record<string, number>;
  /** What the site stored on the device before and after this save (navigator.storage.estimate; decision 071). */
  usageBefore?: number | undefined;
  usageAfter?: number | undefined;
  seconds?: number | undefined;
  /** The content version saved (decision 253) and the IndexedDB key of the dataset kept (decision 101). */
  version?: string | undefined;
  dataset?: string | undefined;
};
export type SaveState = {
  status: 'idle' | 'saving' | 'done' | 'failed';
  done: number;
  total: number;
  record: SaveRecord | undefined;
  error?: 'unreachable' | 'failed';
  /** The content version the server last reported (kept across visits), to tell a stale save. */
  latestVersion?: string | undefined;
};

let state: SaveState = { status: 'idle', done: 0, total: 0, record: undefined, latestVersion: readLatestVersion() };
const listeners = new Set<() => void>();
let recordLoaded = false;

export function readLatestVersion(): string | undefined {
  try {
    return localStorage.getItem(LATEST_VERSION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function setSaveState(next: Partial<SaveState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/**
 * The record of the last save on this device; undefined without one, or without IndexedDB. idb-keyval loads with
 * this first read, not with the shell (docs/decisions/112-start-up-and-the-shell.md).
 */
export const loadRecord = async (): Promise<SaveRecord | undefined> =>
  typeof indexedDB === 'undefined'
    ? undefined
    : import('idb-keyval').then(({ get }) => get<SaveRecord>(SAVE_RECORD_KEY)).catch(() => undefined);

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!recordLoaded && typeof indexedDB !== 'undefined') {
    recordLoaded = true;
    void loadRecord().then((record) => record && !state.record && setSaveState({ record }));
  }
  return () => listeners.delete(listener);
}

/** The save's state now, outside React. */
export const getSaveState = (): SaveState => state;

/** The save as the header menu and the app views show it. */
export const useSaveForOffline = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

/**
 * A save from an earlier build that kept no dataset (saved before decision 101): its query cache was
 * discarded with the build (decision 071) and nothing can refill it without the network.
 */
export const isOutdated = (record: SaveRecord | undefined) => Boolean(record && record.build !== __BUILD_ID__ && !record.dataset);

/** The content changed on the server since this save (decision 253): "data as of …" says so. */
export const isStale = (record: SaveRecord | undefined, latestVersion: string | undefined) =>
  Boolean(record && latestVersion && record.version !== latestVersion);
