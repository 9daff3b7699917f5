import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponseSchema } from '@/contract/catalogue';
import { attributeDefs, type AttributeDef } from '@/contract/collections/attributes';
import type { AttributeValues } from '@/contract/collections/attributes-terms';
import { countFacets, parseSpecParams, passesSpecFilters } from '@/contract/spec-filters';
import { brands, categories, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helper';

// Filters by typed specification on v2/product (src/contract/spec-filters.ts,
// src/server/repositories/spec-facets.ts): the list, its total and its facet counts agree with the same
// filters computed in memory over the category's rows (the device's code), every option's count is the
// list's total once it is chosen, they combine with brand, price and search, and bad input is a 400.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 0 });
});
afterAll(() => t?.close());

const list = async (query: string, lang: 'id' | 'en' = 'id') => {
  const res = await t.app.inject({ url: `/api/cms/v2/product?${query}`, headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponseSchema.parse(res.json());
};
const q = (params: Record<string, string | string[]>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of [v].flat()) out.append(k, one);
  return out.toString();
};

type Row = { slug: string; price: number | null; brand: string; attrs: Record<string, unknown> };
let rows: Row[];
let defs: AttributeDef[];
const CATEGORY = 'mic-wireless';

beforeAll(async () => {
  const [cat] = await t.db.select().from(categories).where(eq(categories.slug, CATEGORY));
  defs = attributeDefs(cat!.attributes);
  rows = (
    await t.db
      .select({ slug: products.slug, price: products.price, brand: brands.slug, attrs: products.attrs })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brand_id))
      .where(eq(products.category_id, cat!.id))
  ).map((r) => ({ ...r, attrs: r.attrs as Record<string, unknown> }));
});

/** A number attribute and a choice attribute of the category with values to filter by. */
function pickFilters() {
  const number = defs.find(
    (d) => d.type === 'number' && d.filterable && rows.filter((r) => typeof r.attrs[d.key] === 'number').length > 2,
  )!;
  const choice = defs.find((d) => d.type === 'choice' && d.filterable && rows.some((r) => r.attrs[d.key] !== undefined))!;
  const values = rows
    .map((r) => r.attrs[number.key])
    .filter((v): v is number => typeof v === 'number')
    .sort((a, b) => a - b);
  const range = `${number.key}:${values[0]}..${values[Math.floor(values.length / 2)]}`;
  const used = rows.flatMap((r) => [r.attrs[choice.key]].flat()).filter((v): v is string => typeof v === 'string');
  return { number, choice, range, option: used[0]! };
}

