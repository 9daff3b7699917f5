import { describe, expect, it } from 'vitest';
import { BrandsResponseSchema } from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import {
  EventPickListResponseSchema,
  JobPickListResponseSchema,
  ProductPickListResponseSchema,
  SupportProductsResponseSchema,
} from '@/contract/pickers';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('picker lists (docs/product.md §7 v2/product/list_*)', () => {
  it('lists every product by name', async () => {
    const { data } = ProductPickListResponseSchema.parse(await get('v2/product/list_product'));
    expect(data.length).toBeGreaterThanOrEqual(150);
    const names = data.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('lists events newest first, in the visitor language', async () => {
    const { data } = EventPickListResponseSchema.parse(await get('v2/product/list_event'));
    expect(data.length).toBeGreaterThan(0);
    const en = EventPickListResponseSchema.parse(await get('v2/product/list_event?lang=en')).data;
    expect(en.map((e) => e.slug)).toEqual(data.map((e) => e.slug));
  });

  it('lists open job vacancies', async () => {
    const { data } = JobPickListResponseSchema.parse(await get('v2/product/list_lowongan_kerja'));
    expect(data.every((j) => j.slug.length > 0 && j.title.length > 0)).toBe(true);
  });
});

describe('GET v2/support/product', () => {
  it('lists the products of a brand by id or by slug', async () => {
    const brand = BrandsResponseSchema.parse(await get('v2/product/brands')).data.find((b) => b.slug === 'hollyland')!;
    const byId = SupportProductsResponseSchema.parse(await get(`v2/support/product?brand_id=${brand.id}`)).data;
    const bySlug = SupportProductsResponseSchema.parse(await get('v2/support/product?brand_id=hollyland')).data;
    expect(byId.length).toBeGreaterThan(0);
    expect(bySlug).toEqual(byId);
    expect(byId.every((p) => p.name.startsWith('Hollyland'))).toBe(true);
  });

  it('answers an unknown brand with 404 and a missing one with 400', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/cms/v2/support/product?brand_id=99999' });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorSchema.parse(unknown.json()).message).toMatch(/not found/i);
    for (const query of ['', '?brand_id=', '?brand_id=-1', '?brand_id=%27%3B']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/cms/v2/support/product${query}` });
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
    }
  });
});
