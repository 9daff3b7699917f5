import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studioVersions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helper';
import { call, productDraft, staffSession } from './test-studio';

// The editor's autosave (docs/decisions/250-staff-studio.md): a save like any other — a new version, 409 when stale,
// never published — whose run of versions by one staff member coalesces into one between saves by hand.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ studioScheduleMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

type Member = Awaited<ReturnType<typeof staffSession>>;

async function create(member: Member, name: string) {
  const created = await call(t, 'studio/collections/products', {
    method: 'POST',
    cookie: member.cookie,
    body: { data: productDraft({ name }) },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
}
const save = (member: Member, id: number, version: number, overrides: Record<string, unknown>, autosave?: unknown) =>
  call(t, `studio/collections/products/${id}`, {
    method: 'PUT',
    cookie: member.cookie,
    body: { data: productDraft(overrides), version, ...(autosave === undefined ? {} : { autosave }) },
  });
async function saved(member: Member, id: number, version: number, overrides: Record<string, unknown>, autosave = true) {
  const answer = await save(member, id, version, overrides, autosave);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.version as number;
}
const history = async (member: Member, id: number) =>
  (await call(t, `studio/collections/products/${id}/versions`, { cookie: member.cookie }))
    .json()
    .data.map((v: { n: number; action: string }) => `${v.n}:${v.action}`);

describe('autosave', () => {
  it('a run of autosaves leaves one version with the latest text; the draft is saved, not published', async () => {
    const editor = await staffSession(t, 'editor');
    const id = await create(editor, 'Kamera Autosave');
    await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: 1 } });
    let version = 1;
    for (const name of ['Kamera Autosave A', 'Kamera Autosave AB', 'Kamera Autosave ABC'])
      version = await saved(editor, id, version, { name });
    expect(version).toBe(4);
    expect(await history(editor, id)).toEqual(['4:autosave', '1:create']);
    const read = (await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data;
    expect(read).toMatchObject({
      version: 4,
      status: 'changed',
      draft: { name: 'Kamera Autosave ABC' },
      published: { name: 'Kamera Autosave' },
    });
    const pub = await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-autosave' });
    expect(pub.json().data.name).toBe('Kamera Autosave');
    // Each autosave is still a write in the audit log, named as one.
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.collection, 'products'), eq(auditLog.entity_id, String(id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'publish', 'autosave', 'autosave', 'autosave']);
  });

  it('a save by hand, a publish or a restore ends the run; the versions between them stay', async () => {
    const editor = await staffSession(t, 'editor');
    const id = await create(editor, 'Kamera Putaran');
    let v = await saved(editor, id, 1, { name: 'Kamera Putaran 2' });
    v = await saved(editor, id, v, { name: 'Kamera Putaran 3' });
    expect(await history(editor, id)).toEqual(['3:autosave', '1:create']);
    v = await saved(editor, id, v, { name: 'Kamera Putaran 4' }, false);
    v = await saved(editor, id, v, { name: 'Kamera Putaran 5' });
    expect(await history(editor, id)).toEqual(['5:autosave', '4:update', '3:autosave', '1:create']);
    // A published autosave is what visitors see: the next autosave keeps it.
    expect(
      (await call(t, `studio/collections/products/${id}/publish`, { method: 'POST', cookie: editor.cookie, body: { version: v } }))
        .statusCode,
    ).toBe(200);
    v = await saved(editor, id, v, { name: 'Kamera Putaran 6' });
    expect(await saved(editor, id, v, { name: 'Kamera Putaran 7' })).toBe(7);
    expect(await history(editor, id)).toEqual(['7:autosave', '5:autosave', '4:update', '3:autosave', '1:create']);
    const restored = await call(t, `studio/collections/products/${id}/versions/4/restore`, {
      method: 'POST',
      cookie: editor.cookie,
      body: {},
    });
    expect(restored.json().data.version).toBe(8);
    await saved(editor, id, 8, { name: 'Kamera Putaran 9' });
    expect((await history(editor, id)).slice(0, 3)).toEqual(['9:autosave', '8:restore:4', '7:autosave']);
    // A version an autosave replaced is gone: 404, for reading and restoring alike.
    expect((await call(t, `studio/collections/products/${id}/versions/6`, { cookie: editor.cookie })).statusCode).toBe(404);
    expect(
      (await call(t, `studio/collections/products/${id}/versions/6/restore`, { method: 'POST', cookie: editor.cookie, body: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("another staff member's autosave does not replace one's own", async () => {
    const editor = await staffSession(t, 'editor');
    const other = await staffSession(t, 'editor');
    const id = await create(editor, 'Kamera Berdua');
    let v = await saved(editor, id, 1, { name: 'Kamera Berdua A' });
    v = await saved(other, id, v, { name: 'Kamera Berdua B' });
    await saved(other, id, v, { name: 'Kamera Berdua C' });
    expect(await history(editor, id)).toEqual(['4:autosave', '2:autosave', '1:create']);
    const rows = await t.db
      .select({ n: studioVersions.n, staff: studioVersions.staff_id })
      .from(studioVersions)
      .where(and(eq(studioVersions.collection, 'products'), eq(studioVersions.entity_id, id)))
      .orderBy(studioVersions.n);
    expect(rows).toEqual([
      { n: 1, staff: editor.id },
      { n: 2, staff: editor.id },
      { n: 4, staff: other.id },
    ]);
  });

  it('a stale autosave is a 409 with the current version and stores nothing; parallel ones: one wins', async () => {
    const editor = await staffSession(t, 'editor');
    const id = await create(editor, 'Kamera Basi');
    await saved(editor, id, 1, { name: 'Kamera Basi dari tab lain' }, false);
    const stale = await save(editor, id, 1, { name: 'Kamera Basi dari tab ini' }, true);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current_version).toBe(2);
    const answers = await Promise.all(['X', 'Y', 'Z'].map((s) => save(editor, id, 2, { name: `Kamera Basi ${s}` }, true)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await history(editor, id)).toEqual(['3:autosave', '2:update', '1:create']);
  });

  it('refuses a wrong autosave flag and an invalid draft with 400, storing nothing', async () => {
    const editor = await staffSession(t, 'editor');
    const id = await create(editor, 'Kamera Salah');
    for (const flag of ['yes', 1, null]) expect((await save(editor, id, 1, { name: 'Kamera Salah 2' }, flag)).statusCode).toBe(400);
    const typed = await save(editor, id, 1, { price: 'seribu' }, true);
    expect(typed.statusCode).toBe(400);
    expect(Object.keys(typed.json().errors)).toContain('price');
    const nul = await save(editor, id, 1, { name: 'Kamera\u0000Salah' }, true);
    expect(nul.statusCode).toBe(400);
    expect(await history(editor, id)).toEqual(['1:create']);
  });
});
