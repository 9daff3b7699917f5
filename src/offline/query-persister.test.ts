import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { clear, get } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPersistOptions, PERSIST_KEY, PERSIST_MAX_AGE_MS, PRIVATE_QUERY_ROOT } from './query-persister';

const KEY = ['dealers', 'list', 'id', 'offline_store'];

async function saveDealers(buster: string) {
  const client = new QueryClient();
  client.setQueryData(KEY, [{ id: 1, name: 'Toko Kamera Jaya' }]);
  await persistQueryClientSave({ queryClient: client, ...createPersistOptions(undefined, buster) });
}

describe('query persister (IndexedDB)', () => {
  beforeEach(() => clear());

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
