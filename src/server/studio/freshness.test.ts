import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { nextIp } from '@/server/routes/forms/test-forms';
import { useTestApp } from '@/server/test/helper';
import { auditLog, serviceCenters, stores } from '../db/schema';
import { call, SAME_ORIGIN, staffSession } from './test-studio';

// Freshness (docs/decisions/025-dealer-finders.md): every dealer and service centre records when its data was last
// confirmed; a publish from the studio and a CSV import confirm it, so does "Konfirmasi tanpa perubahan"; the
// studio lists those not confirmed in 90 days.

const t = useTestApp();

const offlineIds = async (n: number, offset = 0) =>
  (
    await t.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.type, 'offline_store'))
      .orderBy(asc(stores.id))
      .limit(n)
      .offset(offset)
  ).map((r) => r.id);
const ageDealers = (ids: number[], days: number) =>
  t.db
    .update(stores)
    .set({ confirmed_at: sql`now() - make_interval(days => ${days})` })
    .where(inArray(stores.id, ids));
const confirmedAt = async (id: number) => (await t.db.select().from(stores).where(eq(stores.id, id)))[0]!.confirmed_at;
const ageMs = (iso: string) => Date.now() - new Date(iso).getTime();
type Summary = { id: number; confirmed_at: string | null };
const stale = async (cookie: string, collection = 'dealers') => {
  const res = await call(t, `studio/collections/${collection}?unconfirmed=yes&per_page=200`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Summary[]; meta: { total: number } };
};

describe('confirmed_at', () => {
  it('the studio lists exactly the dealers not confirmed in 90 days, each with when it was', async () => {
    const editor = await staffSession(t, 'editor');
    await t.db.update(stores).set({ confirmed_at: sql`now()` });
    const [old1, old2, recent] = await offlineIds(3);
    await ageDealers([old1!, old2!], 91);
    await ageDealers([recent!], 89);
    const list = await stale(editor.cookie);
    expect(list.data.map((r) => r.id).sort((a, b) => a - b)).toEqual([old1, old2]);
    expect(list.meta.total).toBe(2);
    expect(ageMs(list.data[0]!.confirmed_at!)).toBeGreaterThan(90 * 86_400_000);
    // The whole list carries confirmed_at too; a collection that is not confirmed has null and refuses the filter.
    const all = (await call(t, 'studio/collections/dealers?per_page=5', { cookie: editor.cookie })).json().data as Summary[];
    expect(all.every((r) => typeof r.confirmed_at === 'string')).toBe(true);
    const brands = await call(t, 'studio/collections/brands?per_page=5', { cookie: editor.cookie });
    expect((brands.json().data as Summary[]).every((r) => r.confirmed_at === null)).toBe(true);
    expect((await call(t, 'studio/collections/brands?unconfirmed=yes', { cookie: editor.cookie })).statusCode).toBe(400);
    expect((await call(t, 'studio/collections/dealers?unconfirmed=1', { cookie: editor.cookie })).statusCode).toBe(400);
    // Service centres have the same list.
    await t.db
      .update(serviceCenters)
      .set({ confirmed_at: sql`now() - interval '200 days'` })
      .where(eq(serviceCenters.id, 1));
    expect((await stale(editor.cookie, 'service-centers')).data.map((r) => r.id)).toEqual([1]);
  });

  it('an edit published from the studio confirms the dealer; the others keep their date', async () => {
    const editor = await staffSession(t, 'editor');
    const [edited, untouched] = await offlineIds(2, 10);
    await ageDealers([edited!, untouched!], 120);
    const entity = (await call(t, `studio/collections/dealers/${edited}`, { cookie: editor.cookie })).json().data;
    const saved = await call(t, `studio/collections/dealers/${edited}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: { ...entity.draft, phone_primary: '(022) 555 1234' }, version: entity.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Saving a draft changes nothing visitors see, and confirms nothing yet.
    expect(ageMs(await confirmedAt(edited!))).toBeGreaterThan(100 * 86_400_000);
    const publish = await call(t, `studio/collections/dealers/${edited}/publish`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { version: saved.json().data.version },
    });
    expect(publish.statusCode, publish.body).toBe(200);
    expect(ageMs(await confirmedAt(edited!))).toBeLessThan(60_000);
    expect(ageMs(await confirmedAt(untouched!))).toBeGreaterThan(100 * 86_400_000);
    expect((await stale(editor.cookie)).data.map((r) => r.id)).not.toContain(edited);
  });

  it('a CSV round trip (export, import) confirms every row it carries', async () => {
    const editor = await staffSession(t, 'editor');
    await t.db.update(stores).set({ confirmed_at: sql`now() - interval '300 days'` });
    expect((await stale(editor.cookie)).meta.total).toBeGreaterThan(100);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/cms/studio/export/dealers.csv',
      headers: { ...SAME_ORIGIN, cookie: `${STAFF_COOKIE}=${editor.cookie}` },
    });
    expect(exported.statusCode).toBe(200);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/cms/studio/import/dealers?dry_run=0',
      headers: { ...SAME_ORIGIN, 'x-forwarded-for': nextIp(), 'content-type': 'text/csv', cookie: `${STAFF_COOKIE}=${editor.cookie}` },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await stale(editor.cookie)).meta.total).toBe(0);
    const [oldest] = await t.db.select({ at: sql<string>`min(${stores.confirmed_at})` }).from(stores);
    expect(ageMs(oldest!.at)).toBeLessThan(120_000);
  });

  it('"Konfirmasi tanpa perubahan" sets confirmed_at to now, is audited, and changes nothing else', async () => {
    const editor = await staffSession(t, 'editor');
    const [id] = await offlineIds(1, 20);
    await ageDealers([id!], 95);
    const before = (await t.db.select().from(stores).where(eq(stores.id, id!)))[0]!;
    const res = await call(t, `studio/collections/dealers/${id}/confirm`, { method: 'POST', cookie: editor.cookie, body: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(id);
    expect(ageMs(res.json().data.confirmed_at)).toBeLessThan(60_000);
    const after = (await t.db.select().from(stores).where(eq(stores.id, id!)))[0]!;
    expect({ ...after, confirmed_at: null, search_doc: null }).toEqual({ ...before, confirmed_at: null, search_doc: null });
    expect((await stale(editor.cookie)).data.map((r) => r.id)).not.toContain(id);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.collection, 'dealers'), eq(auditLog.entity_id, String(id)), eq(auditLog.action, 'confirm')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBe(editor.id);
    // Refused: a collection that is not confirmed, an unknown dealer, no staff session, a role without dealers.
    expect((await call(t, 'studio/collections/brands/1/confirm', { method: 'POST', cookie: editor.cookie, body: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await call(t, 'studio/collections/dealers/99999999/confirm', { method: 'POST', cookie: editor.cookie, body: {} })).statusCode,
    ).toBe(404);
    expect((await call(t, `studio/collections/dealers/${id}/confirm`, { method: 'POST', body: {} })).statusCode).toBe(401);
    const hr = await staffSession(t, 'hr');
    expect((await call(t, `studio/collections/dealers/${id}/confirm`, { method: 'POST', cookie: hr.cookie, body: {} })).statusCode).toBe(
      403,
    );
  });
});
