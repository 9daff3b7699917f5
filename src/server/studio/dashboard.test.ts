import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLLECTION_KEYS } from '@/contract/collections/fields';
import { missingEnglish } from '@/contract/collections/registry';
import type { Dashboard } from '@/contract/studio/dashboard';
import { queryString, queryValue } from '@/server/fuzz/arbitraries';
import { useTestApp } from '@/server/test/helper';
import { auditLog, stores, studioDrafts, submissions } from '../db/schema';
import { ensureDrafts, missingEnglishSql } from './drafts';
import { insertSubmission } from './inbox/test-inbox';
import { runDueSchedules } from './scheduler';
import { call, productDraft, staffSession } from './test-studio';

// The studio home's dashboard (GET studio/dashboard; docs/decisions/250-staff-studio.md): each panel's content,
// counted with the definitions of the list it links to, and only the panels the caller's role may read.

const t = useTestApp({ studioScheduleMs: 0 });
const DAY = 86_400_000;

const dashboard = async (cookie: string) => {
  const res = await call(t, 'studio/dashboard', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.json().data as Dashboard;
};
const createProduct = async (cookie: string, overrides: Record<string, unknown>) => {
  const res = await call(t, 'studio/collections/products', { method: 'POST', cookie, body: { data: productDraft(overrides) } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
};
const setTimes = (id: number, times: { publish_at?: string | null; unpublish_at?: string | null }) =>
  t.db
    .update(studioDrafts)
    .set(times)
    .where(and(eq(studioDrafts.collection, 'products'), eq(studioDrafts.entity_id, id)));
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe('the schedule panel', () => {
  it('lists what publishes or unpublishes within 7 days (6 days shows, 8 does not), soonest first, for roles that view it', async () => {
    const editor = await staffSession(t, 'editor');
    const soon = await createProduct(editor.cookie, { name: 'Terbit Enam Hari' });
    const later = await createProduct(editor.cookie, { name: 'Terbit Delapan Hari' });
    const ending = await createProduct(editor.cookie, { name: 'Turun Tiga Hari' });
    await setTimes(soon, { publish_at: inDays(6) });
    await setTimes(later, { publish_at: inDays(8) });
    await setTimes(ending, { unpublish_at: inDays(3) });

    const schedule = (await dashboard(editor.cookie)).schedule!;
    const mine = schedule.upcoming.filter((s) => [soon, later, ending].includes(s.id));
    expect(mine.map((s) => [s.id, s.action, s.title])).toEqual([
      [ending, 'unpublish', 'Turun Tiga Hari'],
      [soon, 'publish', 'Terbit Enam Hari'],
    ]);
    expect(schedule.upcoming_total).toBe(schedule.upcoming.length);
    // HR views jobs only: the products' schedule is not in its panel.
    const hr = await staffSession(t, 'hr');
    expect((await dashboard(hr.cookie)).schedule!.upcoming.some((s) => s.collection === 'products')).toBe(false);
  });

  it('lists scheduled actions the scheduler could not carry out, with why, but not a window that simply ended', async () => {
    const editor = await staffSession(t, 'editor');
    // No main image: a publish refuses it, so the scheduler clears the time and audits the failure.
    const broken = await createProduct(editor.cookie, { name: 'Gagal Terbit', image: null });
    await setTimes(broken, { publish_at: new Date(Date.now() - 60_000).toISOString() });
    const ended = await createProduct(editor.cookie, { name: 'Jendela Lewat' });
    await setTimes(ended, {
      publish_at: new Date(Date.now() - 120_000).toISOString(),
      unpublish_at: new Date(Date.now() - 60_000).toISOString(),
    });
    await runDueSchedules(t.app);
    const audited = await t.db
      .select({ entity_id: auditLog.entity_id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'schedule.failed'), inArray(auditLog.entity_id, [String(broken), String(ended)])));
    expect(audited.length).toBeGreaterThanOrEqual(1);

    const failed = (await dashboard(editor.cookie)).schedule!.failed;
    const entry = failed.find((f) => f.id === broken);
    expect(entry).toMatchObject({ collection: 'products', title: 'Gagal Terbit', action: 'publish', reason: 'invalid' });
    expect(entry!.fields).toContain('image');
    expect(failed.some((f) => f.id === ended)).toBe(false);
    const hr = await staffSession(t, 'hr');
    expect((await dashboard(hr.cookie)).schedule!.failed.some((f) => f.collection === 'products')).toBe(false);
  });
});

describe('the missing-English panel', () => {
  it('counts per collection exactly what the list filter `missing_en=yes` lists', async () => {
    const editor = await staffSession(t, 'editor');
    const before = (await dashboard(editor.cookie)).missing_en!.find((c) => c.collection === 'products')?.count ?? 0;
    const id = await createProduct(editor.cookie, { name: 'Tanpa Inggris', description_en: '' });
    await createProduct(editor.cookie, { name: 'Dengan Inggris' });
    const counts = (await dashboard(editor.cookie)).missing_en!;
    expect(counts.find((c) => c.collection === 'products')?.count).toBe(before + 1);
    const list = await call(t, 'studio/collections/products?missing_en=yes&per_page=200', { cookie: editor.cookie });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().meta.total).toBe(before + 1);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    expect((await call(t, 'studio/collections/products?missing_en=1', { cookie: editor.cookie })).statusCode).toBe(400);
    // Filling the English text takes the entry off the count (a trigger forgets the flag whenever the draft changes).
    const entity = (await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data;
    const saved = await call(t, `studio/collections/products/${id}`, {
      method: 'PUT',
      cookie: editor.cookie,
      body: { data: { ...entity.draft, description_en: 'Now in English.' }, version: entity.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dashboard(editor.cookie)).missing_en!.find((c) => c.collection === 'products')?.count ?? 0).toBe(before);
    // HR sees jobs only.
    const hr = await staffSession(t, 'hr');
    expect((await dashboard(hr.cookie)).missing_en!.every((c) => c.collection === 'jobs')).toBe(true);
  });

  it('finds in SQL, for every declared collection, the drafts that missingEnglish finds (new types need no new code)', async () => {
    const editor = await staffSession(t, 'editor');
    // An English key missing altogether (not even empty).
    await createProduct(editor.cookie, { name: 'Kunci Inggris Tidak Ada', description_en: undefined });
    // A list item without its English twin (product specs) and a blank English text of spaces.
    await createProduct(editor.cookie, {
      name: 'Spek Tanpa Inggris',
      description_en: '   ',
      specs: [{ label: 'Berat', label_en: '', value: '100 g', value_en: '' }],
    });
    for (const key of COLLECTION_KEYS) {
      await t.db.transaction((tx) => ensureDrafts(tx, key));
      const drafts = await t.db
        .select({ id: studioDrafts.entity_id, data: studioDrafts.data })
        .from(studioDrafts)
        .where(eq(studioDrafts.collection, key))
        .orderBy(asc(studioDrafts.entity_id));
      const expected = drafts.filter((r) => missingEnglish(key, r.data).length > 0).map((r) => r.id);
      const found = await t.db
        .select({ id: studioDrafts.entity_id })
        .from(studioDrafts)
        .where(and(eq(studioDrafts.collection, key), missingEnglishSql(key)))
        .orderBy(asc(studioDrafts.entity_id));
      expect(
        found.map((r) => r.id),
        key,
      ).toEqual(expected);
    }
  });
});

describe('the unconfirmed panel', () => {
  it('counts dealers not confirmed in 90 days (91 days shows, 89 does not), as the list filter does', async () => {
    const editor = await staffSession(t, 'editor');
    await t.db.update(stores).set({ confirmed_at: sql`now()` });
    const dealers = (
      await t.db.select({ id: stores.id }).from(stores).where(eq(stores.type, 'offline_store')).orderBy(asc(stores.id)).limit(3)
    ).map((r) => r.id);
    await t.db
      .update(stores)
      .set({ confirmed_at: sql`now() - interval '91 days'` })
      .where(inArray(stores.id, dealers.slice(0, 2)));
    await t.db
      .update(stores)
      .set({ confirmed_at: sql`now() - interval '89 days'` })
      .where(eq(stores.id, dealers[2]!));
    const unconfirmed = (await dashboard(editor.cookie)).unconfirmed!;
    expect(unconfirmed.find((c) => c.collection === 'dealers')).toEqual({ collection: 'dealers', count: 2, stale_days: 90 });
    const list = await call(t, 'studio/collections/dealers?unconfirmed=yes', { cookie: editor.cookie });
    expect(list.json().meta.total).toBe(2);
    // The permission matrix, not the role's name, decides: without `view` of dealers the editor's panel has none.
    const admin = await staffSession(t, 'admin');
    const { matrix } = (await call(t, 'studio/permissions', { cookie: admin.cookie })).json().data;
    matrix.editor.dealers = [];
    const saved = await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } });
    expect(saved.statusCode, saved.body).toBe(200);
    const narrowed = await dashboard(editor.cookie);
    expect(narrowed.unconfirmed!.some((c) => c.collection === 'dealers')).toBe(false);
    expect((await dashboard(admin.cookie)).unconfirmed!.find((c) => c.collection === 'dealers')?.count).toBe(2);
    matrix.editor.dealers = ['view', 'edit', 'publish', 'delete'];
    expect((await call(t, 'studio/permissions', { method: 'PUT', cookie: admin.cookie, body: { matrix } })).statusCode).toBe(200);
    // Marketing views no dealers or service centres: no panel at all; HR neither.
    expect((await dashboard((await staffSession(t, 'marketing')).cookie)).unconfirmed).toBeUndefined();
    expect((await dashboard((await staffSession(t, 'hr')).cookie)).unconfirmed).toBeUndefined();
  });
});

