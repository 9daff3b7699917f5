import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTITY_BULK_MAX, EntityBulkResponseSchema } from '@/contract/studio/api';
import { useTestApp } from '@/server/test/helper';
import { auditLog, products, studioDrafts } from '../db/schema';
import { call, productDraft, staffSession } from './test-studio';

// The collection lists (docs/decisions/250-staff-studio.md). The bulk action: publish, unpublish or delete many
// entries in one request, each in its own transaction with the single action's rules and audit entry, answered in
// order with each entry's state or refusal; the action's own right is checked, and a hostile body is a 400. The
// reference filters: `ref=brand_id:3,category_id:2` over the collection's own reference fields.

const t = useTestApp({ studioScheduleMs: 0 });

const bulk = (cookie: string, body: unknown, collection = 'products') =>
  call(t, `studio/collections/${collection}/bulk`, { method: 'POST', cookie, body });

async function drafts(cookie: string, names: string[], overrides: Record<string, unknown> = {}) {
  const ids: number[] = [];
  for (const name of names) {
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie,
      body: { data: productDraft({ name, slug: name.toLowerCase().replace(/\s+/g, '-'), ...overrides }) },
    });
    expect(created.statusCode, created.body).toBe(201);
    ids.push((created.json().data as { id: number }).id);
  }
  return ids;
}

const publicIds = async (ids: number[]) =>
  (await t.db.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id).sort((a, b) => a - b);
const auditActions = async (ids: number[]) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.collection, 'products'), inArray(auditLog.entity_id, ids.map(String))))
  ).map((r) => r.action);

describe('bulk actions on a collection list', () => {
  it('publishes five drafts and refuses one that cannot be published, naming its field; each is audited once', async () => {
    const editor = await staffSession(t, 'editor');
    const ids = await drafts(editor.cookie, ['Massal Satu', 'Massal Dua', 'Massal Tiga', 'Massal Empat', 'Massal Lima']);
    const [broken] = await drafts(editor.cookie, ['Massal Tanpa Gambar'], { image: undefined });
    const asked = [...ids, broken!, 2_000_000_000];
    const response = await bulk(editor.cookie, { action: 'publish', ids: asked });
    expect(response.statusCode, response.body).toBe(200);
    const results = EntityBulkResponseSchema.parse(response.json()).data;
    expect(results.map((r) => r.id)).toEqual(asked);
    for (const r of results.slice(0, 5)) expect(r).toEqual({ id: r.id, ok: true, status: 'published' });
    expect(results[5]).toMatchObject({ id: broken, ok: false, error: { status: 400, errors: { image: ['Wajib diisi.'] } } });
    expect(results[6]).toMatchObject({ id: 2_000_000_000, ok: false, error: { status: 404, message: 'Data tidak ditemukan.' } });
    expect(await publicIds([...ids, broken!])).toEqual([...ids].sort((a, b) => a - b));
    expect((await auditActions(ids)).filter((a) => a === 'publish')).toHaveLength(5);
    expect((await auditActions([broken!])).filter((a) => a === 'publish')).toHaveLength(0);

    // Again, in parallel: already what visitors see, so nothing changes and nothing more is logged.
    const again = await Promise.all([bulk(editor.cookie, { action: 'publish', ids }), bulk(editor.cookie, { action: 'publish', ids })]);
    for (const r of again) expect(r.json().data.every((x: { ok: boolean }) => x.ok)).toBe(true);
    expect((await auditActions(ids)).filter((a) => a === 'publish')).toHaveLength(5);

    // A published entry cannot be deleted (409 per row); unpublished, it can.
    const refusedDelete = EntityBulkResponseSchema.parse(
      (await bulk(editor.cookie, { action: 'delete', ids: ids.slice(0, 2) })).json(),
    ).data;
    expect(refusedDelete.map((r) => [r.ok, r.error?.status])).toEqual([
      [false, 409],
      [false, 409],
    ]);
    const off = EntityBulkResponseSchema.parse((await bulk(editor.cookie, { action: 'unpublish', ids: ids.slice(0, 2) })).json()).data;
    expect(off.map((r) => [r.ok, r.status])).toEqual([
      [true, 'draft'],
      [true, 'draft'],
    ]);
    expect(await publicIds(ids.slice(0, 2))).toEqual([]);
    const gone = EntityBulkResponseSchema.parse((await bulk(editor.cookie, { action: 'delete', ids: ids.slice(0, 2) })).json()).data;
    expect(gone.every((r) => r.ok)).toBe(true);
    const left = await t.db
      .select({ id: studioDrafts.entity_id })
      .from(studioDrafts)
      .where(and(eq(studioDrafts.collection, 'products'), inArray(studioDrafts.entity_id, ids)));
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids.slice(2).sort((a, b) => a - b));
  });

  it('answers in English when asked', async () => {
    const editor = await staffSession(t, 'editor');
    const [id] = await drafts(editor.cookie, ['Massal Inggris'], { image: undefined });
    const response = await call(t, 'studio/collections/products/bulk?lang=en', {
      method: 'POST',
      cookie: editor.cookie,
      body: { action: 'publish', ids: [id] },
    });
    expect(response.json().data[0]).toMatchObject({
      ok: false,
      error: { status: 400, errors: { image: [expect.stringMatching(/required/i)] } },
    });
  });

  it("checks the action's own right: the service role may publish service centres but not delete them", async () => {
    const service = await staffSession(t, 'service');
    const response = await bulk(service.cookie, { action: 'delete', ids: [1] }, 'service-centers');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'permission_denied', collection: 'service-centers', action: 'delete' });
    const publish = await bulk(service.cookie, { action: 'unpublish', ids: [2_000_000_000] }, 'service-centers');
    expect(publish.statusCode, publish.body).toBe(200);
    // Products are not theirs at all.
    expect((await bulk(service.cookie, { action: 'publish', ids: [1] })).statusCode).toBe(403);
    expect((await call(t, 'studio/collections/products/bulk', { method: 'POST', body: { action: 'publish', ids: [1] } })).statusCode).toBe(
      401,
    );
  });

  it('refuses a hostile body with a 400 and changes nothing', async () => {
    const editor = await staffSession(t, 'editor');
    const [id] = await drafts(editor.cookie, ['Massal Bermusuhan']);
    const bodies: unknown[] = [
      {},
      { action: 'publish' },
      { action: 'publish', ids: [] },
      { action: 'publish', ids: [id, id] },
      { action: 'publish', ids: Array.from({ length: ENTITY_BULK_MAX + 1 }, (_, i) => i + 1) },
      { action: 'archive', ids: [id] },
      { action: 'publish', ids: [String(id)] },
      { action: 'publish', ids: [id], extra: true },
      { action: 'publish', ids: [1.5] },
      { action: 'publish', ids: [2 ** 31] },
      { action: 'publish\u0000', ids: [id] },
      { action: 'publish', ids: { 0: id } },
      [{ action: 'publish', ids: [id] }],
    ];
    for (const body of bodies) {
      const response = await bulk(editor.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const lone = await call(t, 'studio/collections/products/bulk', {
      method: 'POST',
      cookie: editor.cookie,
      raw: '{"action":"publish\\ud800","ids":[1]}',
    });
    expect(lone.statusCode).toBe(400);
    expect(await publicIds([id!])).toEqual([]);
  });
});

