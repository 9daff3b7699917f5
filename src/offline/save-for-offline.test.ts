import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { clear, get, keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../contract/catalogue';
import type { Milestone } from '../contract/content';
import { milestoneList } from '../contract/endpoints/content';
import { renderHook } from '@testing-library/react';

// "Simpan untuk offline" over the dataset endpoint (decisions 101 and 253): the part answers are the only
// network the data needs; nothing saved before changes until a download is complete; an update refills the
// query cache from the kept dataset without the network; a new content version refreshes the save.

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
const MILESTONES = ['test-milestones', 'id'];
const MILESTONE_READ = 'v2/milestone?lang=id';
const milestone = (year: number): Milestone => ({ year, brand_count: year - 2014, title: `Tahun ${year}`, text: 'teks' });

// Datasets as features register them: one fills the cache through its own query function (apiGet), one
// with a local list and images. Registered in each fresh module graph (a new build is a new page).
async function registerTestDatasets() {
  const { registerOfflineDataset } = await import('./offline-datasets');
  const { apiGet } = await import('../lib/api-client');
  registerOfflineDataset({
    id: 'company',
    label: { id: 'test-company' }, // not a macro: test strings stay out of the catalogs
    async save(ctx) {
      const list = await ctx.fetch({
        queryKey: MILESTONES,
        queryFn: async () => (await apiGet(milestoneList, { query: { lang: 'id' } })).data,
      });
      return list.length;
    },
  });
  registerOfflineDataset({
    id: 'catalogue',
    label: { id: 'test-catalogue' },
    async save(ctx) {
      const list = await ctx.fetch({
        queryKey: KEY,
        queryFn: async () => [product(1, 'Hollyland Lark M2S', 'Hollyland'), product(2, 'Insta360 X4', 'Insta360')],
      });
      ctx.progress(0, list.length);
      for (const [i, item] of list.entries()) {
        await ctx.saveImage(item.image_base.url);
        ctx.progress(i + 1, list.length);
      }
      return list.length;
    },
    searchable: (client) => ({ products: client.getQueryData<ProductSummary[]>(KEY) ?? [] }),
  });
}

type Server = { version: string; years: number[]; failPart?: string | undefined; down?: boolean; preparing?: number; failRead?: boolean };
let server: Server;
let requests: string[];

function answer(url: string, init?: RequestInit): Response {
  if (server.down) throw new TypeError('Failed to fetch');
  if (init?.method === 'HEAD') return new Response(null, { status: 200 });
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname.endsWith('/v2/offline/version')) return Response.json({ data: { version: server.version } });
  if (pathname.endsWith('/v2/offline/dataset')) {
    const part = searchParams.get('part') ?? '';
    if (part === server.failPart) return Response.json({ message: 'boom' }, { status: 500 });
    if (part !== 'base' && server.preparing && server.preparing-- > 0) {
      return Response.json({ message: 'Offline dataset part is being prepared' }, { status: 503, headers: { 'Retry-After': '2' } });
    }
    const list = {
      data: { current_page: 1, last_page: 1, total: 1, data: [{ slug: 'x', image_base: { url: '/media/products/p9-640.webp' } }] },
    };
    // A part brings its thumbnails (decision 101): here the first product's.
    const thumbnail = { type: 'image/webp', base64: btoa('y'.repeat(1500)) };
    const reads =
      part === 'base'
        ? { 'v3/products/fetch?lang=id&page=1&per_page=100': list }
        : { [MILESTONE_READ]: { data: server.years.map(milestone) }, 'media:/media/products/p1-640.webp': thumbnail };
    return Response.json({ data: { version: server.version, part, parts: ['base', 'articles-1'], reads } });
  }
  if (pathname.startsWith('/media/')) return new Response(new Blob(['x'.repeat(1000)]), { status: 200 });
  if (pathname.endsWith('/v2/milestone'))
    return server.failRead ? Response.json({ message: 'boom' }, { status: 500 }) : Response.json({ data: server.years.map(milestone) });
  return Response.json({ message: 'not here' }, { status: 404 });
}