describe('v2/product with spec filters', () => {
  it('filters a category by a number range and a choice: the list, total and facets equal the in-memory reference', async () => {
    const { range, choice, option } = pickFilters();
    const spec = [range, `${choice.key}:${option}`];
    const body = await list(q({ category: CATEGORY, spec, facets: 'yes', per_page: '100' }));
    const { filters } = parseSpecParams(spec);
    const expected = rows.filter((r) => passesSpecFilters(r.attrs, filters));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(rows.length);
    expect(body.products.total).toBe(expected.length);
    expect(body.products.data.map((p) => p.slug).sort()).toEqual(expected.map((r) => r.slug).sort());
    expect(body.facets).toEqual(countFacets(rows, defs, filters, 'id'));
  });

  it('gives each option the total the list has once it is chosen (counts equal totals), in English labels too', async () => {
    const { range, choice } = pickFilters();
    const body = await list(q({ category: CATEGORY, spec: range, facets: 'yes' }), 'en');
    const facet = body.facets!.find((f) => f.key === choice.key)!;
    expect(facet.label).toBe(choice.label_en);
    const offered = facet.options.filter((o) => o.count > 0);
    expect(offered.length).toBeGreaterThan(0);
    for (const option of offered) {
      const chosen = await list(q({ category: CATEGORY, spec: [range, `${choice.key}:${option.value}`] }));
      expect(chosen.products.total, option.value).toBe(option.count);
    }
    const yesNo = body.facets!.find((f) => f.type === 'boolean' && f.options.some((o) => o.count > 0))!;
    for (const option of yesNo.options) {
      const chosen = await list(q({ category: CATEGORY, spec: [range, `${yesNo.key}:${option.value}`] }));
      expect(chosen.products.total, `${yesNo.key}:${option.value}`).toBe(option.count);
    }
  });

  it('combines with brand, price, sort and a search term', async () => {
    const { range } = pickFilters();
    const brand = rows.find((r) => passesSpecFilters(r.attrs, parseSpecParams([range]).filters))!.brand;
    const prices = rows
      .map((r) => r.price)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    const max = prices[prices.length - 1]!;
    const body = await list(q({ category: CATEGORY, brand, max_price: String(max), spec: range, sort_by_price: 'desc', facets: 'yes' }));
    const expected = rows.filter(
      (r) => r.brand === brand && r.price !== null && r.price <= max && passesSpecFilters(r.attrs, parseSpecParams([range]).filters),
    );
    expect(body.products.total).toBe(expected.length);
    const shown = body.products.data.map((p) => p.price);
    expect(shown).toEqual([...shown].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const searched = await list(q({ category: CATEGORY, search: 'lark', spec: range, facets: 'yes' }));
    expect(searched.facets?.length).toBeGreaterThan(0);
    for (const p of searched.products.data) expect(rows.find((r) => r.slug === p.slug)).toBeDefined();
  });

  it('answers the fast list unchanged when no spec and no facets are asked for', async () => {
    const plain = await list(q({ category: CATEGORY }));
    expect(plain.facets).toBeUndefined();
    expect(plain.products.total).toBe(rows.length);
    const faceted = await list(q({ category: CATEGORY, facets: 'yes' }));
    expect(faceted.products.total).toBe(rows.length);
    expect(faceted.products.data.map((p) => p.slug)).toEqual(plain.products.data.map((p) => p.slug));
  });

  it('counts what is written at once: a changed value, and an attribute made filterable (the narrow copy, migration 0027)', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, CATEGORY));
    const product = rows.find((r) => Object.keys(r.attrs).length > 0)!;
    const before = product.attrs as AttributeValues;
    const hidden = defs.find((d) => !d.filterable && d.type !== 'text' && rows.some((r) => r.attrs[d.key] !== undefined))!;
    const number = pickFilters().number;
    const read = async () =>
      (await t.db.select({ attrs: products.attrs }).from(products).where(eq(products.category_id, cat!.id))).map((r) => ({
        attrs: r.attrs as Record<string, unknown>,
      }));
    try {
      // A value past every other one: the facet's maximum is it.
      await t.db
        .update(products)
        .set({ attrs: { ...before, [number.key]: 987654 } })
        .where(eq(products.slug, product.slug));
      // A yes/no or number the category did not filter by becomes filterable: its counts appear.
      const attributes = cat!.attributes.map((d) => (d.key === hidden.key ? { ...d, filterable: true } : d));
      await t.db.update(categories).set({ attributes }).where(eq(categories.id, cat!.id));
      const body = await list(q({ category: CATEGORY, facets: 'yes' }));
      expect(body.facets!.find((f) => f.key === number.key)!.max).toBe(987654);
      const facet = body.facets!.find((f) => f.key === hidden.key)!;
      expect(facet.count).toBeGreaterThan(0);
      expect(body.facets).toEqual(countFacets(await read(), attributeDefs(attributes), [], 'id'));
    } finally {
      await t.db.update(products).set({ attrs: before }).where(eq(products.slug, product.slug));
      await t.db.update(categories).set({ attributes: cat!.attributes }).where(eq(categories.id, cat!.id));
    }
  });

  it('sorts by what is written at once: a changed price or name reorders the faceted list (the narrow copy, migration 0034)', async () => {
    const priced = rows.filter((r) => r.price !== null).sort((a, b) => a.price! - b.price!);
    const cheapest = priced[0]!;
    const [{ name }] = (await t.db.select({ name: products.name }).from(products).where(eq(products.slug, cheapest.slug))) as [
      { name: string },
    ];
    const slugs = async (sort: 'asc' | 'desc') =>
      (await list(q({ category: CATEGORY, facets: 'yes', sort_by_price: sort, per_page: '3' }))).products.data.map((p) => p.slug);
    try {
      expect((await slugs('asc'))[0]).toBe(cheapest.slug);
      await t.db
        .update(products)
        .set({ price: priced.at(-1)!.price! + 1 })
        .where(eq(products.slug, cheapest.slug));
      expect((await slugs('desc'))[0]).toBe(cheapest.slug);
      expect(await slugs('asc')).not.toContain(cheapest.slug);
      // Two at the same price go by name: renamed to sort first among equals.
      const top = priced.at(-1)!;
      await t.db.update(products).set({ price: top.price }).where(eq(products.slug, cheapest.slug));
      await t.db.update(products).set({ name: '0 first by name' }).where(eq(products.slug, cheapest.slug));
      const [first, second] = await slugs('desc');
      expect([first, second]).toEqual([cheapest.slug, top.slug]);
    } finally {
      await t.db.update(products).set({ price: cheapest.price, name }).where(eq(products.slug, cheapest.slug));
    }
  });

  it('refuses bad filters with a 400 that says what is wrong, never a 500', async () => {
    const { number, choice } = pickFilters();
    const bad: [Record<string, string | string[]>, RegExp][] = [
      [{ category: CATEGORY, spec: 'no-such-key:1..2' }, /no filterable attribute "no-such-key"/],
      [{ category: CATEGORY, spec: `${number.key}:5..1` }, /minimum exceeds its maximum/],
      [{ category: CATEGORY, spec: `${number.key}:yes` }, /not filtered that way/],
      [{ category: CATEGORY, spec: `${choice.key}:1..3` }, /not filtered that way/],
      [{ category: CATEGORY, spec: `${choice.key}:Tidak ada` }, /no such option/],
      [{ category: CATEGORY, spec: `${number.key}:abc..` }, /write key:min..max/],
      [{ category: CATEGORY, spec: 'nocolon' }, /write key:min..max/],
      [{ category: CATEGORY, spec: [`${number.key}:1..`, `${number.key}:..3`] }, /given twice/],
      [{ spec: `${number.key}:1..2` }, /need a category/],
      [{ category: CATEGORY, spec: Array.from({ length: 21 }, (_, i) => `k${i}:yes`) }, /at most 20/],
      [{ category: CATEGORY, spec: `${number.key}:1e999..` }, /write key:min..max/],
      [{ category: CATEGORY, facets: 'maybe' }, /facets/],
      [{ category: CATEGORY, spec: "x':1..2; drop table products" }, /write key:min..max/],
    ];
    for (const [params, message] of bad) {
      const res = await t.app.inject({ url: `/api/cms/v2/product?${q(params)}` });
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json().message, JSON.stringify(params)).toMatch(message);
    }
    // An unknown category with a filter: nothing to filter by, so the filter is unknown.
    const unknown = await t.app.inject({ url: `/api/cms/v2/product?${q({ category: 'tidak-ada', spec: `${number.key}:1..2` })}` });
    expect(unknown.statusCode).toBe(400);
  });
});
