import { createStore, del, get, promisifyRequest, set, values, type UseStore } from 'idb-keyval';
import type { OutboxEntry } from './outbox-policy';

// Where outbox entries live (decision 091): one IndexedDB record per entry, keyed by its id, shared by the
// service worker (which adds, sends and updates them) and the page (which lists them, reads a refused entry's
// values back for correction, and removes what the visitor discards). Per-key writes, so the two never
// overwrite each other's entries. The database name is fixed: an app update keeps it (never renamed/cleared).

export const OUTBOX_DB = 'denka-outbox';
export const OUTBOX_STORE = 'entries';

let store: UseStore | undefined;
const outboxStore = () => (store ??= createStore(OUTBOX_DB, OUTBOX_STORE));

const isEntry = (value: unknown): value is OutboxEntry =>
  typeof value === 'object' && value !== null && (value as { v?: unknown }).v === 1 && typeof (value as { id?: unknown }).id === 'string';

/** Every entry, oldest first. Records of an unknown (future) version are left alone, not deleted. */
export async function listEntries(): Promise<OutboxEntry[]> {
  const all = await values<unknown>(outboxStore());
  return all.filter(isEntry).sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function getEntry(id: string): Promise<OutboxEntry | undefined> {
  const value = await get<unknown>(id, outboxStore());
  return isEntry(value) ? value : undefined;
}

export const putEntry = (entry: OutboxEntry) => set(entry.id, entry, outboxStore());
export const deleteEntry = (id: string) => del(id, outboxStore());

/**
 * Writes an entry's new state only if it is still there: an entry the visitor discarded (or corrected and
 * resent) while the worker was sending it is not brought back. One transaction, so it cannot interleave.
 */
export function replaceEntry(entry: OutboxEntry): Promise<boolean> {
  return outboxStore()('readwrite', (objectStore) =>
    promisifyRequest(objectStore.getKey(entry.id)).then((found) => {
      if (found === undefined) return false;
      objectStore.put(entry, entry.id);
      return promisifyRequest(objectStore.transaction).then(() => true);
    }),
  );
}
