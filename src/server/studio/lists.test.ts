import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ENTITY_BULK_MAX, EntityBulkResponseSchema } from '@/contract/studio/api';
import { useTestApp } from '@/server/test/helper';
import { COLLECTIONS } from '@/contract/collections/registry';
import { auditLog, products, STUDIO_REFERENCE_FIELDS, studioDrafts } from '../db/schema';
import { referenceFilters, referenceSql } from './drafts';
import { runDueSchedules } from './scheduler';
import { call, productDraft, staffSession } from './test-studio';

// The collection lists (docs/decisions/250-staff-studio.md). The bulk action: publish, unpublish or delete many
// entries in one request, each in its own transaction with the single action's rules and audit entry, answered in
// order with each entry's state or refusal; the action's own right is checked, and a hostile body is a 400. The
// reference filters: `ref=brand_id:3,category_id:2` over the collection's own reference fields. The bulk schedule:
// a publish or unpublish time for many entries, each row's refusal its own. The columns: `cols` brings the
// declaration's fields among them, a reference by its entry's title.

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

  it('has an index for every declared reference field, and the filter is the expression it indexes', async () => {
    const declared = new Set(Object.values(COLLECTIONS).flatMap((c) => c.fields.filter((f) => f.kind === 'reference').map((f) => f.name)));
    expect([...declared].sort()).toEqual([...STUDIO_REFERENCE_FIELDS].sort());
    // The list's own statement can take the index (the planner told not to read the table in order to prove it).
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const refs = referenceFilters('products', 'brand_id:1');
      const where = sql`${studioDrafts.collection} = 'products' and ${referenceSql(refs[0]!)}`;
      return (await tx.execute(sql`explain select count(*) from ${studioDrafts} where ${where}`)) as unknown as {
        rows: Record<string, string>[];
      };
    });
    expect(plan.rows.map((r) => Object.values(r)[0]).join('\n')).toContain('studio_drafts_ref_brand_id_idx');
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

