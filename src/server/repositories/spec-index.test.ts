import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuerySchema, type ProductListQuery } from '@/contract/catalogue';
import { brands, categories, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { facetedList } from './spec-facets';
import { indexedList } from './spec-index';

// The facet index (src/server/repositories/spec-index.ts) answers exactly what the statement in
// spec-facets.ts answers — page, order, total, related articles and every facet — for seeded random
// combinations of spec filters, brand, price, sort and page, on both databases; it notices every write by
// the content stamp; and it steps aside where the statement must answer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 0 });
});
afterAll(() => t?.close());

/** The statement's answer, with brand and price as `listProducts` gives them. */
const reference = (query: ProductListQuery, withFacets: boolean) => {
  const extra: SQL[] = [];
  if (query.brand) extra.push(eq(products.brand_id, sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${query.brand})`));
  if (query.min_price !== undefined) extra.push(gte(products.price, query.min_price));
  if (query.max_price !== undefined) extra.push(lte(products.price, query.max_price));
  return facetedList(t.db, query, { extra, withFacets, lang: query.lang ?? 'id' });
};

const parse = (params: Record<string, unknown>) => ProductListQuerySchema.parse(params);

/** A small deterministic generator (mulberry32): the same combinations on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the facet index', () => {
  it('answers every combination exactly as the statement does', async () => {
    const rand = random(35);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const cats = await t.db.select({ slug: categories.slug }).from(categories);
    const brandSlugs = (await t.db.select({ slug: brands.slug }).from(brands)).map((b) => b.slug);
    let compared = 0;
    let nonEmpty = 0;
    for (const { slug } of cats) {
      const all = await reference(parse({ category: slug, facets: 'yes' }), true);
      const facets = all.facets ?? [];
      if (!facets.length) continue;
      for (let i = 0; i < 12; i++) {
        const spec: string[] = [];
        for (const facet of facets) {
          if (rand() < 0.75 || spec.length >= 2) continue;
          if (facet.type === 'number' && facet.min !== null && facet.max !== null) {
            const mid = facet.min + (facet.max - facet.min) / 2;
            spec.push(rand() < 0.5 ? `${facet.key}:${facet.min}..${mid}` : `${facet.key}:${mid}..`);
          } else if (facet.options.length) {
            const offered = facet.options.filter((o) => o.count > 0);
            const options = offered.length ? offered : facet.options;
            spec.push(`${facet.key}:${pick(options).value}`);
            if (facet.type === 'choice' && rand() < 0.3) spec.push(`${facet.key}:${pick(options).value}`);
          }
        }
        const params: Record<string, unknown> = {
          category: slug,
          spec: [...new Set(spec)],
          sort_by_price: pick(['asc', 'desc']),
          page: String(pick([1, 1, 1, 2])),
          per_page: String(pick([5, 12])),
          lang: pick(['id', 'en']),
        };
        if (rand() < 0.15) params.brand = pick(brandSlugs);
        if (rand() < 0.25) params.min_price = String(pick([0, 500000, 2000000]));
        if (rand() < 0.25) params.max_price = String(pick([3000000, 10000000]));
        const query = parse(params);
        const withFacets = rand() < 0.8;
        const expected = await reference(query, withFacets);
        const actual = await indexedList(t.db, query, withFacets, query.lang ?? 'id');
        expect(actual, JSON.stringify(params)).toBeDefined();
        expect(actual, JSON.stringify(params)).toEqual(expected);
        compared += 1;
        if (expected.total > 0) nonEmpty += 1;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(24);
    expect(nonEmpty).toBeGreaterThan(compared / 3);
  });

  it('sees a write at once by the content stamp, made behind its back (no notification)', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'mic-wireless'));
    const query = parse({ category: 'mic-wireless', facets: 'yes', sort_by_price: 'desc', per_page: '3' });
    const before = (await indexedList(t.db, query, true, 'id'))!;
    const [top] = await t.db
      .select()
      .from(products)
      .where(eq(products.category_id, cat!.id))
      .orderBy(sql`${products.price} asc nulls last`)
      .limit(1);
    try {
      await t.db.update(products).set({ price: 999_999_999 }).where(eq(products.id, top!.id));
      const after = (await indexedList(t.db, query, true, 'id'))!;
      expect(after.rows[0]!.p_slug).toBe(top!.slug);
      expect(after).toEqual(await reference(query, true));
      expect(after.rows).not.toEqual(before.rows);
    } finally {
      await t.db.update(products).set({ price: top!.price }).where(eq(products.id, top!.id));
    }
    expect(await indexedList(t.db, query, true, 'id')).toEqual(before);
  });

  it('steps aside for the statement: a transaction, an unknown category, a filter the category refuses', async () => {
    const query = parse({ category: 'mic-wireless', facets: 'yes' });
    await t.db.transaction(async (tx) => {
      expect(await indexedList(tx, query, true, 'id')).toBeUndefined();
    });
    expect(await indexedList(t.db, parse({ category: 'tidak-ada', facets: 'yes' }), true, 'id')).toBeUndefined();
    expect(await indexedList(t.db, parse({ category: 'mic-wireless', spec: ['tidak-ada:yes'] }), true, 'id')).toBeUndefined();
  });
});
