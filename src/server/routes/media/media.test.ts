import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { ProductsFetchResponseSchema } from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import { LruCache } from '@/server/lib/lru-cache';
import { useTestApp } from '@/server/test/helper';
import mediaRoutes from './media';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /media/*', () => {
  it('serves a product image the catalogue points to as immutable WebP', async () => {
    const page = ProductsFetchResponseSchema.parse((await get('/api/cms/v3/products/fetch?per_page=1')).json()).data;
    const res = await get(page.data[0]!.image_base.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(8, 12).toString('ascii')).toBe('WEBP');
  });

  it('serves brand logos and PDF manuals', async () => {
    const logo = await get('/media/brands/hollyland.webp');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    const page = ProductsFetchResponseSchema.parse((await get('/api/cms/v3/products/fetch?per_page=1')).json()).data;
    const pdf = await get(`/media/manuals/${page.data[0]!.slug}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('ascii')).toBe('%PDF-');
  });

  it.each([
    '/media/products/no-such-product-640.webp',
    '/media/products/x-999.webp',
    '/media/brands/',
    '/media/',
    '/media/../package.json',
    '/media/..%2F..%2Fpackage.json',
    '/media/brands/..%2F..%2F..%2Fetc%2Fpasswd',
    '/media/brands/%2e%2e/hollyland.webp',
    '/media/brands/HOLLYLAND.webp',
  ])('answers %s with a JSON 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(ErrorSchema.parse(res.json()).message).toMatch(/not found/i);
  });

  it.each(['/media/brands/hollyland.webp%00.png', '/media/brands/%C0%AFhollyland.webp', '/media/%ED%A0%80'])(
    'answers %s (a NUL, or an escape that is not UTF-8) with a JSON 400 before looking',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    },
  );
});

describe('media cache', () => {
  it('renders each path once, also under concurrent first requests', async () => {
    let renders = 0;
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(mediaRoutes, {
      render: async (path: string) => {
        renders += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return path.startsWith('brands/') ? { body: Buffer.from('RIFF....WEBP'), contentType: 'image/webp' } : null;
      },
    });
    const results = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/media/brands/x.webp' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await app.inject({ method: 'GET', url: '/media/brands/x.webp' })).statusCode).toBe(200);
    expect(renders).toBe(1);
    await app.close();
  });

  it('evicts the least recently used entries past its byte bound', () => {
    const cache = new LruCache<{ byteLength: number }>(100, 10);
    cache.set('a', { byteLength: 40 });
    cache.set('b', { byteLength: 40 });
    cache.get('a');
    cache.set('c', { byteLength: 40 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.totalBytes).toBe(80);
    cache.set('huge', { byteLength: 1000 });
    expect(cache.get('huge')).toBeUndefined();
  });
});