describe('bulk schedule on a collection list', () => {
  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const times = async (ids: number[]) =>
    (
      await t.db
        .select({ id: studioDrafts.entity_id, publish_at: studioDrafts.publish_at, unpublish_at: studioDrafts.unpublish_at })
        .from(studioDrafts)
        .where(and(eq(studioDrafts.collection, 'products'), inArray(studioDrafts.entity_id, ids)))
    ).sort((a, b) => a.id - b.id);

  it('schedules the publish of drafts at one time, each audited; the tick publishes them; a row that cannot be is refused on its own', async () => {
    const editor = await staffSession(t, 'editor');
    const ids = await drafts(editor.cookie, ['Jadwal Satu', 'Jadwal Dua']);
    const at = inMinutes(30);
    const response = await bulk(editor.cookie, { action: 'schedule_publish', ids: [...ids, 2_000_000_000], at });
    expect(response.statusCode, response.body).toBe(200);
    const results = EntityBulkResponseSchema.parse(response.json()).data;
    expect(results.slice(0, 2)).toEqual(ids.map((id) => ({ id, ok: true, status: 'scheduled' })));
    expect(results[2]).toMatchObject({ ok: false, error: { status: 404 } });
    for (const row of await times(ids)) expect(Date.parse(row.publish_at!)).toBe(Date.parse(at));
    expect((await auditActions(ids)).filter((a) => a === 'schedule')).toHaveLength(2);
    const listed = (await call(t, 'studio/collections/products?q=Jadwal&status=scheduled', { cookie: editor.cookie })).json();
    expect(listed.data.map((r: { publish_at: string }) => Date.parse(r.publish_at))).toEqual([Date.parse(at), Date.parse(at)]);

    expect(await runDueSchedules(t.app)).toBe(0); // not yet
    await t.db
      .update(studioDrafts)
      .set({ publish_at: new Date(Date.now() - 1_000).toISOString() })
      .where(and(eq(studioDrafts.collection, 'products'), inArray(studioDrafts.entity_id, ids)));
    expect(await runDueSchedules(t.app)).toBe(2);
    expect(await publicIds(ids)).toEqual([...ids].sort((a, b) => a - b));
    expect((await auditActions(ids)).filter((a) => a === 'publish.scheduled')).toHaveLength(2);

    // Taken down later: both published, so both are scheduled; a never-published draft cannot be taken down.
    const [draftOnly] = await drafts(editor.cookie, ['Jadwal Draf']);
    const down = EntityBulkResponseSchema.parse(
      (await bulk(editor.cookie, { action: 'schedule_unpublish', ids: [...ids, draftOnly!], at: inMinutes(60) })).json(),
    ).data;
    expect(down.map((r) => [r.ok, r.status ?? r.error?.status])).toEqual([
      [true, 'published'],
      [true, 'published'],
      [false, 409],
    ]);
    expect((await times([draftOnly!]))[0]!.unpublish_at).toBeNull();
    // A publish after the unpublish already set is refused for that row, naming the time.
    const late = EntityBulkResponseSchema.parse(
      (await bulk(editor.cookie, { action: 'schedule_publish', ids: [ids[0]!, draftOnly!], at: inMinutes(90) })).json(),
    ).data;
    expect(late[0]).toMatchObject({ ok: false, error: { status: 400, errors: { publish_at: [expect.any(String)] } } });
    expect(late[1]).toMatchObject({ ok: true, status: 'scheduled' });
    await t.db
      .update(studioDrafts)
      .set({ unpublish_at: new Date(Date.now() - 1_000).toISOString() })
      .where(and(eq(studioDrafts.collection, 'products'), inArray(studioDrafts.entity_id, ids)));
    expect(await runDueSchedules(t.app)).toBe(2);
    expect(await publicIds(ids)).toEqual([]);
  });

  it('refuses a missing, past or unreadable time with a 400 and schedules nothing', async () => {
    const editor = await staffSession(t, 'editor');
    const [id] = await drafts(editor.cookie, ['Jadwal Salah']);
    const bodies: unknown[] = [
      { action: 'schedule_publish', ids: [id] },
      { action: 'schedule_publish', ids: [id], at: null },
      { action: 'schedule_publish', ids: [id], at: '2020-01-01T00:00:00Z' },
      { action: 'schedule_publish', ids: [id], at: new Date(Date.now() - 1_000).toISOString() },
      { action: 'schedule_unpublish', ids: [id], at: 'besok pagi' },
      { action: 'schedule_publish', ids: [id], at: '2030-13-45T25:00:00Z' },
      { action: 'schedule_publish', ids: [id], at: '2030-01-01T10:00:00' },
      { action: 'schedule_publish', ids: [id], at: 1_900_000_000_000 },
      { action: 'schedule_publish', ids: [id], at: `${inMinutes(10)}\u0000` },
      { action: 'publish', ids: [id], at: inMinutes(10) },
    ];
    for (const body of bodies) {
      const response = await bulk(editor.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const past = await bulk(editor.cookie, { action: 'schedule_publish', ids: [id], at: '2020-01-01T00:00:00Z' });
    expect(past.json().errors.at).toEqual(['Pilih waktu yang belum lewat.']);
    expect(await times([id!])).toEqual([{ id, publish_at: null, unpublish_at: null }]);
    expect((await auditActions([id!])).filter((a) => a === 'schedule')).toHaveLength(0);
  });

  it('needs the publish right: HR may not schedule products, the service role may schedule service centres', async () => {
    const hr = await staffSession(t, 'hr');
    const at = inMinutes(30);
    const refused = await bulk(hr.cookie, { action: 'schedule_publish', ids: [1], at });
    expect(refused.statusCode).toBe(403);
    const service = await staffSession(t, 'service');
    expect((await bulk(service.cookie, { action: 'schedule_unpublish', ids: [1], at })).statusCode).toBe(403);
    const allowed = await bulk(service.cookie, { action: 'schedule_unpublish', ids: [2_000_000_000], at }, 'service-centers');
    expect(allowed.statusCode, allowed.body).toBe(200);
    // Without the publish right on a collection it may view (an admin's change to the matrix).
    const admin = await staffSession(t, 'admin');
    const matrix = (await call(t, 'studio/permissions', { cookie: admin.cookie })).json().data.matrix;
    matrix.service['service-centers'] = ['view', 'edit'];
    expect((await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } })).statusCode).toBe(200);
    try {
      const denied = await bulk(service.cookie, { action: 'schedule_publish', ids: [1], at }, 'service-centers');
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'permission_denied', action: 'publish' });
    } finally {
      matrix.service['service-centers'] = ['view', 'edit', 'publish'];
      await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } });
    }
  });
});

describe('columns of a collection list', () => {
  it("answers the asked fields' values, a reference by its entry's title, and refuses a column the list does not offer", async () => {
    const editor = await staffSession(t, 'editor');
    const [id] = await drafts(editor.cookie, ['Kolom Harga'], { price: 4_500_000, brand_id: 1, weight_grams: 250 });
    const brand = (await call(t, 'studio/collections/brands/1', { cookie: editor.cookie })).json().data.draft.name as string;
    const response = await call(
      t,
      'studio/collections/products?q=Kolom%20Harga&cols=title,price,brand_id,weight_grams,trending_rank,status',
      {
        cookie: editor.cookie,
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = response.json().data;
    expect(row).toMatchObject({ id, values: { price: 4_500_000, brand_id: brand, weight_grams: 250, trending_rank: null } });
    // Without field columns, no values.
    const plain = (await call(t, 'studio/collections/products?q=Kolom%20Harga&cols=title,id', { cookie: editor.cookie })).json();
    expect(plain.data[0].values).toBeUndefined();
    for (const cols of ['title,description', 'title,nope', 'image', 'confirmed_at', "price'--", 'x'.repeat(2_001)]) {
      const refused = await call(t, `studio/collections/products?cols=${encodeURIComponent(cols)}`, { cookie: editor.cookie });
      expect(refused.statusCode, cols).toBe(400);
    }
    // Dealers offer when their data was confirmed.
    expect((await call(t, 'studio/collections/dealers?cols=title,confirmed_at,type', { cookie: editor.cookie })).statusCode).toBe(200);
  });
});
