import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ProductsFetchResponseSchema } from '@/contract/catalogue';
import { ContentVersionResponseSchema, OfflineDatasetResponseSchema } from '@/contract/site';
import { CONTENT_TABLES } from '@/server/repositories/offline';
import { bumpContentVersion } from '@/server/studio/content';
import { OFFLINE_MEDIA_PREFIX, type OfflineMediaAnswer } from '@/contract/read-key';
import { chunkImages } from './dataset-reads';
import { PART_WAIT } from './offline-dataset';
import { useTestApp } from '@/server/test/helper';

// The offline dataset endpoint (docs/decisions/101-save-for-offline.md).
const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const part = async (name: string, lang = 'id') => {
  const res = await get(`/api/cms/v2/offline/dataset?lang=${lang}&part=${name}`);
  expect(res.statusCode).toBe(200);
  return OfflineDatasetResponseSchema.parse(res.json()).data;
};

describe('offline dataset', () => {
  it('answers every list in part base, each read exactly as its endpoint answers it, and names the other parts', async () => {
    const base = await part('base');
    expect(base.part).toBe('base');
    expect(base.parts).toEqual(['base', 'products-1', 'articles-1']);
    const keys = Object.keys(base.reads);
    for (const key of [
      'v3/products/fetch?lang=id&page=1&per_page=100',
      'v2/product/brands?lang=id',
      'v2/product/brands?featured=yes&lang=id',
      'v2/product/categories?lang=id',
      'v2/product?lang=id&page=1&per_page=12&sort_by_price=asc',
      'v2/event?lang=id&page=1&size=100',
      'v2/lowongan_kerja?lang=id&page=1&per_page=10',
      'v2/authorized_store?lang=id&page=1&per_page=1000&type=offline_store',
      'v2/authorized_store?lang=id&page=1&per_page=1000&type=online_store',
      'v2/authorized_store/provinces?lang=id',
      'v2/service_center?lang=id',
      'v2/faq?group=warranty&lang=id',
      'v2/web-page/find?lang=id&slug=privacy-policy',
      'v2/milestone?lang=id',
    ]) {
      expect(keys).toContain(key);
    }
    expect(keys.some((key) => key.startsWith('v2/authorized_store?brand='))).toBe(true);
    expect(keys.some((key) => key.startsWith('v2/authorized_store/cities?'))).toBe(true);
    expect(keys.some((key) => key.startsWith('v2/lowongan_kerja/'))).toBe(true);
    for (const key of keys) {
      const direct = await get(`/api/cms/${key}`);
      expect([key, direct.statusCode]).toEqual([key, 200]);
      expect([key, base.reads[key]]).toEqual([key, direct.json()]);
    }
  });

  it('holds every product page in products-1 and every article page with its asides in articles-1', async () => {
    const base = await part('base', 'en');
    const list = ProductsFetchResponseSchema.parse(base.reads['v3/products/fetch?lang=en&page=1&per_page=100']).data;
    const products = await part('products-1', 'en');
    const found = Object.keys(products.reads).filter((key) => key.startsWith('v3/products/find?'));
    expect(found).toHaveLength(list.total);
    expect(products.reads[`v3/products/find?lang=en&slug=${list.data[0]!.slug}`]).toEqual(
      (await get(`/api/cms/v3/products/find?lang=en&slug=${list.data[0]!.slug}`)).json(),
    );
    const articles = await part('articles-1', 'en');
    const articleKeys = Object.keys(articles.reads);
    const first = articleKeys.find((key) => /^v2\/event\/[^?]+\?lang=en$/.test(key))!;
    const slug = first.slice('v2/event/'.length, first.indexOf('?'));
    for (const key of [
      `v2/related-post?lang=en&limit=3&slug=${slug}`,
      `v2/suggested-post?lang=en&limit=3&slug=${slug}`,
      `v2/article/related_product?lang=en&limit=4&slug=${slug}`,
    ]) {
      expect(articleKeys).toContain(key);
    }
    expect(products.version).toBe(base.version);
  });

  it('brings each thumbnail of the lists once, in the part of its first product or article, as /media serves it (decision 101)', async () => {
    const base = await part('base');
    const list = ProductsFetchResponseSchema.parse(base.reads['v3/products/fetch?lang=id&page=1&per_page=100']).data;
    const [products, articles] = [await part('products-1'), await part('articles-1')];
    const media = (reads: Record<string, unknown>) => Object.keys(reads).filter((key) => key.startsWith(OFFLINE_MEDIA_PREFIX));
    expect(media(base.reads)).toEqual([]);
    const productImages = media(products.reads);
    expect(productImages).toContain(`${OFFLINE_MEDIA_PREFIX}${list.data[0]!.image_base.url}`);
    expect(new Set(productImages).size).toBe(productImages.length);
    expect(media(articles.reads).every((key) => key.startsWith(`${OFFLINE_MEDIA_PREFIX}/media/articles/`))).toBe(true);
    expect(media(articles.reads).length).toBeGreaterThan(0);
    const url = list.data[0]!.image_base.url;
    const direct = await get(url);
    const image = products.reads[`${OFFLINE_MEDIA_PREFIX}${url}`] as OfflineMediaAnswer;
    expect(image.type).toBe(direct.headers['content-type']);
    expect(Buffer.from(image.base64, 'base64').equals(direct.rawPayload)).toBe(true);
  });

  it('takes each thumbnail once, in the chunk of its first item', () => {
    expect(chunkImages(['/a', '/b', '/a', '', '/c', '/b', '/d'], 0, 3)).toEqual(['/a', '/b']);
    expect(chunkImages(['/a', '/b', '/a', '', '/c', '/b', '/d'], 3, 6)).toEqual(['/c']);
    expect(chunkImages(['/a', '/b', '/a', '', '/c', '/b', '/d'], 6, 9)).toEqual(['/d']);
  });

  it('sends each part compressed (brotli, else gzip) and answers an unchanged part with 304', async () => {
    const br = await get('/api/cms/v2/offline/dataset?lang=id&part=base', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    const parsed = OfflineDatasetResponseSchema.parse(JSON.parse(brotliDecompressSync(br.rawPayload).toString()));
    expect(br.rawPayload.byteLength).toBeLessThan(JSON.stringify(parsed).length / 4);
    const gzip = await get('/api/cms/v2/offline/dataset?lang=id&part=base', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(parsed);
    const etag = String(br.headers.etag);
    const again = await get('/api/cms/v2/offline/dataset?lang=id&part=base', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses a part that is not one (400) or does not exist (404), and keeps nothing of it', async () => {
    for (const bad of ['', '..%2Fbase', 'base%00', 'products-0', 'products-1x', 'articles--1', 'x'.repeat(5000), 'products-12345']) {
      const res = await get(`/api/cms/v2/offline/dataset?lang=id&part=${bad}`);
      expect([bad.slice(0, 20), res.statusCode]).toEqual([bad.slice(0, 20), 400]);
    }
    expect((await get('/api/cms/v2/offline/dataset?lang=id')).statusCode).toBe(400);
    expect((await get('/api/cms/v2/offline/dataset?lang=xx&part=base')).statusCode).toBe(400);
    expect((await get('/api/cms/v2/offline/dataset?lang=id&part=base&part=products-1')).statusCode).toBe(400);
    const missing = await get('/api/cms/v2/offline/dataset?lang=id&part=products-99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Offline dataset part not found' });
  });

  it('tells a request to come back (503, Retry-After) while its part takes longer than it may wait, and builds on', async () => {
    PART_WAIT.ms = 1;
    try {
      await t.db.transaction((tx) => bumpContentVersion(tx)); // a new version: every part is built again
      const res = await get('/api/cms/v2/offline/dataset?lang=en&part=articles-1');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({ message: 'Offline dataset part is being prepared' });
    } finally {
      PART_WAIT.ms = 15_000;
    }
    await vi.waitFor(async () => expect((await get('/api/cms/v2/offline/dataset?lang=en&part=articles-1')).statusCode).toBe(200), {
      timeout: 20_000,
      interval: 200,
    });
  });

  it('gives the content version, which changes with any saved content and with nothing else', async () => {
    const version = async () => ContentVersionResponseSchema.parse((await get('/api/cms/v2/offline/version')).json()).data.version;
    const answer = await get('/api/cms/v2/offline/version');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
    const before = await version();
    expect(before).toMatch(/^\d+\.[0-9a-f]{32}$/);
    expect(await version()).toBe(before);
    const base = await part('base');
    expect(base.version).toBe(before);
    // A database edit of a dataset table (not through the studio) is seen at once: the table's trigger.
    await t.db.execute(sql`update products set name = name || ' ' where id = (select min(id) from products)`);
    const after = await version();
    expect(after).not.toBe(before);
    expect(after.split('.')[1]).toBe(before.split('.')[1]); // the same database: the same epoch
    expect((await part('base')).version).toBe(after);
    // One transaction, however many statements and tables: one step.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update products set name = rtrim(name) where id = (select min(id) from products)`);
      await tx.execute(sql`update brands set name = name where id = (select min(id) from brands)`);
    });
    expect(Number((await version()).split('.')[0])).toBe(Number(after.split('.')[0]) + 1);
    // Rows no saved page shows (a form submission, a staff session) leave it as it is.
    const settled = await version();
    await t.db.execute(sql`update submissions set lang = lang`);
    await t.db.execute(sql`delete from staff_sessions`);
    expect(await version()).toBe(settled);
    // A studio publication (docs/decisions/253) raises it in its own transaction, once.
    const published = await t.db.transaction((tx) => bumpContentVersion(tx));
    expect(await version()).toBe(`${published}.${before.split('.')[1]}`);
    expect(published).toBe(Number(settled.split('.')[0]) + 1);
  });

  it('has a trigger on every table the dataset is read from', async () => {
    const result = (await t.db.execute(
      sql`select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like '%\_content\_changed' and not g.tgisinternal`,
    )) as unknown as { rows: { table: string }[] };
    expect(result.rows.map((r) => r.table).sort()).toEqual([...CONTENT_TABLES].sort());
  });
});
