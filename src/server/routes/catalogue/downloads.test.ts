import { describe, expect, it } from 'vitest';
import { DownloadsResponseSchema, ProductFindResponseSchema } from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/${url}` });

describe('GET v2/product/downloads (decision 010)', () => {
  it('lists every product manual as a PDF, grouped by brand', async () => {
    const res = await get('v2/product/downloads');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = DownloadsResponseSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(20);
    expect(data.every((d) => d.manual_url.endsWith('.pdf'))).toBe(true);
    // Brand groups are contiguous (ordered by brand first).
    const brandOrder = data.map((d) => d.brand.slug).filter((slug, i, all) => slug !== all[i - 1]);
    expect(new Set(brandOrder).size).toBe(brandOrder.length);
    // The list agrees with the product page's own manual link.
    const first = data[0]!;
    const detail = ProductFindResponseSchema.parse((await get(`v3/products/find?slug=${first.slug}`)).json());
    expect(detail.data.manual_url).toBe(first.manual_url);
  });

  it('filters by brand; an unknown brand has no manuals; a malformed slug is a 400', async () => {
    const { data } = DownloadsResponseSchema.parse((await get('v2/product/downloads?brand=hollyland')).json());
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((d) => d.brand.slug === 'hollyland')).toBe(true);
    expect(DownloadsResponseSchema.parse((await get('v2/product/downloads?brand=tidak-ada')).json()).data).toEqual([]);
    const bad = await get('v2/product/downloads?brand=%2F..%2F');
    expect(bad.statusCode).toBe(400);
    ErrorSchema.parse(bad.json());
  });

  it('serves category names in the visitor language', async () => {
    const id = DownloadsResponseSchema.parse((await get('v2/product/downloads')).json()).data;
    const en = DownloadsResponseSchema.parse((await get('v2/product/downloads?lang=en')).json()).data;
    expect(en.map((d) => d.slug)).toEqual(id.map((d) => d.slug));
    expect(en.some((d, i) => d.category.name !== id[i]?.category.name)).toBe(true);
  });
});
