import { describe, expect, it } from 'vitest';
import {
  BrandFindResponseSchema,
  BrandsResponseSchema,
  CategoriesResponseSchema,
  ProductFindResponseSchema,
  ProductsFetchResponseSchema,
} from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('catalogue API', () => {
  it('lists seeded categories with product counts', async () => {
    const res = await get('/api/cms/v2/product/categories');
    expect(res.statusCode).toBe(200);
    const body = CategoriesResponseSchema.parse(res.json());
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(body.data.some((c) => c.product_count > 0)).toBe(true);
  });

  it('serves English names on lang=en and on Accept-Language, Indonesian by default', async () => {
    const id = CategoriesResponseSchema.parse((await get('/api/cms/v2/product/categories')).json());
    const en = CategoriesResponseSchema.parse((await get('/api/cms/v2/product/categories?lang=en')).json());
    const accept = CategoriesResponseSchema.parse(
      (await get('/api/cms/v2/product/categories', { 'accept-language': 'en-US,en;q=0.9' })).json(),
    );
    expect(en.data.map((c) => c.slug)).toEqual(id.data.map((c) => c.slug));
    expect(en.data.some((c, i) => c.name !== id.data[i]?.name)).toBe(true);
    expect(accept.data).toEqual(en.data);
  });

  it('lists brands, and only featured ones with featured=yes', async () => {
    const all = BrandsResponseSchema.parse((await get('/api/cms/v2/product/brands')).json());
    const featured = BrandsResponseSchema.parse((await get('/api/cms/v2/product/brands?featured=yes')).json());
    expect(all.data.length).toBeGreaterThanOrEqual(20);
    expect(featured.data.length).toBeGreaterThan(0);
    expect(featured.data.length).toBeLessThan(all.data.length);
    expect(featured.data.every((b) => b.featured)).toBe(true);
  });

  it('finds a brand by slug, 404 with a message for an unknown one', async () => {
    const ok = await get('/api/cms/v3/brands/find?slug=insta360');
    expect(ok.statusCode).toBe(200);
    expect(BrandFindResponseSchema.parse(ok.json()).data.name).toBe('Insta360');
    const missing = await get('/api/cms/v3/brands/find?slug=no-such-brand');
    expect(missing.statusCode).toBe(404);
    expect(ErrorSchema.parse(missing.json()).message).toMatch(/not found/i);
  });

  it('pages products 12 at a time by default with Laravel page metadata', async () => {
    const res = await get('/api/cms/v3/products/fetch');
    const page = ProductsFetchResponseSchema.parse(res.json()).data;
    expect(page.per_page).toBe(12);
    expect(page.current_page).toBe(1);
    expect(page.data).toHaveLength(12);
    expect(page.from).toBe(1);
    expect(page.to).toBe(12);
    expect(page.total).toBeGreaterThanOrEqual(150);
    expect(page.last_page).toBe(Math.ceil(page.total / 12));

    const second = ProductsFetchResponseSchema.parse((await get('/api/cms/v3/products/fetch?page=2&per_page=5')).json()).data;
    expect(second.from).toBe(6);
    expect(second.data).toHaveLength(5);
    const beyond = ProductsFetchResponseSchema.parse((await get('/api/cms/v3/products/fetch?page=9999')).json()).data;
    expect(beyond.data).toEqual([]);
    expect(beyond.from).toBeNull();
  });

  it('filters products by brand, category and text', async () => {
    const byBrand = ProductsFetchResponseSchema.parse(
      (await get('/api/cms/v3/products/fetch?slug_brand=hollyland&per_page=50')).json(),
    ).data;
    expect(byBrand.total).toBeGreaterThanOrEqual(6);
    expect(byBrand.data.every((p) => p.brand.slug === 'hollyland')).toBe(true);

    const categories = CategoriesResponseSchema.parse((await get('/api/cms/v2/product/categories')).json()).data;
    const category = categories.find((c) => c.product_count > 0)!;
    const byCategory = ProductsFetchResponseSchema.parse(
      (await get(`/api/cms/v3/products/fetch?slug_category=${category.slug}&per_page=100`)).json(),
    ).data;
    expect(byCategory.total).toBe(category.product_count);
    expect(byCategory.data.every((p) => p.category.slug === category.slug)).toBe(true);

    const byText = ProductsFetchResponseSchema.parse((await get('/api/cms/v3/products/fetch?q=LARK')).json()).data;
    expect(byText.total).toBeGreaterThan(0);
    expect(byText.data.every((p) => /lark/i.test(p.name + p.description))).toBe(true);
  });

  it('finds a product by slug with everything its page needs', async () => {
    const list = ProductsFetchResponseSchema.parse((await get('/api/cms/v3/products/fetch?slug_brand=insta360')).json()).data;
    const slug = list.data[0]!.slug;
    const res = await get(`/api/cms/v3/products/find?slug=${slug}`);
    expect(res.statusCode).toBe(200);
    const product = ProductFindResponseSchema.parse(res.json()).data;
    expect(product.slug).toBe(slug);
    expect(product.specs.length).toBeGreaterThan(0);
    expect(product.in_box.length).toBeGreaterThan(0);
    expect(product.brand.slug).toBe('insta360');
    expect((await get('/api/cms/v3/products/find?slug=nope-nope')).statusCode).toBe(404);
  });

  it.each([
    '/api/cms/v3/products/fetch?page=-1',
    '/api/cms/v3/products/fetch?per_page=abc',
    '/api/cms/v3/products/fetch?page=0',
    '/api/cms/v3/products/fetch?per_page=100000',
    '/api/cms/v3/products/fetch?page=1.5',
    '/api/cms/v3/products/find',
    '/api/cms/v3/products/find?slug=%27%3B%20drop%20table%20products',
    '/api/cms/v3/brands/find?slug=',
    '/api/cms/v2/product/brands?featured=maybe',
    '/api/cms/v2/product/categories?lang=fr',
  ])('answers %s with 400 and a message', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });

  it('treats LIKE wildcards in q as plain text', async () => {
    const res = await get('/api/cms/v3/products/fetch?q=%25%25_');
    expect(res.statusCode).toBe(200);
    expect(ProductsFetchResponseSchema.parse(res.json()).data.total).toBe(0);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await get('/api/cms/v9/nothing');
    expect(res.statusCode).toBe(404);
    expect(ErrorSchema.parse(res.json()).message).toMatch(/not found/);
  });

  it('publishes the OpenAPI document with every catalogue path', async () => {
    const res = await get('/api/cms/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/cms/v2/product/categories',
      '/api/cms/v2/product/brands',
      '/api/cms/v3/brands/find',
      '/api/cms/v3/products/fetch',
      '/api/cms/v3/products/find',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect((await get('/api/cms/docs/')).statusCode).toBe(200);
  });

  it('reports health', async () => {
    const res = await get('/healthz');
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
