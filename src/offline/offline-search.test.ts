import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../contract/catalogue';
import { registerOfflineDataset, setOfflineDatasetLoader } from './offline-datasets';
import { hasSearchableData } from './offline-search';

// The datasets of "Simpan untuk offline" load when the device is searched, not at every start-up
// (docs/decisions/112-start-up-and-the-shell.md).
describe('hasSearchableData', () => {
  afterEach(() => setOfflineDatasetLoader(async () => undefined));

  it('loads the datasets on first need, then answers from what they find in the cache', async () => {
    let loads = 0;
    setOfflineDatasetLoader(async () => {
      loads++;
      registerOfflineDataset({
        id: 'test-products',
        label: { id: 'test' },
        save: async () => 0,
        searchable: () => ({ products: [{ id: 1, name: 'Insta360 X5' } as ProductSummary] }),
      });
    });
    expect(loads).toBe(0);
    expect(await hasSearchableData(new QueryClient(), 'id')).toBe(true);
    expect(await hasSearchableData(new QueryClient(), 'id')).toBe(true);
    expect(loads).toBe(1);
  });

  it("is false when their code cannot load, so the read's own error stands", async () => {
    vi.resetModules(); // a registry with nothing registered yet
    const datasets = await import('./offline-datasets');
    const search = await import('./offline-search');
    datasets.setOfflineDatasetLoader(() => Promise.reject(new Error('chunk out of reach')));
    await expect(search.hasSearchableData(new QueryClient(), 'en')).resolves.toBe(false);
  });
});
