import { describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '@/contract/search';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const search = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cms/v2/product/search?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return SearchResponseSchema.parse(res.json());
};

// Terms under three letters have no trigrams; they go through an index-only scan of the names
// (decision 140) and must still match anywhere in a name, prefixes first.
describe('GET v2/product/search with short terms (decision 140)', () => {
  it('finds "x4" inside product names, names starting with it before the rest', async () => {
    const body = await search('x4');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.every((p) => /x4/i.test(p.name) || /x4/i.test(p.description ?? ''))).toBe(true);
    expect(body.products[0]!.name.toLowerCase()).toContain('x4');
    const names = body.products.filter((p) => /x4/i.test(p.name)).map((p) => p.name.toLowerCase());
    const firstInside = names.findIndex((n) => !n.startsWith('x4'));
    expect(names.slice(firstInside).some((n) => n.startsWith('x4'))).toBe(false);
  });

  it('matches articles by a short term inside their titles', async () => {
    const body = await search('X4');
    expect(body.articles.some((a) => /x4/i.test(a.title))).toBe(true);
  });
});
