import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { ImportResultSchema } from '@/contract/studio/import';
import { ProductDealersResponseSchema } from '@/contract/dealers';
import { nextIp } from '@/server/routes/forms/test-forms';
import { useTestApp } from '@/server/test/helper';
import { call, SAME_ORIGIN, staffSession } from '../test-studio';

// Dealers' stock by CSV (docs/decisions/025-dealer-finders.md, 260-studio-media-and-csv.md): rows name a dealer
// by id and a product by id or slug; a row without an id updates that dealer's row of that product; a file with
// one bad row is refused whole, the row and the reason named, nothing stored.
const t = useTestApp();

const postCsv = (body: string, cookie: string, dryRun: 0 | 1, lang = 'id') =>
  t.app.inject({
    method: 'POST',
    url: `/api/cms/studio/import/dealer-stock?dry_run=${dryRun}`,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': nextIp(),
      'content-type': 'text/csv',
      'accept-language': lang,
      cookie: `${STAFF_COOKIE}=${cookie}`,
    },
    payload: body,
  });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const snapshot = () =>
  rows<{ store_id: number; product_id: number; stock: string | null; as_of: string }>(
    sql`select store_id, product_id, stock, as_of::text from dealer_products order by store_id, product_id`,
  );

/** Two offline dealers (with coordinates) and three products: one of them already listed by the first dealer. */
async function fixture() {
  const [listed] = await rows<{ store_id: number; product_id: number; slug: string }>(sql`
    select dp.store_id, dp.product_id, p.slug from dealer_products dp join products p on p.id = dp.product_id
    join stores s on s.id = dp.store_id where s.type = 'offline_store' and s.lat is not null order by dp.store_id, dp.product_id limit 1`);
  const [other] = await rows<{ id: number }>(
    sql`select id from stores where type = 'offline_store' and lat is not null and id <> ${listed!.store_id} order by id limit 1`,
  );
  const fresh = await rows<{ id: number; slug: string }>(
    sql`select id, slug from products where id not in (select product_id from dealer_products where store_id = ${listed!.store_id}) order by id limit 2`,
  );
  return { listed: listed!, other: other!.id, fresh };
}

describe('POST studio/import/dealer-stock', () => {
  it('refuses a file with one bad row whole, naming the row and the reason; the fixed file updates by dealer and product', async () => {
    const editor = await staffSession(t, 'editor');
    const { listed, other, fresh } = await fixture();
    const before = await snapshot();
    const lines = (badProduct: string) => [
      'store_id,product_id,stock,as_of',
      `${listed.store_id},${listed.slug},terbatas,2026-11-20`,
      `${listed.store_id},${fresh[0]!.slug},ada,2026-11-21T10:00:00+07:00`,
      `${other},${fresh[1]!.id},pesan_dulu,2026-11-22`,
      `${other},${badProduct},,2026-11-22`,
    ];
    const bad = `${lines('tidak-ada-produk-ini').join('\n')}\n`;

    const dry = await postCsv(bad, editor.cookie, 1);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(ImportResultSchema.parse(dry.json()).data.errors).toEqual([
      { line: 5, field: 'product_id', message: 'Produk dengan id atau slug ini tidak ditemukan.' },
    ]);
    const real = await postCsv(bad, editor.cookie, 0, 'en');
    expect(real.statusCode).toBe(422);
    expect(real.json().data.errors).toEqual([{ line: 5, field: 'product_id', message: 'No product with this id or slug.' }]);
    expect(await snapshot()).toEqual(before);

    // Other reasons, each named on its line: an unknown dealer, a stock state not offered, a date, a repeated pair.
    const worse = [
      'store_id,product_id,stock,as_of',
      `999999,${fresh[0]!.slug},ada,2026-11-20`,
      `${other},${fresh[0]!.slug},banyak,2026-11-20`,
      `${other},${fresh[1]!.slug},ada,kemarin`,
      `${listed.store_id},${listed.product_id},ada,2026-11-20`,
      `${listed.store_id},${listed.slug},ada,2026-11-20`,
    ].join('\n');
    const refused = await postCsv(worse, editor.cookie, 0);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([
      [2, 'store_id'],
      [3, 'stock'],
      [4, 'as_of'],
      [6, 'store_id'],
    ]);
    expect(await snapshot()).toEqual(before);

    // Fixed: the listed pair is updated in place (no second row), the others are new.
    const fixed = await postCsv(`${lines(String(fresh[0]!.id)).slice(0, 4).join('\n')}\n`, editor.cookie, 0);
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().data).toEqual({ dry_run: false, rows: 3, created: 2, updated: 1, errors: [] });
    const after = await snapshot();
    expect(after).toHaveLength(before.length + 2);
    const row = after.find((r) => r.store_id === listed.store_id && r.product_id === listed.product_id)!;
    expect(row.stock).toBe('terbatas');
    expect(new Date(row.as_of).toISOString()).toBe('2026-11-19T17:00:00.000Z'); // the day's start in WIB

    // The public answer follows: the first dealer now carries the fresh product.
    const [store] = await rows<{ lat: number; lng: number }>(sql`select lat, lng from stores where id = ${listed.store_id}`);
    const res = await t.app.inject({ url: `/api/cms/v2/product_dealers?product=${fresh[0]!.slug}&lat=${store!.lat}&lng=${store!.lng}` });
    const first = ProductDealersResponseSchema.parse(res.json()).data.dealers[0]!;
    expect(first.id).toBe(listed.store_id);
    expect(first.as_of).toBe('2026-11-21T03:00:00.000Z');
  });

  it('exports the stock and imports the export back unchanged', async () => {
    const editor = await staffSession(t, 'editor');
    const exported = await t.app.inject({
      url: '/api/cms/studio/export/dealer-stock.csv',
      headers: { ...SAME_ORIGIN, cookie: `${STAFF_COOKIE}=${editor.cookie}` },
    });
    expect(exported.statusCode).toBe(200);
    const records = parse(exported.body, { bom: true }) as string[][];
    expect(records[0]).toEqual(['id', 'store_id', 'product_id', 'stock', 'as_of']);
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from dealer_products`)) as [{ n: number }];
    expect(records.length - 1).toBe(n);
    const dry = await postCsv(exported.body, editor.cookie, 1);
    expect(dry.json().data).toMatchObject({ rows: n, created: 0, updated: n, errors: [] });
  });

  it("edits a dealer's stock in the studio: a new row publishes and is public; the same dealer and product twice is a field error, not a 500", async () => {
    const editor = await staffSession(t, 'editor');
    const { listed, fresh } = await fixture();
    const create = async (product_id: number) => {
      const created = await call(t, 'studio/collections/dealer-stock', {
        method: 'POST',
        cookie: editor.cookie,
        body: { data: { store_id: listed.store_id, product_id, stock: 'ada', as_of: new Date().toISOString() } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json().data as { id: number };
      return call(t, `studio/collections/dealer-stock/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    };
    const published = await create(fresh[1]!.id);
    expect(published.statusCode, published.body).toBe(200);
    const own = await t.app.inject({ url: `/api/cms/v2/authorized_store/products?store_id=${listed.store_id}` });
    expect((own.json() as { data: { products: { slug: string; stock: string }[] } }).data.products).toContainEqual(
      expect.objectContaining({ slug: fresh[1]!.slug, stock: 'ada' }),
    );
    const twice = await create(listed.product_id);
    expect(twice.statusCode, twice.body).toBe(400);
    expect(twice.json().errors).toMatchObject({ store_id: [expect.any(String)] });
  });
});
