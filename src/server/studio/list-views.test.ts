import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIST_VIEWS_MAX, ListViewResponseSchema, ListViewsResponseSchema } from '@/contract/studio/list-views';
import { useTestApp } from '@/server/test/helper';
import { auditLog, studioListViews } from '../db/schema';
import { call, staffSession } from './test-studio';

// A staff member's saved views of a collection list (src/contract/studio/list-views.ts; docs/decisions/250-staff-studio.md
// "Columns and saved views"): each member sees and changes only their own; at most LIST_VIEWS_MAX per list; a
// column, filter or sort the list does not offer is a 400 and nothing is stored; parallel saves of one name
// store one view.

const t = useTestApp({ studioScheduleMs: 0 });

const views = (cookie: string, collection = 'products') => call(t, `studio/collections/${collection}/views`, { cookie });
const save = (cookie: string, body: unknown, collection = 'products') =>
  call(t, `studio/collections/${collection}/views`, { method: 'POST', cookie, body });
const stored = async (staffId: number) =>
  (await t.db.select({ n: count() }).from(studioListViews).where(eq(studioListViews.staff_id, staffId)))[0]!.n;

const STATE = {
  q: 'kamera',
  status: 'draft',
  sort: 'title',
  ref: 'brand_id:1',
  missing_en: 'yes',
  cols: ['title', 'price', 'brand_id', 'status'],
};

