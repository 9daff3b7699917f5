import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';
import type { Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

declare const __BUILD_ID__: string;

/** How long a persisted cache is trusted; the query client keeps queries at least this long (gcTime Infinity, decision 071). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
export const PERSIST_KEY = 'denka-query-cache';
/** Queries under this key root are personal (account, registrations, warranty checks): kept in memory only,
 * never written to IndexedDB — a shop's shared phone must not keep them (docs/product.md §6). */
export const PRIVATE_QUERY_ROOT = 'accounts';

export const shouldPersistQuery = (query: Query) => query.queryKey[0] !== PRIVATE_QUERY_ROOT && defaultShouldDehydrateQuery(query);

type AsyncStorage = {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<void>;
};

/** Set in localStorage once a cache was written: a first visit does not open IndexedDB just to find nothing. */
export const SAVED_MARKER_KEY = 'denka-query-cache-saved';

function marker(action: 'read' | 'set' | 'remove'): boolean {
  try {
    if (action === 'set') localStorage.setItem(SAVED_MARKER_KEY, '1');
    else if (action === 'remove') localStorage.removeItem(SAVED_MARKER_KEY);
    else return localStorage.getItem(SAVED_MARKER_KEY) === '1';
    return true;
  } catch {
    return true; // no localStorage (some private modes): always look in IndexedDB
  }
}

/**
 * idb-keyval as the persister's storage: the cache survives reloads and a stopped server (docs/product.md §10).
 * Queries wait for the restore before they fetch, so a first visit (no cache written yet) answers at
 * once instead of creating IndexedDB first — the page's first reads start earlier (decision 113).
 */
export const idbStorage: AsyncStorage = {
  getItem: async (key) => (marker('read') ? (await import('idb-keyval')).get<string>(key) : undefined),
  setItem: async (key, value) => {
    await (await import('idb-keyval')).set(key, value);
    marker('set');
  },
  removeItem: async (key) => {
    marker('remove');
    await (await import('idb-keyval')).del(key);
  },
};

/**
 * TanStack's IndexedDB persister, made with its first use. Its code and idb-keyval's load then, not with the
 * shell (docs/decisions/112-start-up-and-the-shell.md): a first visit's restore, with nothing saved, loads
 * neither.
 */
function lazyPersister(storage: AsyncStorage): Persister {
  let made: Promise<Persister> | undefined;
  const persister = () =>
    (made ??= import('@tanstack/query-async-storage-persister').then(({ createAsyncStoragePersister }) =>
      createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: 500 }),
    ));
  return {
    persistClient: async (client) => (await persister()).persistClient(client),
    restoreClient: async () => (storage === idbStorage && !marker('read') ? undefined : (await persister()).restoreClient()),
    removeClient: async () => (await persister()).removeClient(),
  };
}

/** True where IndexedDB exists (not in some private modes or test DOMs): otherwise nothing is persisted. */
export function canPersist(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * The persist options of the app's query client: IndexedDB, 7 days, and a new build discards the
 * old cache (its shapes may have changed).
 */
export function createPersistOptions(
  storage: AsyncStorage = idbStorage,
  buster: string = __BUILD_ID__,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: lazyPersister(storage),
    maxAge: PERSIST_MAX_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  };
}

/**
 * While held, the persisted cache is not written (docs/decisions/101-save-for-offline.md):
 * "Simpan untuk offline" fills thousands of queries in a burst, and each write serialises the whole cache.
 * The write skipped meanwhile happens once the last hold is released.
 */
let holds = 0;
const released = new Set<() => void>();
export const isPersistingHeld = () => holds > 0;
export function holdPersisting(): () => void {
  holds++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    holds--;
    if (holds === 0) for (const listener of released) listener();
  };
}
/** Called when the last hold is released. */
export function onPersistingReleased(listener: () => void): () => void {
  released.add(listener);
  return () => released.delete(listener);
}
