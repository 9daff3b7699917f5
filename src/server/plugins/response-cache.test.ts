import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helper';

const t = useTestApp({ apiCacheTtlMs: 60_000 });

describe('API read cache and ETags', () => {
  it('serves a repeated read from the cache, byte for byte', async () => {
    const first = await t.app.inject({ url: '/api/cms/v2/product/categories' });
    const second = await t.app.inject({ url: '/api/cms/v2/product/categories' });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/application\/json/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('keeps languages apart, by query and by Accept-Language', async () => {
    const id = await t.app.inject({ url: '/api/cms/v2/product/brands' });
    const en = await t.app.inject({ url: '/api/cms/v2/product/brands', headers: { 'accept-language': 'en' } });
    const enAgain = await t.app.inject({ url: '/api/cms/v2/product/brands', headers: { 'accept-language': 'en' } });
    expect(en.body).not.toBe(id.body);
    expect(enAgain.body).toBe(en.body);
    expect(enAgain.headers['x-cache']).toBe('HIT');
  });

  it('answers a matching If-None-Match with 304 and no body, cached or not', async () => {
    const url = '/api/cms/v3/products/fetch?per_page=3';
    const fresh = await t.app.inject({ url });
    const etag = fresh.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const other = await t.app.inject({ url: '/api/cms/v3/products/fetch?per_page=4', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('never caches errors', async () => {
    await t.app.inject({ url: '/api/cms/v3/products/find?slug=missing-product' });
    const again = await t.app.inject({ url: '/api/cms/v3/products/find?slug=missing-product' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
