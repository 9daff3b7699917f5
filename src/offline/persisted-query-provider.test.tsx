import 'fake-indexeddb/auto';
import { QueryClient, useIsRestoring, useQuery } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { render, screen, waitFor } from '@testing-library/react';
import { clear, get } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PersistedQueryClientProvider } from './persisted-query-provider';
import { createPersistOptions, holdPersisting, PERSIST_KEY } from './query-persister';

// A save is throttled (PERSIST_THROTTLE_MS) and then serialises the cache into fake IndexedDB; on a loaded
// 2-core CI machine that has taken over 3 s. These waits bound how long a save may take, not how soon.
const SAVE_WAIT_MS = 10_000;
const KEY = ['dealers', 'list', 'id', 'offline_store'];

function Dealers({ queryFn }: { queryFn: () => Promise<string[]> }) {
  const restoring = useIsRestoring();
  const query = useQuery({ queryKey: KEY, queryFn, staleTime: Infinity });
  return (
    <p>
      {restoring ? 'restoring' : 'restored'}: {query.data?.join(', ') ?? 'none'}
    </p>
  );
}

const renderDealers = (client: QueryClient, queryFn: () => Promise<string[]>) =>
  render(
    <PersistedQueryClientProvider client={client} persistOptions={createPersistOptions(undefined, 'build-1')}>
      <Dealers queryFn={queryFn} />
    </PersistedQueryClientProvider>,
  );

describe('PersistedQueryClientProvider (docs/product.md §10 persistence, docs/product.md §2.1 start-up)', () => {
  beforeEach(async () => {
    await clear();
    localStorage.clear();
  });

  it(
    'holds queries while restoring, then shows the restored data without fetching, and saves later changes',
    { timeout: 30_000 },
    async () => {
      const saved = new QueryClient();
      saved.setQueryData(KEY, ['Toko Kamera Jaya']);
      await persistQueryClientSave({ queryClient: saved, ...createPersistOptions(undefined, 'build-1') });

      const client = new QueryClient();
      const queryFn = vi.fn(async () => ['from the network']);
      renderDealers(client, queryFn);
      expect(screen.getByText('restoring: none')).toBeInTheDocument();
      expect(await screen.findByText('restored: Toko Kamera Jaya')).toBeInTheDocument();
      expect(queryFn).not.toHaveBeenCalled();

      client.setQueryData(KEY, ['Toko Baru']);
      await waitFor(async () => expect(await get(PERSIST_KEY)).toEqual(expect.stringContaining('Toko Baru')), { timeout: SAVE_WAIT_MS });
    },
  );

  it('fetches once restoring has ended with nothing stored (a first visit)', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(async () => ['from the network']);
    renderDealers(client, queryFn);
    expect(await screen.findByText('restored: from the network')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it(
    'writes the cache once after a burst of changes, and not while a save holds it (docs/decisions/101)',
    { timeout: 30_000 },
    async () => {
      const writes: string[] = [];
      const storage = {
        getItem: async () => undefined,
        setItem: async (_key: string, value: string) => void writes.push(value),
        removeItem: async () => undefined,
      };
      const client = new QueryClient();
      const queryFn = vi.fn(async () => ['from the network']);
      render(
        <PersistedQueryClientProvider client={client} persistOptions={createPersistOptions(storage, 'build-1')}>
          <Dealers queryFn={queryFn} />
        </PersistedQueryClientProvider>,
      );
      expect(await screen.findByText('restored: from the network')).toBeInTheDocument();
      await waitFor(() => expect(writes).toHaveLength(1), { timeout: SAVE_WAIT_MS });
      const release = holdPersisting();
      for (let i = 0; i < 300; i++) client.setQueryData(['saved', i], i);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(writes).toHaveLength(1);
      release();
      await waitFor(() => expect(writes).toHaveLength(2), { timeout: SAVE_WAIT_MS });
      expect(writes[1]).toContain('"saved",299');
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(writes).toHaveLength(2);
    },
  );
});
