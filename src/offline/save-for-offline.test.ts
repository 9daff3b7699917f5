import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../contract/catalogue';
import { registerOfflineDataset } from './offline-datasets';
import { searchOnDevice } from './offline-search';
import { SAVE_RECORD_KEY, saveForOffline, useSaveForOffline, type SaveRecord } from './save-for-offline';
import { renderHook } from '@testing-library/react';

const product = (id: number, name: string, brand: string): ProductSummary => ({
  id,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  name,
  description: `${name} untuk kreator`,
  price: 1_000_000,
  image_base: { url: `/media/products/p${id}-640.webp` },
  brand: { id: 1, slug: brand.toLowerCase(), name: brand, image_url: null },
  category: { id: 1, slug: 'audio', name: 'Audio' },
});
const KEY = ['test-catalogue', 'id'];

// A dataset as a feature registers it: fills the cache through ctx.fetch, stores images, reports progress.
registerOfflineDataset({
  id: 'catalogue',
  label: { id: 'test-catalogue' }, // not a macro: test strings stay out of the catalogs
  async save(ctx) {
    const list = await ctx.fetch({ queryKey: KEY, queryFn: async () => [product(1, 'Hollyland Lark M2S', 'Hollyland'), product(2, 'Insta360 X4', 'Insta360')] });
    ctx.progress(0, list.length);
    for (const [i, item] of list.entries()) {
      await ctx.saveImage(item.image_base.url);
      ctx.progress(i + 1, list.length);
    }
    return list.length;
  },
  searchable: (client) => ({ products: client.getQueryData<ProductSummary[]>(KEY) ?? [] }),
});

describe('save for offline', () => {
  beforeEach(async () => {
    await clear();
    vi.stubGlobal('fetch', vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'HEAD') return new Response(null, { status: 200 });
      return new Response(new Blob(['x'.repeat(1000)]), { status: 200 });
    }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('runs every dataset into the query cache, counts bytes and keeps a record of the finished save', async () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    expect(result.current).toMatchObject({ status: 'done', done: 2, total: 2 });
    const record = await get<SaveRecord>(SAVE_RECORD_KEY);
    expect(record).toMatchObject({ lang: 'id', items: { catalogue: 2 } });
    // Two thumbnails of 1000 bytes plus the JSON of the list.
    expect(record?.bytes).toBeGreaterThan(2000);
    expect(client.getQueryData(KEY)).toHaveLength(2);
    // …and the saved data is searchable on the device, by prefix and with a typo.
    expect((await searchOnDevice(client, 'id', 'Lark')).products.map((p) => p.name)).toEqual(['Hollyland Lark M2S']);
    expect((await searchOnDevice(client, 'id', 'insta36')).products.map((p) => p.name)).toEqual(['Insta360 X4']);
    expect((await searchOnDevice(client, 'id', 'holyland')).products.map((p) => p.name)).toEqual(['Hollyland Lark M2S']);
  });

  it('does not start, and keeps what was saved, when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    expect(result.current).toMatchObject({ status: 'failed', error: 'unreachable' });
    expect(client.getQueryData(KEY)).toBeUndefined();
    expect(await get(SAVE_RECORD_KEY)).toBeUndefined();
  });
});
