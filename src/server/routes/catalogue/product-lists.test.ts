import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BrandsFetchResponseSchema,
  CategoriesResponseSchema,
  PopularCategoryResponseSchema,
  ProductListResponseSchema,
  TrendingResponseSchema,
} from '@/contract/catalogue';
import { ErrorSchema } from '@/contract/common';
import { useTestApp } from '@/server/test/helper';

const t = useTestApp();

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
};
const list = async (query = '') => ProductListResponseSchema.parse(await get(`v2/product${query}`));
const prices = (items: { price: number | null }[]) => items.map((p) => p.price).filter((p): p is number => p !== null);

describe('GET v2/product (docs/product.md §7)', () => {
  it('pages 12 products, cheapest first, with articles and dealers arrays', async () => {
    const body = await list();
    expect(body.products.per_page).toBe(12);
    expect(body.products.current_page).toBe(1);
    expect(body.products.data).toHaveLength(12);
    expect(body.products.from).toBe(1);
    expect(body.products.last_page).toBe(Math.ceil(body.products.total / 12));
    const p = prices(body.products.data);
    expect(p).toEqual([...p].sort((a, b) => a - b));
    expect(Array.isArray(body.articles) && Array.isArray(body.dealers)).toBe(true);
  });

  it('sorts by price descending on sort_by_price=desc, prices on request last', async () => {
    const body = await list('?sort_by_price=desc&per_page=100');
    const p = prices(body.products.data);
    expect(p).toEqual([...p].sort((a, b) => b - a));
    const firstNull = body.products.data.findIndex((x) => x.price === null);
    if (firstNull >= 0) expect(body.products.data.slice(firstNull).every((x) => x.price === null)).toBe(true);
  });

  it('filters by brand, category and price range', async () => {
    const byBrand = await list('?brand=hollyland&per_page=100');
    expect(byBrand.products.total).toBeGreaterThan(0);
    expect(byBrand.products.data.every((x) => x.brand.slug === 'hollyland')).toBe(true);

    const categories = CategoriesResponseSchema.parse(await get('v2/product/categories')).data;
    const category = categories.find((c) => c.product_count > 0)!;
    const byCategory = await list(`?category=${category.slug}&per_page=100`);
    expect(byCategory.products.total).toBe(category.product_count);

    const ranged = await list('?min_price=1000000&max_price=5000000&per_page=100');
    expect(ranged.products.total).toBeGreaterThan(0);
    expect(ranged.products.data.every((x) => x.price !== null && x.price >= 1_000_000 && x.price <= 5_000_000)).toBe(true);
  });

  it('searches with search or its alias cari (docs/product.md §5), with matching articles', async () => {
    const search = await list('?search=lark');
    const cari = await list('?cari=lark&page=1');
    expect(search.products.total).toBeGreaterThan(0);
    expect(cari).toEqual(search);
    expect(search.products.data.every((x) => /lark/i.test(x.name + x.description))).toBe(true);
    const typo = await list('?cari=hollyand');
    expect(typo.products.total).toBeGreaterThan(0);
  });

  it('serves page 2 and an empty page beyond the end', async () => {
    const second = await list('?page=2');
    expect(second.products.from).toBe(13);
    const beyond = await list('?page=9999');
    expect(beyond.products.data).toEqual([]);
    expect(beyond.products.from).toBeNull();
  });

  it('a category page (one statement, decision 140) equals a plain computation: its rows in order, total and related articles', async () => {
    const rows = async <R>(statement: ReturnType<typeof sql>) => ((await t.db.execute(statement)) as unknown as { rows: R[] }).rows;
    const categories = await rows<{ id: number; slug: string }>(sql`select id, slug from categories order by id`);
    let withArticles = 0;
    for (const category of categories) {
      const n = (await rows<{ n: number | string }>(sql`select count(*) as n from products where category_id = ${category.id}`))[0]!.n;
      for (const page of [1, 2, 3, Math.ceil(Number(n) / 12) + 1]) {
        const body = await list(`?category=${category.slug}&sort_by_price=desc&page=${page}`);
        const expected = await rows<{ slug: string }>(sql`select slug from products where category_id = ${category.id}
          order by price desc nulls last, name, id limit 12 offset ${(page - 1) * 12}`);
        expect(
          body.products.data.map((p) => p.slug),
          `${category.slug} ${page}`,
        ).toEqual(expected.map((r) => r.slug));
        expect(body.products.total, `${category.slug} ${page}`).toBe(Number(n));
        const related = expected.length
          ? await rows<{ slug: string }>(sql`select slug from articles where kind = 'article'
              and related_product_slugs ?| ${`{${expected.map((r) => `"${r.slug}"`).join(',')}}`}::text[]
              order by published_at desc, id limit 4`)
          : [];
        expect(
          body.articles.map((a) => a.slug),
          `${category.slug} ${page}`,
        ).toEqual(related.map((r) => r.slug));
        if (related.length) withArticles++;
      }
    }
    expect(withArticles).toBeGreaterThan(0); // the seed relates articles to some listed products
  });

  it('the category counts kept with the data (decision 140) follow products added, moved and deleted', async () => {
    const rows = async <R>(statement: ReturnType<typeof sql>) => ((await t.db.execute(statement)) as unknown as { rows: R[] }).rows;
    const drift = async () =>
      Number(
        (
          await rows<{ n: number | string }>(sql`select count(*) as n from categories c
        left join category_product_counts k on k.category_id = c.id
        where coalesce(k.products, 0) <> (select count(*) from products p where p.category_id = c.id)`)
        )[0]!.n,
      );
    const totals = async () => ({
      all: (await list()).products.total,
      first: (await list(`?category=${first!.slug}`)).products.total,
      second: (await list(`?category=${second!.slug}`)).products.total,
    });
    const [first, second] = await rows<{ id: number; slug: string }>(sql`select id, slug from categories order by id limit 2`);
    expect(await drift()).toBe(0);
    const before = await totals();
    const [added] = await rows<{ id: number }>(sql`insert into products (slug, name, brand_id, category_id, description, image)
      select 'uji-hitung-kategori', 'Uji Hitung Kategori', brand_id, ${first!.id}, 'uji', image from products order by id limit 1 returning id`);
    try {
      expect(await drift()).toBe(0);
      expect(await totals()).toEqual({ all: before.all + 1, first: before.first + 1, second: before.second });
      await t.db.execute(sql`update products set category_id = ${second!.id} where id = ${added!.id}`);
      expect(await drift()).toBe(0);
      expect(await totals()).toEqual({ all: before.all + 1, first: before.first, second: before.second + 1 });
      await t.db.execute(sql`update products set name = 'Uji Hitung Kategori 2' where id = ${added!.id}`);
      expect(await drift()).toBe(0);
    } finally {
      await t.db.execute(sql`delete from products where id = ${added!.id}`);
    }
    expect(await drift()).toBe(0);
    expect(await totals()).toEqual(before);
  });
});

