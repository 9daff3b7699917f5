import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { clear, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPersistOptions, idbStorage, PERSIST_KEY, PERSIST_MAX_AGE_MS, PRIVATE_QUERY_ROOT, SAVED_MARKER_KEY } from './query-persister';

const KEY = ['dealers', 'list', 'id', 'offline_store'];

async function saveDealers(buster: string) {
  const client = new QueryClient();
  client.setQueryData(KEY, [{ id: 1, name: 'Toko Kamera Jaya' }]);
  await persistQueryClientSave({ queryClient: client, ...createPersistOptions(undefined, buster) });
}

describe('query persister (IndexedDB)', () => {
  beforeEach(async () => {
    await clear();
    localStorage.clear();
  });

  it('a first visit (nothing written yet) restores without reading IndexedDB; a written cache is read back', async () => {
    await set(PERSIST_KEY, 'left by an older build without the marker');
    expect(await idbStorage.getItem(PERSIST_KEY)).toBeUndefined();
    await idbStorage.setItem(PERSIST_KEY, 'cache');
    expect(localStorage.getItem(SAVED_MARKER_KEY)).toBe('1');
    expect(await idbStorage.getItem(PERSIST_KEY)).toBe('cache');
    await idbStorage.removeItem(PERSIST_KEY);
    expect(localStorage.getItem(SAVED_MARKER_KEY)).toBeNull();
    expect(await get(PERSIST_KEY)).toBeUndefined();
  });

  it('writes the cache to IndexedDB and restores it into a fresh client', async () => {
    await saveDealers('build-1');
    expect(await get(PERSIST_KEY)).toEqual(expect.stringContaining('Toko Kamera Jaya'));

    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...createPersistOptions(undefined, 'build-1') });
    expect(restored.getQueryData(KEY)).toEqual([{ id: 1, name: 'Toko Kamera Jaya' }]);
  });

  it('discards a cache written by another build', async () => {
    await saveDealers('build-1');
    const restored = new QueryClient();
    await persistQueryClientRestore({ queryClient: restored, ...createPersistOptions(undefined, 'build-2') });
    expect(restored.getQueryData(KEY)).toBeUndefined();
  });

  it('never writes personal (account) queries to IndexedDB', async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, [{ id: 1, name: 'Toko Kamera Jaya' }]);
    client.setQueryData([PRIVATE_QUERY_ROOT, 'me'], { email: 'budi@contoh.id' });
    await persistQueryClientSave({ queryClient: client, ...createPersistOptions(undefined, 'build-1') });
    const stored = await get<string>(PERSIST_KEY);
    expect(stored).toContain('Toko Kamera Jaya');
    expect(stored).not.toContain('budi@contoh.id');
  });

  it('trusts a persisted cache for seven days', () => {
    expect(createPersistOptions(undefined, 'x').maxAge).toBe(PERSIST_MAX_AGE_MS);
    expect(PERSIST_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });
});
