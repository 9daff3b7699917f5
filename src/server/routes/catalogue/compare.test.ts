import { describe, expect, it } from 'vitest';
import {
  CategoriesResponseSchema,
  CompareResponseSchema,
  ProductFindResponseSchema,
  ProductsFetchResponseSchema,
} from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import { rowDiffers } from '@/contract/compare';
import { useTestApp } from '@/server/test/helper';

// GET v2/product/compare (/bandingkan, docs/decisions/010-public-pages.md): up to four products in one read.

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function categoryProducts(min: number) {
  const categories = CategoriesResponseSchema.parse((await get('/api/cms/v2/product/categories')).json()).data;
  const withEnough = categories.filter((c) => c.product_count >= min);
  const [first, second] = withEnough;
  expect(first && second).toBeTruthy();
  const slugs = async (category: string) =>
    ProductsFetchResponseSchema.parse((await get(`/api/cms/v3/products/fetch?slug_category=${category}&per_page=5`)).json()).data.data.map(
      (p) => p.slug,
    );
  return { first: await slugs(first!.slug), second: await slugs(second!.slug) };
}

describe('v2/product/compare', () => {
  it('answers three products of one category in the order asked, with price, image and every compared attribute', async () => {
    const { first } = await categoryProducts(3);
    const slugs = [first[2]!, first[0]!, first[1]!];
    const res = await get(`/api/cms/v2/product/compare?produk=${slugs.join(',')}`);
    expect(res.statusCode).toBe(200);
    const { products, rows } = CompareResponseSchema.parse(res.json()).data;
    expect(products.map((p) => p.slug)).toEqual(slugs);
    expect(products.every((p) => p.image_base.url.length > 0)).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((row) => row.values.length === 3)).toBe(true);
    // The rows are the product page's typed values of each product, in the category's order.
    const page = ProductFindResponseSchema.parse((await get(`/api/cms/v3/products/find?slug=${slugs[0]}`)).json()).data;
    const compared = page.attributes.filter((a) => a.compared);
    expect(compared.length).toBeGreaterThan(0);
    for (const attribute of compared) {
      const row = rows.find((r) => r.key === attribute.key);
      expect(row, attribute.key).toBeDefined();
      expect(row!.label).toBe(attribute.label);
      expect(row!.unit).toBe(attribute.unit);
      expect(row!.values[0]).toEqual(attribute.value);
    }
    // Near-identical models still differ somewhere, and agree somewhere.
    expect(rows.some(rowDiffers)).toBe(true);
  });

  it('labels, units and options in English for English readers', async () => {
    const { first } = await categoryProducts(2);
    const id = CompareResponseSchema.parse((await get(`/api/cms/v2/product/compare?produk=${first[0]},${first[1]}`)).json()).data;
    const en = CompareResponseSchema.parse((await get(`/api/cms/v2/product/compare?produk=${first[0]},${first[1]}&lang=en`)).json()).data;
    expect(en.rows.map((r) => r.key)).toEqual(id.rows.map((r) => r.key));
    expect(en.rows.some((r, i) => r.label !== id.rows[i]!.label)).toBe(true);
  });

  it('compares products of different categories on their common attributes only', async () => {
    const { first, second } = await categoryProducts(2);
    const one = CompareResponseSchema.parse((await get(`/api/cms/v2/product/compare?produk=${first[0]},${first[1]}`)).json()).data;
    const mixed = CompareResponseSchema.parse((await get(`/api/cms/v2/product/compare?produk=${first[0]},${second[0]}`)).json()).data;
    expect(mixed.products.map((p) => p.category.id)[0]).not.toBe(mixed.products[1]!.category.id);
    const ownKeys = new Set(one.rows.map((r) => r.key));
    expect(mixed.rows.length).toBeLessThan(one.rows.length);
    expect(mixed.rows.every((r) => ownKeys.has(r.key))).toBe(true);
  });

  it('refuses more than four products, a product named twice, an empty or malformed list with a 400', async () => {
    const { first, second } = await categoryProducts(3);
    const five = [...first.slice(0, 3), ...second.slice(0, 2)];
    for (const query of [
      `produk=${five.join(',')}`,
      `produk=${first[0]},${first[0]}`,
      'produk=',
      'produk=,,',
      '',
      'produk=%27%3B%20drop%20table%20products%3B--',
      `produk=${'a'.repeat(900)}`,
      'produk=a&produk=b',
      'produk[]=a',
      'produk=%00',
    ]) {
      const res = await get(`/api/cms/v2/product/compare?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(ErrorSchema.parse(res.json()).message.length, query).toBeGreaterThan(0);
    }
  });

  it('answers 404 naming the unknown slugs', async () => {
    const { first } = await categoryProducts(1);
    const res = await get(`/api/cms/v2/product/compare?produk=${first[0]},no-such-product`);
    expect(res.statusCode).toBe(404);
    expect(ErrorSchema.parse(res.json()).message).toMatch(/no-such-product/);
  });
});
