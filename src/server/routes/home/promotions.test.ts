import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { PromotionsResponseSchema } from '@/contract/home';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
const promotions = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return PromotionsResponseSchema.parse(res.json()).data;
};

describe('promotions (docs/product.md §7 v2/promosi, v2/promotion?tag)', () => {
  it('lists every promotion newest first', async () => {
    const all = await promotions('v2/promosi');
    expect(new Set(all.map((p) => p.tag))).toEqual(new Set(['general', 'marketplace']));
    const starts = all.map((p) => p.starts_at);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('filters by tag', async () => {
    const all = await promotions('v2/promosi');
    const marketplace = await promotions('v2/promotion?tag=marketplace');
    expect(marketplace.length).toBeGreaterThan(0);
    expect(marketplace.every((p) => p.tag === 'marketplace' && p.marketplace !== null)).toBe(true);
    expect(marketplace).toEqual(all.filter((p) => p.tag === 'marketplace'));
    expect(await promotions('v2/promotion')).toEqual(all);
  });

  it('serves English on lang=en', async () => {
    const id = await promotions('v2/promosi');
    const en = await promotions('v2/promosi?lang=en');
    expect(en.some((p, i) => p.title !== id[i]!.title)).toBe(true);
  });

  it('answers an unknown tag with 400', async () => {
    const res = await get('v2/promotion?tag=banner');
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message).toMatch(/tag/);
  });
});
