import 'fake-indexeddb/auto';
import { clear, get, keys, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { DATASET_KEY_PREFIX, openDataset, removeDatasets, storeDataset, type DatasetReads } from './offline-dataset';

// The kept dataset in chunks (docs/decisions/101-save-for-offline.md): one read costs one
// chunk, never the whole dataset; a dataset kept in the earlier single-value format is still read.

/** `count` product pages of about 600 characters each, under keys as `readKey` writes them. */
function productPages(count: number): DatasetReads {
  const reads: DatasetReads = new Map();
  for (let i = 0; i < count; i++) {
    const slug = `produk-${String(i).padStart(5, '0')}`;
    reads.set(`v3/products/find?lang=id&slug=${slug}`, { data: { id: i, slug, name: `Produk ${i}`, description: 'x'.repeat(560) } });
  }
  reads.set('v2/milestone?lang=id', { data: [{ year: 2016 }] });
  return reads;
}

describe('kept dataset', () => {
  beforeEach(() => clear());

  it('is cut into compressed chunks, and a read loads only the chunk that holds it', async () => {
    const reads = productPages(2000); // ~1.2 MB of JSON
    const { key, bytes, stored } = await storeDataset({ version: 'v1', lang: 'id', reads });
    expect(bytes).toBeGreaterThan(1_200_000);
    const chunks = (await keys()).map(String).filter((k) => k.startsWith(`${key}#`));
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    // Each chunk is far smaller than the whole (gzip where the runtime has it).
    const sizes = await Promise.all(chunks.map(async (chunk) => ((await get<ArrayBuffer>(chunk)) as ArrayBuffer).byteLength));
    for (const size of sizes) expect(size).toBeLessThan(bytes / 4);
    // What the panel reports as kept is what the chunks hold, not the JSON's size.
    expect(stored).toBe(sizes.reduce((sum, size) => sum + size, 0));
    expect(stored).toBeLessThan(bytes / 4);

    const reader = await openDataset(key);
    expect(reader).toMatchObject({ version: 'v1', lang: 'id' });
    for (const i of [0, 1, 777, 1999]) {
      const slug = `produk-${String(i).padStart(5, '0')}`;
      expect(await reader?.get(`v3/products/find?lang=id&slug=${slug}`)).toEqual(reads.get(`v3/products/find?lang=id&slug=${slug}`));
    }
    expect(await reader?.get('v2/milestone?lang=id')).toEqual({ data: [{ year: 2016 }] });
    // Not saved: before the first key, between two, after the last, another language.
    for (const absent of ['a', 'v3/products/find?lang=id&slug=produk-00000a', 'zzz', 'v3/products/find?lang=en&slug=produk-00001']) {
      expect(await reader?.get(absent)).toBeUndefined();
    }
    const many = await reader?.getMany(['v2/milestone?lang=id', 'v3/products/find?lang=id&slug=produk-01500', 'nope?lang=id']);
    expect([...(many?.keys() ?? [])].sort()).toEqual(['v2/milestone?lang=id', 'v3/products/find?lang=id&slug=produk-01500']);
  });

  it('reads a dataset kept whole by an earlier build (decision 101: saved data survives an update)', async () => {
    const key = `${DATASET_KEY_PREFIX}1-old`;
    const text = JSON.stringify({ 'v2/milestone?lang=id': { data: [{ year: 2016 }] } });
    await set(key, { version: 'v0', lang: 'id', gzip: false, data: await new Blob([text]).arrayBuffer() });
    const reader = await openDataset(key);
    expect(await reader?.get('v2/milestone?lang=id')).toEqual({ data: [{ year: 2016 }] });
    expect(await reader?.get('v2/other?lang=id')).toBeUndefined();
  });

  it('answers undefined once the dataset is gone, and removing keeps only the one named, with its chunks', async () => {
    const first = await storeDataset({ version: 'v1', lang: 'id', reads: productPages(900) });
    const second = await storeDataset({ version: 'v2', lang: 'id', reads: productPages(900) });
    const reader = await openDataset(first.key);
    await removeDatasets(second.key);
    const left = (await keys()).map(String);
    expect(left.some((k) => k === first.key || k.startsWith(`${first.key}#`))).toBe(false);
    expect(left.filter((k) => k.startsWith(`${second.key}#`)).length).toBeGreaterThan(1);
    expect(await reader?.get('v3/products/find?lang=id&slug=produk-00899')).toBeUndefined();
    expect(await openDataset(first.key)).toBeUndefined();
    expect(await (await openDataset(second.key))?.get('v3/products/find?lang=id&slug=produk-00899')).toMatchObject({ data: { id: 899 } });
  });
});