describe('the inbox panel', () => {
  it("shows the caller's open submissions and the overdue ones nobody holds, of its own kinds only", async () => {
    const marketing = await staffSession(t, 'marketing');
    const colleague = await staffSession(t, 'marketing');
    const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const inquiry = (name: string, hours: number) =>
      insertSubmission(t.db, 'inquiry', { type: 'contact', name, email: 'x@example.test', notes: name }, { createdAt: ago(hours) });
    const mineNew = await inquiry('Milik Saya Baru', 2);
    const mineWorking = await inquiry('Milik Saya Dikerjakan', 3);
    const mineDone = await inquiry('Milik Saya Selesai', 4);
    const overdue = await inquiry('Lewat Janji Tanpa Pemilik', 25);
    const young = await inquiry('Belum Lewat', 23);
    const theirs = await inquiry('Milik Rekan Lewat', 30);
    const mineLate = await inquiry('Milik Saya Lewat Dikerjakan', 24.5);
    const career = await insertSubmission(t.db, 'career', { full_name: 'Pelamar', email: 'p@example.test', position: 'x' });
    const assign = (id: string, staffId: number, status: 'new' | 'in_progress' | 'done' = 'new') =>
      t.db.update(submissions).set({ assignee_id: staffId, status }).where(eq(submissions.id, id));
    await assign(mineNew.id, marketing.id);
    await assign(mineWorking.id, marketing.id, 'in_progress');
    await assign(mineDone.id, marketing.id, 'done');
    await assign(theirs.id, colleague.id);
    await assign(mineLate.id, marketing.id, 'in_progress');
    await assign(career.id, marketing.id);

    const inbox = (await dashboard(marketing.cookie)).inbox!;
    expect(inbox.mine).toEqual({ new: 1, in_progress: 2 });
    const ids = inbox.rows.map((r) => r.id);
    expect(ids).toContain(mineNew.id);
    expect(ids).toContain(mineWorking.id);
    expect(ids).toContain(overdue.id);
    for (const absent of [mineDone.id, young.id, theirs.id, career.id]) expect(ids).not.toContain(absent);
    // Overdue first; then the caller's own, oldest first.
    expect(ids[0]).toBe(overdue.id);
    expect(inbox.rows.find((r) => r.id === overdue.id)).toMatchObject({ mine: false, kind: 'inquiry', name: 'Lewat Janji Tanpa Pemilik' });
    expect(inbox.rows.find((r) => r.id === mineNew.id)!.mine).toBe(true);
    expect(inbox.overdue).toBeGreaterThanOrEqual(1);
    const overdueCount = inbox.overdue;
    // The count's link opens the inbox with `late=1`: exactly the rows counted, the caller's own in-progress one
    // too, neither a young one nor a colleague's.
    const late = await call(t, 'studio/inbox?late=1&per_page=200', { cookie: marketing.cookie });
    expect(late.statusCode, late.body).toBe(200);
    const lateIds = (late.json().data as { id: string }[]).map((r) => r.id);
    expect(late.json().meta.total).toBe(overdueCount);
    expect(lateIds).toEqual(expect.arrayContaining([overdue.id, mineLate.id]));
    for (const absent of [young.id, theirs.id, mineNew.id, mineWorking.id, mineDone.id, career.id]) expect(lateIds).not.toContain(absent);
    // Each one's own overdue inquiry counts for them alone (the colleague's for them, the caller's for the
    // caller), an unassigned one for both.
    const other = (await dashboard(colleague.cookie)).inbox!;
    expect(other.overdue).toBe(overdueCount);
    const theirLate = (await call(t, 'studio/inbox?late=1&per_page=200', { cookie: colleague.cookie })).json().data as { id: string }[];
    expect(theirLate.map((r) => r.id)).toEqual(expect.arrayContaining([overdue.id, theirs.id]));
    expect(theirLate.map((r) => r.id)).not.toContain(mineLate.id);

    // An editor handles no submissions: no inbox panel; HR sees its career kinds only.
    const editor = await dashboard((await staffSession(t, 'editor')).cookie);
    expect(editor.inbox).toBeUndefined();
    expect(editor.schedule).toBeDefined();
    const hr = await staffSession(t, 'hr');
    await assign(career.id, hr.id);
    const hrInbox = (await dashboard(hr.cookie)).inbox!;
    expect(hrInbox.mine.new).toBe(1);
    expect(hrInbox.rows.map((r) => r.id)).toEqual([career.id]);
  });

  it('answers hostile query strings with 200 or a clear 400, never a 5xx (the dashboard and the list filter)', async () => {
    const admin = await staffSession(t, 'admin');
    await fc.assert(
      fc.asyncProperty(queryValue, queryValue, async (lang, missing) => {
        const dash = await call(t, `studio/dashboard${queryString({ lang })}`, { cookie: admin.cookie });
        expect([200, 400]).toContain(dash.statusCode);
        const list = await call(t, `studio/collections/products${queryString({ missing_en: missing })}`, { cookie: admin.cookie });
        expect([200, 400]).toContain(list.statusCode);
      }),
      { numRuns: 40 },
    );
  });

  it('answers 401 without a session and 400 to a hostile language', async () => {
    expect((await call(t, 'studio/dashboard')).statusCode).toBe(401);
    const editor = await staffSession(t, 'editor');
    const res = await call(t, 'studio/dashboard?lang=%27%3Bdrop', { cookie: editor.cookie });
    expect(res.statusCode).toBe(400);
  });
});