async function freshModule() {
  vi.resetModules();
  await registerTestDatasets();
  return { ...(await import('./save-for-offline')), searchOnDevice: (await import('./offline-search')).searchOnDevice };
}

describe('save for offline', () => {
  beforeEach(async () => {
    await clear();
    localStorage.clear();
    server = { version: 'v1', years: [2016, 2024] };
    requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(String(input));
        return answer(String(input), init);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the parts, fills the query cache through the query functions, counts bytes and keeps a record', async () => {
    const { saveForOffline, useSaveForOffline, SAVE_RECORD_KEY, searchOnDevice } = await freshModule();
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    expect(result.current).toMatchObject({ status: 'done', latestVersion: 'v1' });
    expect(result.current.done).toBe(result.current.total);
    const record = await get(SAVE_RECORD_KEY);
    expect(record).toMatchObject({ lang: 'id', items: { catalogue: 2, company: 2 }, version: 'v1' });
    expect(record?.bytes).toBeGreaterThan(2500); // a thumbnail of 1500 bytes in a part, one of 1000 fetched, and the dataset
    expect(client.getQueryData<Milestone[]>(MILESTONES)?.map((m) => m.year)).toEqual([2016, 2024]);
    // The milestone read came from the dataset part, not from its own endpoint.
    expect(requests.filter((url) => url.includes('/v2/milestone'))).toEqual([]);
    expect(requests.filter((url) => url.includes('/v2/offline/dataset'))).toHaveLength(2);
    // Of the two thumbnails the dataset names, only the one no part brought is fetched by itself (decision 101).
    expect(requests.filter((url) => url.startsWith('/media/')).sort()).toEqual(['/media/products/p2-640.webp']);
    // …and the saved data is searchable on the device, by prefix and with a typo.
    expect((await searchOnDevice(client, 'id', 'Lark')).products.map((p) => p.name)).toEqual(['Hollyland Lark M2S']);
    expect((await searchOnDevice(client, 'id', 'holyland')).products.map((p) => p.name)).toEqual(['Hollyland Lark M2S']);
  });

  it("keeps the thumbnails in the worker's media cache, not only in the browser's HTTP cache", async () => {
    const { saveForOffline, SAVE_RECORD_KEY } = await freshModule();
    const { RUNTIME_CACHES } = await import('./cache-names');
    const stored = new Map<string, Response>();
    vi.stubGlobal('caches', {
      open: async (name: string) => ({ put: async (url: string, response: Response) => void stored.set(`${name} ${url}`, response) }),
      delete: async () => true,
    });
    await saveForOffline(new QueryClient(), 'id');
    const media = ['/media/products/p1-640.webp', '/media/products/p2-640.webp'];
    expect([...stored.keys()].sort()).toEqual(media.map((url) => `${RUNTIME_CACHES.media} ${url}`));
    // The one the part brought, decoded with its type; the one fetched by itself.
    const bundled = stored.get(`${RUNTIME_CACHES.media} ${media[0]}`);
    expect(bundled?.headers.get('Content-Type')).toBe('image/webp');
    expect(await bundled?.text()).toBe('y'.repeat(1500));
    expect((await stored.get(`${RUNTIME_CACHES.media} ${media[1]}`)?.blob())?.size).toBe(1000);
    // The kept dataset holds the reads, not the images.
    const { openDataset } = await import('./offline-dataset');
    const record = await get(SAVE_RECORD_KEY);
    const kept = await openDataset(record.dataset);
    expect(await kept?.get(MILESTONE_READ)).toBeDefined();
    expect(await kept?.get('media:/media/products/p1-640.webp')).toBeUndefined();
  });

  it('re-renders its progress at most every 100 ms, not once per item (the top scale reports ~33,000 items)', async () => {
    const { saveForOffline, useSaveForOffline } = await freshModule();
    const { registerOfflineDataset } = await import('./offline-datasets');
    const ITEMS = 1500;
    registerOfflineDataset({
      id: 'bulk',
      label: { id: 'test-bulk' },
      async save(ctx) {
        for (let i = 1; i <= ITEMS; i++) {
          ctx.progress(i, ITEMS);
          await new Promise((resolve) => setImmediate(resolve)); // a task per item, as a saved image is
        }
        return ITEMS;
      },
    });
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useSaveForOffline();
    });
    const started = performance.now();
    await saveForOffline(new QueryClient(), 'id');
    const elapsed = performance.now() - started;
    expect(result.current).toMatchObject({ status: 'done' });
    expect(result.current.done).toBe(result.current.total);
    expect(renders).toBeLessThan(30 + (2 * elapsed) / 100);
  });

  it('comes back for a part the server is still preparing (503) instead of failing', async () => {
    const { saveForOffline, useSaveForOffline } = await freshModule();
    server.preparing = 1;
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    expect(result.current).toMatchObject({ status: 'done' });
    expect(requests.filter((url) => url.includes('part=articles-1'))).toHaveLength(2);
    expect(client.getQueryData<Milestone[]>(MILESTONES)?.map((m) => m.year)).toEqual([2016, 2024]);
  });

  it('does not start, and keeps what was saved, when the server cannot be reached', async () => {
    const { saveForOffline, useSaveForOffline, SAVE_RECORD_KEY } = await freshModule();
    server.down = true;
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    expect(result.current).toMatchObject({ status: 'failed', error: 'unreachable' });
    expect(client.getQueryData(KEY)).toBeUndefined();
    expect(await get(SAVE_RECORD_KEY)).toBeUndefined();
  });

  it('leaves the previous save whole when a download fails half-way (decision 101)', async () => {
    const { saveForOffline, useSaveForOffline, SAVE_RECORD_KEY } = await freshModule();
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    const first = await get(SAVE_RECORD_KEY);
    server = { version: 'v2', years: [2016, 2020, 2024], failPart: 'articles-1' };
    await saveForOffline(client, 'id');
    expect(result.current).toMatchObject({ status: 'failed', error: 'failed' });
    expect(await get(SAVE_RECORD_KEY)).toEqual(first);
    expect(client.getQueryData<Milestone[]>(MILESTONES)?.map((m) => m.year)).toEqual([2016, 2024]);
    expect(await keys()).toContain(first.dataset);
    // The next complete save swaps: its dataset replaces the old one, which goes.
    server.failPart = undefined;
    await saveForOffline(client, 'id');
    const second = await get(SAVE_RECORD_KEY);
    expect(second).toMatchObject({ version: 'v2' });
    expect(client.getQueryData<Milestone[]>(MILESTONES)?.map((m) => m.year)).toEqual([2016, 2020, 2024]);
    // The kept dataset is its record plus its chunks (decision 101): the old one's chunks go with it.
    const datasetKeys = (await keys()).map(String).filter((key) => key.startsWith('denka-offline-dataset:'));
    expect(datasetKeys.filter((key) => !key.includes('#'))).toEqual([second.dataset]);
    expect(datasetKeys.every((key) => key === second.dataset || key.startsWith(`${second.dataset}#`))).toBe(true);
    expect(datasetKeys.length).toBeGreaterThan(1);
  });

  it('answers a saved read the query cache does not hold from the kept dataset, only when the server cannot be reached (decision 101)', async () => {
    const { saveForOffline } = await freshModule();
    const { apiGet, ApiError } = await import('../lib/api-client');
    const read = () => apiGet(milestoneList, { query: { lang: 'id' } }).then((answer) => answer.data.map((m) => m.year));
    // Not saved yet: the error stands (the page says "not saved").
    server.down = true;
    await expect(read()).rejects.toBeInstanceOf(ApiError);
    server.down = false;
    await saveForOffline(new QueryClient(), 'id');
    // Online, the network answers (the server's content changed since the save).
    server.years = [2016, 2020, 2024];
    expect(await read()).toEqual([2016, 2020, 2024]);
    // Offline (a new page: the query cache is empty), the kept dataset answers, through the same apiGet.
    vi.resetModules();
    const fresh = await import('../lib/api-client');
    await import('./save-for-offline');
    server.down = true;
    expect(await fresh.apiGet(milestoneList, { query: { lang: 'id' } }).then((answer) => answer.data.map((m) => m.year))).toEqual([
      2016, 2024,
    ]);
    // A read the dataset does not hold keeps its error.
    await expect(fresh.apiGet(milestoneList, { query: { lang: 'en' } })).rejects.toMatchObject({ status: 0 });
    // A server error is not "unreachable": it is not hidden behind saved data.
    server.down = false;
    server.failRead = true;
    await expect(fresh.apiGet(milestoneList, { query: { lang: 'id' } })).rejects.toMatchObject({ status: 500 });
    server.failRead = false;
    // "Hapus data offline": nothing answers any more.
    server.down = true;
    const module = await import('./save-for-offline');
    await module.removeOfflineData(new QueryClient());
    await expect(fresh.apiGet(milestoneList, { query: { lang: 'id' } })).rejects.toMatchObject({ status: 0 });
  });

  it('after an update, refills the discarded query cache from the kept dataset without the network (decision 101)', async () => {
    const before = await freshModule();
    await before.saveForOffline(new QueryClient(), 'id');
    const record = await get(before.SAVE_RECORD_KEY);
    await set(before.SAVE_RECORD_KEY, { ...record, build: 'an-older-build' });
    // The new build starts with an empty query cache (the persister's buster) and no server.
    const after = await freshModule();
    server.down = true;
    requests = [];
    const client = new QueryClient();
    expect(await after.restoreSavedData(client)).toBe(true);
    expect(client.getQueryData<Milestone[]>(MILESTONES)?.map((m) => m.year)).toEqual([2016, 2024]);
    expect(client.getQueryData(KEY)).toHaveLength(2);
    expect(requests).toEqual([]);
    expect(await get(after.SAVE_RECORD_KEY)).toMatchObject({ build: expect.not.stringMatching('an-older-build'), version: 'v1' });
    // Once refilled, nothing to do; a query cache lost otherwise (its 7-day age) is refilled the same way.
    expect(await after.restoreSavedData(client)).toBe(false);
    const emptied = new QueryClient();
    expect(await after.restoreSavedData(emptied)).toBe(true);
    expect(emptied.getQueryData(KEY)).toHaveLength(2);
    expect(requests).toEqual([]);
  });

  it('refreshes what is shown and the save when the content version changed (decision 253)', async () => {
    const { saveForOffline, refreshIfContentChanged, useSaveForOffline, isStale } = await freshModule();
    const client = new QueryClient();
    const { result } = renderHook(() => useSaveForOffline());
    await saveForOffline(client, 'id');
    expect(await refreshIfContentChanged(client, 'id')).toBe('unchanged');
    const shown = vi.fn(async () => 'fresh');
    await client.fetchQuery({ queryKey: ['shown'], queryFn: shown });
    server = { version: 'v2', years: [2016, 2020, 2024] };
    expect(await refreshIfContentChanged(client, 'id')).toBe('refreshed');
    expect(result.current.latestVersion).toBe('v2');
    // The reads after the change go past the browser's HTTP cache (it may keep an answer for a minute).
    const { apiGet } = await import('../lib/api-client');
    const fetched = vi.mocked(fetch);
    fetched.mockClear();
    await apiGet(milestoneList, { query: { lang: 'id' } });
    expect(fetched.mock.calls.at(-1)?.[1]).toMatchObject({ cache: 'no-cache' });
    expect(client.getQueryState(['shown'])?.isInvalidated).toBe(true);
    await vi.waitFor(() => expect(result.current.status).toBe('done'));
    await vi.waitFor(() => expect(result.current.record?.version).toBe('v2'));
    expect(isStale(result.current.record, result.current.latestVersion)).toBe(false);
    expect(client.getQueryData<Milestone[]>(MILESTONES)?.map((m) => m.year)).toEqual([2016, 2020, 2024]);
    // Stale: a save of v2 while the server says v3 (until the refresh is done).
    expect(isStale(result.current.record, 'v3')).toBe(true);
  });
});
