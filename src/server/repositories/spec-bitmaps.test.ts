import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListQuerySchema, type ProductListQuery } from '@/contract/catalogue';
import { brands, categories, products } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { bitmapList, facetedList } from './spec-facets';

// The bit strings of migration 0041 (docs/decisions/140-search-and-reads-at-scale.md): `bitmapList` answers
// exactly what the row statement `facetedList` answers — page, order, total, related articles and every facet —
// for seeded random combinations of spec filters, sort and page, on both databases; and the strings stay equal
// to the rows through every kind of write (a value changed, a product added, moved, deleted, a category's
// attributes changed, a category's strings widened).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 0 });
});
afterAll(() => t?.close());

const parse = (params: Record<string, unknown>) => ProductListQuerySchema.parse(params);
const reference = (query: ProductListQuery, withFacets: boolean) =>
  facetedList(t.db, query, { extra: [], withFacets, lang: query.lang ?? 'id' });
const bitmaps = (query: ProductListQuery, withFacets: boolean) => bitmapList(t.db, query, { withFacets, lang: query.lang ?? 'id' });

/** A small deterministic generator (mulberry32): the same combinations on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rows where a category's strings and its products disagree: a wrong count for a token, or a wrong bit. */
async function disagreements() {
  const result = (await t.db.execute(sql`
    with expected as (
      select t.category_id, tok, count(*) as n from product_spec_tokens as t, unnest(array_prepend(0, t.tokens)) as tok
      group by t.category_id, tok),
    counted as (select category_id, token_id as tok, bit_count(bits) as n from spec_bitmaps where bit_count(bits) > 0)
    select coalesce(e.category_id, c.category_id) as category_id, coalesce(e.tok, c.tok) as tok, e.n as expected, c.n as counted
    from expected as e full join counted as c on c.category_id = e.category_id and c.tok = e.tok
    where e.n is distinct from c.n
    union all
    select t.category_id, tok, 1, 0 from product_spec_tokens as t, unnest(array_prepend(0, t.tokens)) as tok
    where get_bit((select bits from spec_bitmaps as b where b.category_id = t.category_id and b.token_id = tok), t.ord) <> 1
    union all
    select category_id, -1, count(distinct length(bits)), 1 from spec_bitmaps group by category_id having count(distinct length(bits)) > 1`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

async function randomQueries(seed: number, perCategory: number) {
  const rand = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const queries: { query: ProductListQuery; withFacets: boolean }[] = [];
  for (const { slug } of await t.db.select({ slug: categories.slug }).from(categories)) {
    const facets = (await reference(parse({ category: slug, facets: 'yes' }), true)).facets ?? [];
    if (!facets.length) continue;
    for (let i = 0; i < perCategory; i++) {
      const spec: string[] = [];
      for (const facet of facets) {
        if (rand() < 0.7 || spec.length >= 4) continue;
        if (facet.type === 'number' && facet.min !== null && facet.max !== null) {
          const mid = facet.min + (facet.max - facet.min) / 2;
          spec.push(pick([`${facet.key}:${facet.min}..${mid}`, `${facet.key}:${mid}..`, `${facet.key}:..${mid}`]));
        } else if (facet.options.length) {
          const offered = facet.options.filter((o) => o.count > 0);
          const options = offered.length ? offered : facet.options;
          spec.push(`${facet.key}:${pick(options).value}`);
          if (facet.type === 'choice' && rand() < 0.3) spec.push(`${facet.key}:${pick(options).value}`);
        }
      }
      queries.push({
        query: parse({
          category: slug,
          spec: [...new Set(spec)],
          sort_by_price: pick(['asc', 'desc']),
          page: String(pick([1, 1, 1, 2])),
          per_page: String(pick([5, 12])),
          lang: pick(['id', 'en']),
        }),
        withFacets: rand() < 0.8,
      });
    }
  }
  return queries;
}

async function expectSameAnswers(queries: { query: ProductListQuery; withFacets: boolean }[]) {
  let nonEmpty = 0;
  for (const { query, withFacets } of queries) {
    const expected = await reference(query, withFacets);
    expect(await bitmaps(query, withFacets), JSON.stringify(query)).toEqual(expected);
    if (expected.total > 0) nonEmpty += 1;
  }
  return nonEmpty;
}

describe('facet counts from bit strings', () => {
  it('answers every combination exactly as the row statement does (up to four filters: prepared and planned)', async () => {
    const queries = await randomQueries(35, 14);
    expect(queries.length).toBeGreaterThanOrEqual(28);
    expect(queries.some((q) => (q.query.spec?.length ?? 0) > 3)).toBe(true);
    const nonEmpty = await expectSameAnswers(queries);
    expect(nonEmpty).toBeGreaterThan(queries.length / 3);
    expect(await disagreements()).toEqual([]);
  });

  it('stays equal to the rows through every kind of write', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'mic-wireless'));
    const [other] = await t.db.select().from(categories).where(eq(categories.slug, 'action-camera'));
    const inCategory = await t.db.select().from(products).where(eq(products.category_id, cat!.id)).orderBy(products.id);
    const [brand] = await t.db.select().from(brands).limit(1);
    const [a, b, c] = inCategory as [(typeof inCategory)[number], (typeof inCategory)[number], (typeof inCategory)[number]];
    const toggled = cat!.attributes.map((d, i) => (i === 0 ? { ...d, filterable: !d.filterable } : d));
    /** A value changed, a product moved to another category, one deleted, one added with values. */
    const writes = async (db: typeof t.db) => {
      await db
        .update(products)
        .set({ attrs: { ...(a.attrs as object), 'charging-case': !(a.attrs as Record<string, unknown>)['charging-case'] } })
        .where(eq(products.id, a.id));
      await db.update(products).set({ category_id: other!.id }).where(eq(products.id, b.id));
      await db.delete(products).where(eq(products.id, c.id));
      await db.insert(products).values({
        slug: 'bitmap-test-product',
        name: 'Bitmap test',
        description: '',
        brand_id: brand!.id,
        category_id: cat!.id,
        price: 1_234_000,
        image: c.image,
        attrs: c.attrs,
      });
    };
    await t.db
      .transaction(async (tx) => {
        await writes(tx as unknown as typeof t.db);
        // The category's attributes: one filterable attribute no longer filterable.
        await tx.update(categories).set({ attributes: toggled }).where(eq(categories.id, cat!.id));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    // Rolled back: the strings and ordinals too.
    expect(await disagreements()).toEqual([]);
    // The same writes committed, one by one.
    await writes(t.db);
    expect(await disagreements()).toEqual([]);
    await expectSameAnswers((await randomQueries(38, 4)).filter((q) => ['mic-wireless', 'action-camera'].includes(q.query.category!)));
    await t.db.update(categories).set({ attributes: toggled }).where(eq(categories.id, cat!.id));
    expect(await disagreements()).toEqual([]);
    await t.db.update(categories).set({ attributes: cat!.attributes }).where(eq(categories.id, cat!.id));
    expect(await disagreements()).toEqual([]);
  });

  it('hands out an ordinal only to a product added or moved in, never to a product saved again', async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'webcam'));
    const next = async () =>
      Number(
        (
          (await t.db.execute(sql`select next from spec_bitmap_categories where category_id = ${cat!.id}`)) as unknown as {
            rows: { next: number }[];
          }
        ).rows[0]!.next,
      );
    const [product] = await t.db.select().from(products).where(eq(products.category_id, cat!.id)).limit(1);
    const before = await next();
    // Each save rewrites the product's tokens through INSERT … ON CONFLICT DO UPDATE (migration 0027).
    for (const price of [1, 2, 3])
      await t.db
        .update(products)
        .set({ price, name: `${product!.name} ${price}` })
        .where(eq(products.id, product!.id));
    await t.db.update(products).set({ attrs: {} }).where(eq(products.id, product!.id));
    await t.db.update(products).set({ attrs: product!.attrs }).where(eq(products.id, product!.id));
    expect(await next()).toBe(before);
    expect(await disagreements()).toEqual([]);
  });

  it("widens a full category's strings, every one of them, and counts on", async () => {
    const [cat] = await t.db.select().from(categories).where(eq(categories.slug, 'gimbal'));
    const [brand] = await t.db.select().from(brands).limit(1);
    const [template] = await t.db.select().from(products).where(eq(products.category_id, cat!.id)).limit(1);
    // The category's ordinals all handed out: the next product widens its strings.
    await t.db.execute(sql`update spec_bitmap_categories set next = width where category_id = ${cat!.id}`);
    const width = async () =>
      Number(
        (
          (await t.db.execute(sql`select width from spec_bitmap_categories where category_id = ${cat!.id}`)) as unknown as {
            rows: { width: number }[];
          }
        ).rows[0]!.width,
      );
    const first = await width();
    await t.db.insert(products).values({
      slug: 'bitmap-widened',
      name: 'Widened',
      description: '',
      brand_id: brand!.id,
      category_id: cat!.id,
      price: 999,
      image: template!.image,
      attrs: template!.attrs,
    });
    expect(await width()).toBe(first * 2);
    expect(await disagreements()).toEqual([]);
    const query = parse({ category: 'gimbal', facets: 'yes', sort_by_price: 'asc', per_page: '3' });
    const answer = await bitmaps(query, true);
    expect(answer).toEqual(await reference(query, true));
    expect(answer.rows[0]!.p_slug).toBe('bitmap-widened');
  });
});

class Rollback extends Error {}
