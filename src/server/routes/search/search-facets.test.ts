import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '@/contract/catalogue';
import { createTestApp, type TestApp } from '../../test/helper';

// Filters on search results (docs/decisions/140-search-and-reads-at-scale.md): `v2/product?search=…&facets=yes`
// without a category answers the matching products' categories with counts; each count is the list's total
// once that category is chosen, and then the category's specification facets count as on its own page.
// Bad filters are a 400, never a 500.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 0 });
});
afterAll(() => t?.close());

const q = (params: Record<string, string | string[]>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) out.append(k, one);
  return out.toString();
};
const list = async (params: Record<string, string | string[]>, lang: 'id' | 'en' = 'id') => {
  const res = await t.app.inject({ url: `/api/cms/v2/product?${q(params)}`, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponseSchema.parse(res.json());
};

const TERM = 'mic';

describe('v2/product: facets of a search', () => {
  it('answers the categories of the matches with counts that sum to the total, and the same page as without facets', async () => {
    const plain = await list({ search: TERM, per_page: '50' });
    const faceted = await list({ search: TERM, per_page: '50', facets: 'yes' });
    expect(faceted.products.total).toBe(plain.products.total);
    expect(faceted.products.data.map((p) => p.slug)).toEqual(plain.products.data.map((p) => p.slug));
    expect(faceted.articles).toEqual(plain.articles);
    const cats = faceted.categories!;
    expect(cats.length).toBeGreaterThan(1);
    expect(cats.reduce((n, c) => n + c.count, 0)).toBe(faceted.products.total);
    // Most products first.
    expect(cats.map((c) => c.count)).toEqual([...cats.map((c) => c.count)].sort((a, b) => b - a));
    expect(faceted.facets).toBeUndefined();
    // Without facets the answer is unchanged.
    expect(plain.categories).toBeUndefined();
  });

  it("gives each category the list's total once it is chosen, and then that category's facets with counts equal to totals", async () => {
    const { categories } = await list({ search: TERM, facets: 'yes' });
    for (const c of categories!) {
      const chosen = await list({ search: TERM, category: c.slug, facets: 'yes' });
      expect(chosen.products.total, c.slug).toBe(c.count);
      expect(chosen.categories).toBeUndefined();
    }
    // The biggest category: its specification facets, and each choice option's count is the list's total when chosen.
    const top = categories![0]!;
    const chosen = await list({ search: TERM, category: top.slug, facets: 'yes' });
    const choice = chosen.facets!.find((f) => f.type === 'choice' && f.options.some((o) => o.count > 0));
    expect(choice, 'a choice facet with products').toBeDefined();
    for (const option of choice!.options.filter((o) => o.count > 0)) {
      const narrowed = await list({ search: TERM, category: top.slug, spec: `${choice!.key}:${option.value}`, facets: 'yes' });
      expect(narrowed.products.total, `${choice!.key}:${option.value}`).toBe(option.count);
      for (const p of narrowed.products.data) expect(p.category.slug).toBe(top.slug);
    }
    const number = chosen.facets!.find((f) => f.type === 'number' && f.min !== null && f.max !== null && f.min < f.max);
    if (number) {
      const narrowed = await list({ search: TERM, category: top.slug, spec: `${number.key}:${number.min}..${number.min}`, facets: 'yes' });
      expect(narrowed.products.total).toBeGreaterThan(0);
      expect(narrowed.products.total).toBeLessThanOrEqual(chosen.products.total);
    }
  });

  it('counts categories under the other filters (brand, price) and names them in English for English readers', async () => {
    const all = await list({ search: TERM, facets: 'yes', per_page: '50' });
    const brand = all.products.data[0]!.brand.slug;
    const byBrand = await list({ search: TERM, brand, facets: 'yes' });
    expect(byBrand.categories!.reduce((n, c) => n + c.count, 0)).toBe(byBrand.products.total);
    for (const c of byBrand.categories!) expect((await list({ search: TERM, brand, category: c.slug })).products.total).toBe(c.count);
    const priced = all.products.data.map((p) => p.price).filter((p): p is number => p !== null);
    const max = Math.min(...priced);
    const cheap = await list({ search: TERM, max_price: String(max), facets: 'yes' });
    expect(cheap.categories!.reduce((n, c) => n + c.count, 0)).toBe(cheap.products.total);
    const en = await list({ search: TERM, facets: 'yes' }, 'en');
    expect(en.categories!.map((c) => c.slug).sort()).toEqual(all.categories!.map((c) => c.slug).sort());
  });

  it('answers no categories, and no error, for a term nothing matches or a hostile one', async () => {
    const none = await list({ search: 'zzqqxxnothing', facets: 'yes' });
    expect(none.products.total).toBe(0);
    expect(none.categories).toEqual([]);
    for (const term of ["'; drop table products; --", '%_\\', 'a'.repeat(200), '“mic”', '  ']) {
      const res = await t.app.inject({ url: `/api/cms/v2/product?${q({ search: term, facets: 'yes' })}` });
      expect(res.statusCode, term).toBeLessThan(500);
    }
  });

  it('refuses bad specification filters on a search with a 400 that says what is wrong, never a 500', async () => {
    const { categories } = await list({ search: TERM, facets: 'yes' });
    const category = categories![0]!.slug;
    const { facets } = await list({ search: TERM, category, facets: 'yes' });
    const number = facets!.find((f) => f.type === 'number')!;
    const choice = facets!.find((f) => f.type === 'choice')!;
    const bad: [Record<string, string | string[]>, RegExp][] = [
      [{ search: TERM, spec: `${number.key}:1..2`, facets: 'yes' }, /need a category/],
      [{ search: TERM, category, spec: 'no-such-key:1..2', facets: 'yes' }, /no filterable attribute "no-such-key"/],
      [{ search: TERM, category, spec: `${number.key}:5..1` }, /minimum exceeds its maximum/],
      [{ search: TERM, category, spec: `${number.key}:yes` }, /not filtered that way/],
      [{ search: TERM, category, spec: `${choice.key}:1..3` }, /not filtered that way/],
      [{ search: TERM, category: 'tidak-ada', spec: `${number.key}:1..2`, facets: 'yes' }, /no filterable attribute/],
    ];
    for (const [params, message] of bad) {
      const res = await t.app.inject({ url: `/api/cms/v2/product?${q(params)}` });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().message, JSON.stringify(params)).toMatch(message);
    }
  });
});