describe('home rails and brand filter', () => {
  it('lists 10 trending products by rank by default, size caps it', async () => {
    const body = TrendingResponseSchema.parse(await get('v2/trending_product'));
    expect(body.data).toHaveLength(10);
    const three = TrendingResponseSchema.parse(await get('v2/trending_product?size=3'));
    expect(three.data.map((p) => p.id)).toEqual(body.data.slice(0, 3).map((p) => p.id));
  });

  it('lists 6 popular categories by default', async () => {
    const body = PopularCategoryResponseSchema.parse(await get('v2/popular_category'));
    expect(body.data).toHaveLength(6);
    const two = PopularCategoryResponseSchema.parse(await get('v2/popular_category?size=2&lang=en'));
    expect(two.data.map((c) => c.slug)).toEqual(body.data.slice(0, 2).map((c) => c.slug));
  });

  it('lists the brands of a category, every brand without one', async () => {
    const all = BrandsFetchResponseSchema.parse(await get('v3/brands/fetch')).data;
    const categories = CategoriesResponseSchema.parse(await get('v2/product/categories')).data;
    const category = categories.find((c) => c.product_count > 0)!;
    const some = BrandsFetchResponseSchema.parse(await get(`v3/brands/fetch?slug_category=${category.slug}`)).data;
    expect(some.length).toBeGreaterThan(0);
    expect(some.length).toBeLessThanOrEqual(all.length);
    const products = ProductListResponseSchema.parse(await get(`v2/product?category=${category.slug}&per_page=100`));
    expect(new Set(some.map((b) => b.slug))).toEqual(new Set(products.products.data.map((p) => p.brand.slug)));
  });

  it.each([
    'v2/product?page=-1',
    'v2/product?page=abc',
    'v2/product?per_page=100000',
    'v2/product?sort_by_price=up',
    'v2/product?min_price=-5',
    'v2/product?min_price=5000&max_price=10',
    'v2/product?brand=%27%3B',
    'v2/trending_product?size=100000',
    'v2/trending_product?size=0',
    'v2/popular_category?size=x',
  ])('answers %s with 400 and a message', async (url) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).message.length).toBeGreaterThan(0);
  });

  it('treats an empty slug_category as no filter, as the CMS does (decision 150)', async () => {
    const empty = await t.app.inject({ method: 'GET', url: '/api/cms/v3/brands/fetch?slug_category=' });
    const absent = await t.app.inject({ method: 'GET', url: '/api/cms/v3/brands/fetch' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(absent.json());
  });

  it('answers an unknown category with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/cms/v3/brands/fetch?slug_category=no-such-category' });
    expect(res.statusCode).toBe(404);
    expect(ErrorSchema.parse(res.json()).message).toMatch(/not found/i);
  });
});