describe('saved list views', () => {
  it('saves, lists, renames, replaces and deletes a view; another member never sees or touches it', async () => {
    const ani = await staffSession(t, 'editor');
    const budi = await staffSession(t, 'editor');
    const created = await save(ani.cookie, { name: '  Kamera tanpa Inggris ', state: STATE });
    expect(created.statusCode, created.body).toBe(201);
    const view = ListViewResponseSchema.parse(created.json()).data;
    expect(view).toMatchObject({ name: 'Kamera tanpa Inggris', state: STATE });

    expect(ListViewsResponseSchema.parse((await views(ani.cookie)).json()).data.map((v) => v.id)).toEqual([view.id]);
    expect((await views(budi.cookie)).json().data).toEqual([]);
    expect((await views(ani.cookie, 'brands')).json().data).toEqual([]); // per collection too

    // Budi cannot rename, replace or delete Ani's view: it is not there for him.
    const path = `studio/collections/products/views/${view.id}`;
    expect((await call(t, path, { method: 'PATCH', cookie: budi.cookie, body: { name: 'Milik Budi' } })).statusCode).toBe(404);
    expect((await call(t, path, { method: 'DELETE', cookie: budi.cookie })).statusCode).toBe(404);
    // Nor through another collection's address.
    expect((await call(t, `studio/collections/brands/views/${view.id}`, { method: 'DELETE', cookie: ani.cookie })).statusCode).toBe(404);
    // Budi may use the same name for a view of his own.
    expect((await save(budi.cookie, { name: 'Kamera tanpa Inggris', state: {} })).statusCode).toBe(201);

    const renamed = await call(t, path, { method: 'PATCH', cookie: ani.cookie, body: { name: 'Kamera' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Kamera', state: STATE });
    const replaced = await call(t, path, { method: 'PATCH', cookie: ani.cookie, body: { state: { sort: '-id', cols: ['id', 'title'] } } });
    expect(replaced.json().data).toMatchObject({ name: 'Kamera', state: { sort: '-id', cols: ['id', 'title'] } });
    expect(replaced.json().data.state.q).toBeUndefined();

    expect((await call(t, path, { method: 'DELETE', cookie: ani.cookie })).json()).toEqual({ data: { id: view.id, deleted: true } });
    expect((await views(ani.cookie)).json().data).toEqual([]);
    expect((await views(budi.cookie)).json().data).toHaveLength(1);
    // Views are not content: nothing in the audit log.
    const audited = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.staff_id, ani.id)));
    expect(audited[0]!.n).toBe(1); // the login
  });

  it('refuses a column, filter or sort the list does not offer, and hostile bodies, with a 400; nothing is stored', async () => {
    const ani = await staffSession(t, 'editor');
    const bodies: unknown[] = [
      {},
      { name: 'x' },
      { name: '', state: {} },
      { name: '   ', state: {} },
      { name: 'x'.repeat(61), state: {} },
      { name: 'Tab\there', state: {} },
      { name: 'NUL\u0000', state: {} },
      { name: 42, state: {} },
      { name: 'x', state: { cols: ['title', 'nope'] } },
      { name: 'x', state: { cols: ['title', 'description'] } },
      { name: 'x', state: { cols: ['title', 'title'] } },
      { name: 'x', state: { cols: [] } },
      { name: 'x', state: { cols: Array.from({ length: 41 }, (_, i) => `c${i}`) } },
      { name: 'x', state: { cols: 'title,price' } },
      { name: 'x', state: { sort: 'price' } },
      { name: 'x', state: { status: 'gone' } },
      { name: 'x', state: { ref: 'name:x' } },
      { name: 'x', state: { ref: 'brand_id:abc' } },
      { name: 'x', state: { unconfirmed: 'yes' } }, // products are not confirmed
      { name: 'x', state: { q: 'x'.repeat(201) } },
      { name: 'x', state: { page: 2 } },
      { name: 'x', state: {}, staff_id: 1 },
      [{ name: 'x', state: {} }],
    ];
    for (const body of bodies) {
      const response = await save(ani.cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await save(ani.cookie, { name: 'x', state: { cols: ['title', 'nope'] } });
    expect(unknown.json().errors).toEqual({ 'state.cols': ['Kolom ini tidak ada di daftar ini.'] });
    const lone = await call(t, 'studio/collections/products/views', {
      method: 'POST',
      cookie: ani.cookie,
      raw: '{"name":"x\\ud800","state":{}}',
    });
    expect(lone.statusCode).toBe(400);
    // Dealers are confirmed: "not confirmed" is a filter there; a dealer's stock has no English.
    expect(
      (await save(ani.cookie, { name: 'Lama', state: { unconfirmed: 'yes', cols: ['title', 'confirmed_at'] } }, 'dealers')).statusCode,
    ).toBe(201);
    expect((await save(ani.cookie, { name: 'x', state: { missing_en: 'yes' } }, 'dealer-stock')).statusCode).toBe(400);
    expect(await stored(ani.id)).toBe(1);
    // A rename to nothing, or a PATCH with nothing, is a 400 as well.
    const [dealerView] = (await views(ani.cookie, 'dealers')).json().data;
    for (const body of [{}, { name: '' }, { state: { cols: ['nope'] } }]) {
      const response = await call(t, `studio/collections/dealers/views/${dealerView.id}`, { method: 'PATCH', cookie: ani.cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(t, 'studio/collections/dealers/views/abc', { method: 'DELETE', cookie: ani.cookie })).statusCode).toBe(400);
  });

  it(`keeps at most ${LIST_VIEWS_MAX} views per member and list, and one view per name however many saves race`, async () => {
    const ani = await staffSession(t, 'editor');
    // Parallel saves of one name (a double click, two tabs): one view, the others a field error.
    const race = await Promise.all(Array.from({ length: 6 }, () => save(ani.cookie, { name: 'Sama', state: { sort: 'title' } })));
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const r of race.filter((r) => r.statusCode === 400))
      expect(r.json().errors).toEqual({ name: ['Nama tampilan ini sudah Anda pakai.'] });
    // Names differ only in case: the same name.
    expect((await save(ani.cookie, { name: 'SAMA', state: {} })).statusCode).toBe(400);

    // Parallel saves of different names past the limit: exactly LIST_VIEWS_MAX stored.
    const many = await Promise.all(
      Array.from({ length: LIST_VIEWS_MAX + 3 }, (_, i) => save(ani.cookie, { name: `Tampilan ${i}`, state: {} })),
    );
    expect(many.filter((r) => r.statusCode === 201)).toHaveLength(LIST_VIEWS_MAX - 1);
    const refused = many.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.json().errors.name).toEqual(['Paling banyak 20 tampilan per daftar: hapus satu dulu.']);
    expect(await stored(ani.id)).toBe(LIST_VIEWS_MAX);
    // Another list still has room; a rename onto a taken name is refused.
    expect((await save(ani.cookie, { name: 'Sama', state: {} }, 'brands')).statusCode).toBe(201);
    const listed = (await views(ani.cookie)).json().data as { id: number; name: string }[];
    expect(listed).toHaveLength(LIST_VIEWS_MAX);
    const other = listed.find((v) => v.name !== 'Sama')!;
    const clash = await call(t, `studio/collections/products/views/${other.id}`, {
      method: 'PATCH',
      cookie: ani.cookie,
      body: { name: 'sama' },
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ name: ['Nama tampilan ini sudah Anda pakai.'] });
  });

  it('needs a session and view rights on the collection', async () => {
    expect((await call(t, 'studio/collections/products/views')).statusCode).toBe(401);
    const hr = await staffSession(t, 'hr');
    const refused = await save(hr.cookie, { name: 'x', state: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied', action: 'view' });
    expect((await save(hr.cookie, { name: 'Lowongan', state: { cols: ['title', 'location', 'closes_at'] } }, 'jobs')).statusCode).toBe(201);
    // A cross-site write is refused before the body is read.
    const crossSite = await call(t, 'studio/collections/jobs/views', {
      method: 'POST',
      cookie: hr.cookie,
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
      body: { name: 'y', state: {} },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it("goes with the member's account", async () => {
    const ani = await staffSession(t, 'editor');
    expect((await save(ani.cookie, { name: 'Pergi', state: {} })).statusCode).toBe(201);
    const { staffUsers } = await import('../db/schema');
    await t.db.delete(auditLog).where(eq(auditLog.staff_id, ani.id));
    await t.db.delete(staffUsers).where(eq(staffUsers.id, ani.id));
    expect(await stored(ani.id)).toBe(0);
  });
});