describe('reference filters on a collection list', () => {
  it('lists the products of one brand, of one brand and category, and the stock of one dealer, as the drafts say', async () => {
    const editor = await staffSession(t, 'editor');
    const [a, b] = await drafts(editor.cookie, ['Saring Merek A', 'Saring Merek B'], { brand_id: 2, category_id: 3 });
    await call(t, `studio/collections/products/${b}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Saring Merek B', slug: 'saring-merek-b', brand_id: 2, category_id: 4 }), version: 1 },
    });
    const list = async (query: string, collection = 'products') => {
      const response = await call(t, `studio/collections/${collection}?per_page=200&${query}`, { cookie: editor.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { id: number }[]; meta: { total: number } };
    };
    const brand = await list('ref=brand_id:2&q=Saring');
    expect(brand.data.map((r) => r.id).sort((x, y) => x - y)).toEqual([a, b]);
    const both = await list('ref=brand_id:2,category_id:4&q=Saring');
    expect(both.data.map((r) => r.id)).toEqual([b]);
    // Every row of a filtered list points there (the seeded catalogue too).
    const all = await list('ref=brand_id:1');
    expect(all.meta.total).toBeGreaterThan(0);
    for (const row of all.data) {
      const read = (await call(t, `studio/collections/products/${row.id}`, { cookie: editor.cookie })).json();
      expect(read.data.draft.brand_id).toBe(1);
    }
    // A slug reference, and the dealers' stock by dealer.
    expect((await list('ref=brand_slug:no-such-brand', 'videos')).meta.total).toBe(0);
    const stock = await list('ref=store_id:1', 'dealer-stock');
    const unfiltered = await list('', 'dealer-stock');
    expect(stock.meta.total).toBeLessThan(unfiltered.meta.total);
  });

  it('answers 400 on ref to a filter the collection does not have or a value of the wrong shape', async () => {
    const editor = await staffSession(t, 'editor');
    for (const ref of [
      'name:x',
      'brand_id',
      ':3',
      'brand_id:',
      'brand_id:abc',
      'brand_id:0',
      'brand_id:99999999999',
      'brand_id:1,brand_id:2',
      'brand_id:1,category_id:2,brand_id:3,category_id:4',
      "brand_id:1' or '1'='1",
      'fits:x',
    ]) {
      const response = await call(t, `studio/collections/products?ref=${encodeURIComponent(ref)}`, { cookie: editor.cookie });
      expect(response.statusCode, ref).toBe(400);
      expect(response.json().errors?.ref, `${ref} ${response.body}`).toBeDefined();
    }
    // A NUL anywhere in a query string is refused before any route (a message, no field errors).
    const nul = await call(t, `studio/collections/products?ref=${encodeURIComponent('brand_id:1\u0000')}`, { cookie: editor.cookie });
    expect(nul.statusCode).toBe(400);
    const slug = await call(t, `studio/collections/videos?ref=${encodeURIComponent('brand_slug:Insta 360')}`, { cookie: editor.cookie });
    expect(slug.statusCode).toBe(400);
  });
});
