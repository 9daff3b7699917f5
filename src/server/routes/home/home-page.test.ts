import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { HomeAttributesResponseSchema, HomeSectionResponseSchema, TestimonialsResponseSchema } from '@/contract/home';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};

describe('home page blocks', () => {
  it('lists testimonials, English on lang=en', async () => {
    const id = TestimonialsResponseSchema.parse(await ok('v2/testimoni')).data;
    const en = TestimonialsResponseSchema.parse(await ok('v2/testimoni?lang=en')).data;
    expect(id.length).toBeGreaterThan(0);
    expect(id.every((x) => x.rating >= 1 && x.rating <= 5)).toBe(true);
    expect(en.some((x, i) => x.quote !== id[i]!.quote)).toBe(true);
  });

  it.each(['section_1', 'section_2'] as const)('serves %s', async (key) => {
    const section = HomeSectionResponseSchema.parse(await ok(`v2/${key}`)).data;
    expect(section.key).toBe(key);
    expect(section.title.length).toBeGreaterThan(0);
  });

  it('serves 4 feature and 2 product-section attributes by default (docs/product.md §9), limit overrides', async () => {
    const features = HomeAttributesResponseSchema.parse(await ok('v2/home-attributes?tag=feature_section')).data;
    expect(features).toHaveLength(4);
    expect(features.every((a) => a.tag === 'feature_section')).toBe(true);
    const products = HomeAttributesResponseSchema.parse(await ok('v2/home-attributes?tag=product_section')).data;
    expect(products).toHaveLength(2);
    expect(products.every((a) => a.tag === 'product_section')).toBe(true);
    const one = HomeAttributesResponseSchema.parse(await ok('v2/home-attributes?tag=feature_section&limit=1')).data;
    expect(one).toEqual(features.slice(0, 1));
  });

  it.each([
    'v2/home-attributes',
    'v2/home-attributes?tag=hero',
    'v2/home-attributes?tag=feature_section&limit=0',
    'v2/home-attributes?tag=feature_section&limit=100000',
    'v2/home-attributes?tag=feature_section&limit=abc',
  ])('answers %s with 400 and a message', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });
});
