import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AuthorizedStoreResponseSchema,
  DealerProductsResponseSchema,
  ProductDealersResponseSchema,
  ProductStockResponseSchema,
} from '@/contract/dealers';
import { ErrorSchema } from '@/contract/common';
import { createTestApp, useTestApp } from '@/server/test/helper';

// Who carries a product (docs/decisions/025-dealer-finders.md): the nearest carriers in one statement,
// stock older than the bound reported as unknown, the offline copy and a dealer's own list.
const t = useTestApp();

/** Great-circle km, computed here (the server's SQL must agree). */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const s = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(s)));
}

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/cms/${url}` });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** A product carried by many offline dealers with coordinates, and its slug. */
async function wellCarried() {
  const [row] = await rows<{ slug: string; n: number }>(sql`
    select p.slug, count(*)::int as n from dealer_products dp join products p on p.id = dp.product_id
    join stores s on s.id = dp.store_id where s.type = 'offline_store' and s.lat is not null
    group by p.slug order by count(*) desc, p.slug limit 1`);
  expect(row!.n).toBeGreaterThanOrEqual(5);
  return row!.slug;
}

describe('v2/product_dealers', () => {
  it('answers the carriers nearest first, as a distance over every carrier computed here agrees', async () => {
    const slug = await wellCarried();
    const origin = { lat: -6.2, lng: 106.82 }; // Jakarta
    const res = await get(`v2/product_dealers?product=${slug}&lat=${origin.lat}&lng=${origin.lng}&limit=5`);
    expect(res.statusCode).toBe(200);
    const body = ProductDealersResponseSchema.parse(res.json()).data;
    expect(body.stale_after_days).toBe(14);
    expect(body.dealers).toHaveLength(5);

    // Every offline dealer carrying it (the offline copy) joined with the dealer list, sorted here.
    const stock = ProductStockResponseSchema.parse((await get(`v2/product_dealers/stock?product=${slug}`)).json()).data.stores;
    const all = AuthorizedStoreResponseSchema.parse((await get('v2/authorized_store')).json()).data.data;
    const carriers = all
      .filter((d) => stock.some((s) => s.store_id === d.id) && d.lat !== null && d.lng !== null)
      .map((d) => ({ id: d.id, km: distanceKm(origin, { lat: d.lat!, lng: d.lng! }) }))
      .sort((a, b) => a.km - b.km || a.id - b.id);
    expect(body.dealers.map((d) => d.id)).toEqual(carriers.slice(0, 5).map((c) => c.id));
    body.dealers.forEach((d, i) => expect(d.distance_km).toBeCloseTo(carriers[i]!.km, 2));
    // Each answer carries its stock and as_of, and the dealer's hours and province (open now on the device).
    for (const d of body.dealers) {
      const row = stock.find((s) => s.store_id === d.id)!;
      expect(d.stock).toBe(row.stock);
      expect(d.as_of).toBe(row.as_of);
      expect(d.brands.length).toBeGreaterThan(0);
    }
  });

  it('takes a chosen city centre as the origin', async () => {
    const slug = await wellCarried();
    const [city] = await rows<{ code: string; lat: number; lng: number }>(
      sql`select code, lat, lng from cities where lat is not null and code = (select city_code from stores s join dealer_products dp on dp.store_id = s.id join products p on p.id = dp.product_id where p.slug = ${slug} and s.type = 'offline_store' order by s.id limit 1)`,
    );
    const byCity = ProductDealersResponseSchema.parse((await get(`v2/product_dealers?product=${slug}&city_id=${city!.code}`)).json()).data;
    const byPoint = ProductDealersResponseSchema.parse(
      (await get(`v2/product_dealers?product=${slug}&lat=${city!.lat}&lng=${city!.lng}`)).json(),
    ).data;
    expect(byCity.dealers.map((d) => d.id)).toEqual(byPoint.dealers.map((d) => d.id));
    expect(byCity.dealers.length).toBeGreaterThan(0);
  });

  it('reports stock older than the bound as unknown (null), never as "ada"; a longer bound believes it', async () => {
    const slug = await wellCarried();
    const [row] = await rows<{ store_id: number; product_id: number }>(
      sql`select dp.store_id, dp.product_id from dealer_products dp join products p on p.id = dp.product_id join stores s on s.id = dp.store_id where p.slug = ${slug} and s.type = 'offline_store' and s.lat is not null order by dp.store_id limit 1`,
    );
    const [store] = await rows<{ lat: number; lng: number }>(sql`select lat, lng from stores where id = ${row!.store_id}`);
    const at = `v2/product_dealers?product=${slug}&lat=${store!.lat}&lng=${store!.lng}&limit=30`;
    const find = (body: unknown) => ProductDealersResponseSchema.parse(body).data.dealers.find((d) => d.id === row!.store_id)!;

    await t.db.execute(
      sql`update dealer_products set stock = 'ada', as_of = now() - interval '13 days' where store_id = ${row!.store_id} and product_id = ${row!.product_id}`,
    );
    expect(find((await get(at)).json()).stock).toBe('ada');
    await t.db.execute(
      sql`update dealer_products set as_of = now() - interval '15 days' where store_id = ${row!.store_id} and product_id = ${row!.product_id}`,
    );
    const stale = find((await get(at)).json());
    expect(stale.stock).toBeNull();
    expect(Date.now() - Date.parse(stale.as_of)).toBeGreaterThan(15 * 86_400_000 - 60_000);
    // The offline copy and the dealer's own list say the same.
    const copy = ProductStockResponseSchema.parse((await get(`v2/product_dealers/stock?product=${slug}`)).json()).data.stores;
    expect(copy.find((s) => s.store_id === row!.store_id)!.stock).toBeNull();
    const own = DealerProductsResponseSchema.parse((await get(`v2/authorized_store/products?store_id=${row!.store_id}`)).json()).data;
    expect(own.products.find((p) => p.slug === slug)!.stock).toBeNull();

    // STOCK_STALE_DAYS=30 (the same database): fifteen days old is still believed.
    const longer = await createTestApp({ stockStaleDays: 30 });
    try {
      await longer.db.execute(
        sql`update dealer_products set stock = 'ada', as_of = now() - interval '15 days' where store_id = ${row!.store_id} and product_id = ${row!.product_id}`,
      );
      const answer = ProductDealersResponseSchema.parse((await longer.app.inject({ url: `/api/cms/${at}` })).json()).data;
      expect(answer.stale_after_days).toBe(30);
      expect(answer.dealers.find((d) => d.id === row!.store_id)!.stock).toBe('ada');
    } finally {
      await longer.close();
    }
  });

  it('answers 404 for an unknown product or city, and an empty list for a product nobody lists', async () => {
    expect((await get('v2/product_dealers?product=no-such-product&lat=-6.2&lng=106.8')).statusCode).toBe(404);
    expect((await get('v2/product_dealers/stock?product=no-such-product')).statusCode).toBe(404);
    const [unlisted] = await rows<{ id: number; slug: string }>(sql`select id, slug from products order by id desc limit 1`);
    await t.db.execute(sql`delete from dealer_products where product_id = ${unlisted!.id}`);
    const res = await get(`v2/product_dealers?product=${unlisted!.slug}&lat=-6.2&lng=106.8`);
    expect(res.statusCode).toBe(200);
    expect(ProductDealersResponseSchema.parse(res.json()).data.dealers).toEqual([]);
    const [anyProduct] = await rows<{ slug: string }>(sql`select slug from products order by id limit 1`);
    expect((await get(`v2/product_dealers?product=${anyProduct!.slug}&city_id=99.99`)).statusCode).toBe(404);
    expect((await get('v2/authorized_store/products?store_id=2147483647')).statusCode).toBe(404);
  });

  it('gives the product page the best fresh stock a dealer states (its JSON-LD availability), null when all is stale', async () => {
    const slug = await wellCarried();
    const detail = async () =>
      ((await get(`v3/products/find?slug=${slug}`)).json() as { data: { dealer_stock: string | null } }).data.dealer_stock;
    const id = sql`(select id from products where slug = ${slug})`;
    await t.db.execute(sql`update dealer_products set stock = 'ada', as_of = now() - interval '20 days' where product_id = ${id}`);
    expect(await detail()).toBeNull();
    await t.db.execute(
      sql`update dealer_products set stock = 'terbatas', as_of = now() where id = (select min(id) from dealer_products where product_id = ${id})`,
    );
    expect(await detail()).toBe('terbatas');
    await t.db.execute(
      sql`update dealer_products set stock = 'ada', as_of = now() where id = (select max(id) from dealer_products where product_id = ${id})`,
    );
    expect(await detail()).toBe('ada');
  });

  it('refuses hostile queries with 400, never 500', async () => {
    const slug = await wellCarried();
    for (const query of [
      '',
      `product=${slug}`,
      `product=${slug}&lat=-6.2`,
      `product=${slug}&lat=abc&lng=106`,
      `product=${slug}&lat=91&lng=106`,
      `product=${slug}&lat=-6&lng=181`,
      `product=${slug}&lat=1e999&lng=106`,
      `product=${slug}&lat=NaN&lng=106`,
      `product=${slug}&lat=-6&lng=106&limit=0`,
      `product=${slug}&lat=-6&lng=106&limit=31`,
      `product=${slug}&lat=-6&lng=106&limit=2.5`,
      `product=${slug}&city_id=jakarta`,
      `product=${slug}&city_id=31.71&city_id=31.72`,
      `product=${'x'.repeat(300)}&lat=-6&lng=106`,
      `product[]=a&lat=-6&lng=106`,
    ]) {
      const res = await get(`v2/product_dealers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(ErrorSchema.safeParse(res.json()).success, query).toBe(true);
    }
    for (const query of ['', 'store_id=abc', 'store_id=0', 'store_id=-1', 'store_id=1.5', 'store_id=99999999999']) {
      expect((await get(`v2/authorized_store/products?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get('v2/product_dealers/stock')).statusCode).toBe(400);
  });

  it('lists the products one dealer carries, by name, with stock', async () => {
    const [store] = await rows<{ store_id: number; n: number }>(
      sql`select store_id, count(*)::int as n from dealer_products group by store_id order by count(*) desc, store_id limit 1`,
    );
    const body = DealerProductsResponseSchema.parse((await get(`v2/authorized_store/products?store_id=${store!.store_id}`)).json()).data;
    expect(body.products).toHaveLength(store!.n);
    const names = body.products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('can be served by the (product, store) index (EXPLAIN; at the top scale the planner picks it unprompted: docs/benchmarks.md)', async () => {
    const slug = await wellCarried();
    const text = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select s.id from dealer_products dp join stores s on s.id = dp.store_id where dp.product_id = (select id from products where slug = ${slug}) and s.type = 'offline_store' limit 3`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toMatch(/dealer_products_product_store_idx/);
  });

  it("can walk the stores' gist index nearest first (a best seller at the top scale: docs/benchmarks.md)", async () => {
    const text = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_sort = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = (await tx.execute(
        sql`explain select s.id from stores s join dealer_products dp on dp.store_id = s.id and dp.product_id = 1 where s.type = 'offline_store' order by point(s.lng, s.lat) <-> point(106.8, -6.2) limit 50`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(text).toMatch(/Index Scan using stores_geo_idx/);
  });

  it('answers a product carried by every dealer exactly as a full sort does, from dense, sparse and far origins', async () => {
    const [product] = await rows<{ id: number; slug: string }>(sql`select id, slug from products order by id limit 1 offset 7`);
    await t.db.execute(sql`
      insert into dealer_products (store_id, product_id, stock, as_of)
      select id, ${product!.id}, 'ada', now() from stores where type = 'offline_store'
      on conflict (product_id, store_id) do nothing`);
    const all = AuthorizedStoreResponseSchema.parse((await get('v2/authorized_store')).json()).data.data.filter(
      (d) => d.lat !== null && d.lng !== null,
    );
    expect(all.length).toBeGreaterThan(100); // past the 50 candidates read on the plane
    const origins = [
      { lat: -6.2, lng: 106.82 }, // Jakarta: many dealers around
      { lat: -6.9147, lng: 107.6098 }, // Bandung
      { lat: -2.5337, lng: 140.7181 }, // Jayapura: few
      { lat: 3.5952, lng: 98.6722 }, // Medan
      { lat: -10.17, lng: 123.6 }, // Kupang
      { lat: 1.3, lng: 103.8 }, // Singapore, outside
      { lat: 35.68, lng: 139.76 }, // Tokyo: far, every dealer in a wide box
      { lat: 70, lng: 100 }, // far north: the plane of degrees and the sphere disagree most
      { lat: -60, lng: 120 },
      { lat: 89.9, lng: 0 }, // the pole: no box, every carrier read
      { lat: -33.9, lng: 179.99 }, // by the antimeridian
    ];
    for (const origin of origins) {
      for (const limit of [1, 3, 10, 30]) {
        const res = await get(`v2/product_dealers?product=${product!.slug}&lat=${origin.lat}&lng=${origin.lng}&limit=${limit}`);
        const got = ProductDealersResponseSchema.parse(res.json()).data.dealers;
        const want = all
          .map((d) => ({ id: d.id, km: distanceKm(origin, { lat: d.lat!, lng: d.lng! }) }))
          .sort((a, b) => a.km - b.km || a.id - b.id)
          .slice(0, limit);
        expect(
          got.map((d) => d.id),
          `${origin.lat},${origin.lng} limit ${limit}`,
        ).toEqual(want.map((w) => w.id));
        got.forEach((d, i) => expect(d.distance_km).toBeCloseTo(want[i]!.km, 2));
      }
    }
  });
});
