import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionKind } from '@/contract/forms';
import {
  InboxDetailResponseSchema,
  InboxListResponseSchema,
  KIND_ROLES,
  kindsFor,
  NotifySettingsResponseSchema,
  SUBMISSION_KINDS,
} from '@/contract/studio/inbox';
import { activeStaff, instantRecipients } from '@/server/notify/recipients';
import type { StaffRole } from '@/contract/collections/fields';
import { auditLog, jobVacancies, slugRedirects, staffUsers, submissionNotes, submissions } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { insertSubmission, seedEveryKind, sha256, type Seeded } from './test-inbox';

// The inbox API on a real database (docs/decisions/310-submissions-in-the-studio.md): each role
// sees only its kinds on every call, an id of another kind is a 404, every view, download, export,
// status change and note is audited, and hostile input is a clear 4xx with nothing stored.

const t = useTestApp();
type Session = { id: number; email: string; cookie: string };
const sessions = {} as Record<StaffRole, Session>;
let seeded: Record<SubmissionKind, Seeded>;
const ROLES: StaffRole[] = ['admin', 'hr', 'marketing', 'service'];

beforeAll(async () => {
  for (const role of ['admin', 'editor', 'hr', 'marketing', 'service'] as const) sessions[role] = await staffSession(t, role);
  seeded = await seedEveryKind(t.db, 'roles');
});

const expected: Record<StaffRole, SubmissionKind[]> = {
  admin: [...SUBMISSION_KINDS],
  editor: [],
  hr: ['career'],
  marketing: ['inquiry', 'lottery', 'giveaway', 'subscription'],
  service: ['support', 'product_registration', 'warranty_activation', 'quote_decision'],
};

const lastAudit = async (action: string, staffId: number) =>
  (
    await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.staff_id, staffId)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('who sees what', () => {
  it('KIND_ROLES and kindsFor are the table the issue asks for', () => {
    for (const role of ['admin', 'editor', 'hr', 'marketing', 'service'] as const)
      expect([...kindsFor(role)].sort()).toEqual([...expected[role]].sort());
    expect(Object.keys(KIND_ROLES).sort()).toEqual([...SUBMISSION_KINDS].sort());
  });

  it.each(ROLES)('%s: the list holds only its kinds (all of them), and meta.kinds says which', async (role) => {
    const response = await call(t, 'studio/inbox?per_page=200&q=roles', { cookie: sessions[role].cookie });
    expect(response.statusCode).toBe(200);
    const body = InboxListResponseSchema.parse(response.json());
    expect([...new Set(body.data.map((r) => r.kind))].sort()).toEqual([...expected[role]].sort());
    expect(body.meta.kinds.sort()).toEqual([...expected[role]].sort());
    expect(body.meta.total).toBe(expected[role].length);
    // Without a search too: nothing of another kind, whatever else the database holds.
    const all = InboxListResponseSchema.parse((await call(t, 'studio/inbox?per_page=200', { cookie: sessions[role].cookie })).json());
    expect(all.data.every((r) => expected[role].includes(r.kind))).toBe(true);
  });

  it.each(ROLES)('%s: detail, download, status change and note answer for its kinds and 404 for every other', async (role) => {
    const { cookie } = sessions[role];
    for (const kind of SUBMISSION_KINDS) {
      const s = seeded[kind];
      const allowed = expected[role].includes(kind);
      const status = allowed ? 200 : 404;
      const detail = await call(t, `studio/inbox/${s.id}`, { cookie });
      expect(detail.statusCode, `${role} GET ${kind}`).toBe(status);
      const file = await call(t, `studio/inbox/${s.id}/files/${s.fileId}`, { cookie });
      expect(file.statusCode, `${role} file ${kind}`).toBe(status);
      const patch = await call(t, `studio/inbox/${s.id}`, { method: 'PATCH', cookie, body: { status: 'in_progress' } });
      expect(patch.statusCode, `${role} PATCH ${kind}`).toBe(status);
      const note = await call(t, `studio/inbox/${s.id}/notes`, { method: 'POST', cookie, body: { body: `catatan ${role}` } });
      expect(note.statusCode, `${role} note ${kind}`).toBe(allowed ? 201 : 404);
      if (!allowed) {
        // The 404 is the same as for an id that does not exist: nothing tells the two apart.
        const missing = await call(t, 'studio/inbox/00000000-0000-4000-8000-000000000000', { cookie });
        expect(detail.json()).toEqual(missing.json());
        expect(file.body).toBe(missing.body);
      }
    }
    // Nothing was changed or added where the role was refused.
    const refused = SUBMISSION_KINDS.filter((k) => !expected[role].includes(k)).map((k) => seeded[k].id);
    if (refused.length) {
      const notes = await t.db
        .select()
        .from(submissionNotes)
        .where(and(inArray(submissionNotes.submission_id, refused), eq(submissionNotes.staff_id, sessions[role].id)));
      expect(notes).toEqual([]);
    }
  });

  it.each(ROLES)('%s: a kind outside its own in a list or export filter is a 403; export holds only its kinds', async (role) => {
    const { cookie } = sessions[role];
    for (const kind of SUBMISSION_KINDS) {
      const allowed = expected[role].includes(kind);
      expect((await call(t, `studio/inbox?kind=${kind}`, { cookie })).statusCode).toBe(allowed ? 200 : 403);
      expect((await call(t, `studio/inbox/export?format=csv&kind=${kind}`, { cookie })).statusCode).toBe(allowed ? 200 : 403);
    }
    const csv = (await call(t, 'studio/inbox/export?format=csv', { cookie })).body;
    for (const kind of SUBMISSION_KINDS)
      expect(csv.includes(seeded[kind].id), `${role} export ${kind}`).toBe(expected[role].includes(kind));
  });

  it('an administrator creates a service account through the staff API; it logs in and sees the service kinds', async () => {
    const email = `layanan.${Date.now()}@denka.test`;
    const created = await call(t, 'studio/staff', {
      method: 'POST',
      cookie: sessions.admin.cookie,
      body: { email, name: 'Staf Layanan', role: 'service', password: 'kata-sandi-layanan-1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.role).toBe('service');
    const login = await call(t, 'studio/session', { method: 'POST', body: { email, password: 'kata-sandi-layanan-1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.staff.role).toBe('service');
    const cookie = login.cookies.find((c) => c.name === '__Host-denka_staff')!.value;
    const list = InboxListResponseSchema.parse((await call(t, 'studio/inbox?q=roles', { cookie })).json());
    expect(list.meta.kinds).toEqual(['support', 'product_registration', 'warranty_activation', 'quote_decision']);
    // A role outside the list is still refused.
    const bad = await call(t, 'studio/staff', {
      method: 'POST',
      cookie: sessions.admin.cookie,
      body: { email: `x${email}`, name: 'X', role: 'servis', password: 'kata-sandi-layanan-1' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('age_hours counts whole hours since the submission came in (the 24-hour follow-up badge)', async () => {
    const old = await insertSubmission(
      t.db,
      'inquiry',
      { type: 'b2b', name: 'Lama umur', email: 'lama.umur@example.test', company: 'PT Lama' },
      { createdAt: new Date(Date.now() - 30.5 * 3_600_000).toISOString() },
    );
    const list = InboxListResponseSchema.parse((await call(t, 'studio/inbox?q=lama.umur', { cookie: sessions.marketing.cookie })).json());
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id: old.id, age_hours: 30, summary: 'B2B · PT Lama', status: 'new' });
  });

  it('the editor role has no inbox: every inbox call is a 403', async () => {
    const { cookie } = sessions.editor;
    const s = seeded.career;
    for (const [url, method] of [
      ['studio/inbox', 'GET'],
      ['studio/inbox/export?format=xlsx', 'GET'],
      ['studio/inbox/assignees', 'GET'],
      ['studio/inbox/overdue', 'GET'],
      [`studio/inbox/${s.id}`, 'GET'],
      [`studio/inbox/${s.id}/files/${s.fileId}`, 'GET'],
      [`studio/inbox/${s.id}`, 'PATCH'],
      [`studio/inbox/${s.id}/notes`, 'POST'],
    ] as const) {
      const response = await call(t, url, { method, cookie, ...(method === 'GET' ? {} : { body: { status: 'done', body: 'x' } }) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('a service user sees the second-claim review of a serial with its registration', async () => {
    const response = await call(t, `studio/inbox/${seeded.warranty_activation.id}`, { cookie: sessions.service.cookie });
    const { data } = InboxDetailResponseSchema.parse(response.json());
    expect(data.registration?.review_requested_at).toBeTruthy();
    expect(data.name).toBe('Pendaftar roles'); // from the registration: the claim has no name of its own
    expect(data.email).toBe('daftar.roles@example.test');
  });

  it('assignees are the active staff who can handle the caller’s kinds', async () => {
    const ids = async (role: StaffRole) =>
      (await call(t, 'studio/inbox/assignees', { cookie: sessions[role].cookie })).json().data as { id: number; role: StaffRole }[];
    const hr = await ids('hr');
    expect(hr.map((a) => a.id)).toEqual(expect.arrayContaining([sessions.hr.id, sessions.admin.id]));
    expect(hr.every((a) => a.role === 'hr' || a.role === 'admin')).toBe(true);
    const marketing = await ids('marketing');
    expect(marketing.every((a) => a.role === 'marketing' || a.role === 'admin')).toBe(true);
    expect(marketing.map((a) => a.id)).not.toContain(sessions.service.id);
  });
});

describe("each staff member's own new-submission mail setting", () => {
  const settings = async (cookie: string) => {
    const response = await call(t, 'studio/inbox/notifications', { cookie });
    expect(response.statusCode).toBe(200);
    return NotifySettingsResponseSchema.parse(response.json()).data;
  };
  const stored = async (id: number) =>
    (await t.db.select({ notify: staffUsers.notify }).from(staffUsers).where(eq(staffUsers.id, id)))[0]!.notify;

  it("reads the role's default, sets a choice (audited, what the mailer reads), and goes back to the default", async () => {
    const { cookie, id, email } = sessions.hr;
    expect(await settings(cookie)).toEqual({ mode: 'instant', chosen: false, role_default: 'instant', kinds: ['career'], email });
    expect((await settings(sessions.admin.cookie)).mode).toBe('digest');
    const set = await call(t, 'studio/inbox/notifications', { method: 'PUT', cookie, body: { mode: 'off' } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ mode: 'off', chosen: true });
    expect(await stored(id)).toBe('off');
    // The mailer reads the same column: an HR member who chose "off" gets no instant mail of an application.
    expect(instantRecipients(await activeStaff(t.db), 'career').map((r) => r.id)).not.toContain(id);
    expect(await lastAudit('staff.notify', id)).toMatchObject({
      collection: 'staff',
      entity_id: String(id),
      before: { notify: null },
      after: { notify: 'off' },
    });
    expect((await call(t, 'studio/inbox/notifications', { method: 'PUT', cookie, body: { mode: 'default' } })).json().data).toMatchObject({
      mode: 'instant',
      chosen: false,
    });
    expect(await stored(id)).toBeNull();
  });

  it('refuses a wrong mode, extra keys and wrong types with a 400 and changes nothing; a cross-site PUT is a 403', async () => {
    const { cookie, id } = sessions.marketing;
    for (const body of [{ mode: 'loud' }, { mode: 'off', role: 'admin' }, { mode: 7 }, [], { mode: 'off\u0000' }, {}]) {
      const response = await call(t, 'studio/inbox/notifications', { method: 'PUT', cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const crossSite = await call(t, 'studio/inbox/notifications', {
      method: 'PUT',
      cookie,
      body: { mode: 'off' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await stored(id)).toBeNull();
  });

  it('needs a session (401) and a role with inbox kinds (an editor: 403)', async () => {
    expect((await call(t, 'studio/inbox/notifications')).statusCode).toBe(401);
    expect((await call(t, 'studio/inbox/notifications', { cookie: sessions.editor.cookie })).statusCode).toBe(403);
    expect(
      (await call(t, 'studio/inbox/notifications', { method: 'PUT', cookie: sessions.editor.cookie, body: { mode: 'off' } })).statusCode,
    ).toBe(403);
  });
});

describe('a job application names its vacancy', () => {
  it('by title in the list, the detail and the export, also after the vacancy was renamed; an unknown slug stays as sent', async () => {
    const [job] = await t.db
      .select({ id: jobVacancies.id, slug: jobVacancies.slug, title: jobVacancies.title })
      .from(jobVacancies)
      .orderBy(asc(jobVacancies.id))
      .limit(1);
    await t.db
      .insert(slugRedirects)
      .values({ collection: 'jobs', old_slug: 'lowongan-lama-vacancy', entity_id: job!.id })
      .onConflictDoNothing();
    const current = await insertSubmission(t.db, 'career', {
      full_name: 'Vacancy Now',
      email: 'vacancy.now@example.test',
      position: job!.slug,
    });
    const renamed = await insertSubmission(t.db, 'career', {
      full_name: 'Vacancy Renamed',
      email: 'vacancy.renamed@example.test',
      position: 'lowongan-lama-vacancy',
    });
    const gone = await insertSubmission(t.db, 'career', {
      full_name: 'Vacancy Gone',
      email: 'vacancy.gone@example.test',
      position: 'no-such-vacancy',
    });
    const { cookie } = sessions.hr;
    const list = InboxListResponseSchema.parse((await call(t, 'studio/inbox?kind=career&q=vacancy&per_page=50', { cookie })).json());
    const summary = (s: Seeded) => list.data.find((r) => r.id === s.id)?.summary;
    expect(summary(current)).toBe(job!.title);
    expect(summary(renamed)).toBe(job!.title);
    expect(summary(gone)).toBe('no-such-vacancy');
    const detail = InboxDetailResponseSchema.parse((await call(t, `studio/inbox/${renamed.id}`, { cookie })).json());
    expect(detail.data).toMatchObject({ job_title: job!.title, fields: { position: 'lowongan-lama-vacancy' } });
    expect(InboxDetailResponseSchema.parse((await call(t, `studio/inbox/${gone.id}`, { cookie })).json()).data.job_title).toBeNull();
    expect(
      InboxDetailResponseSchema.parse((await call(t, `studio/inbox/${seeded.inquiry.id}`, { cookie: sessions.admin.cookie })).json()).data
        .job_title,
    ).toBeNull();
  });
});

describe('the attachment download', () => {
  it('answers the uploaded bytes (same sha256) as an attachment with the stored type, nosniff, sandbox and no-store; audited', async () => {
    const s = seeded.career;
    const response = await call(t, `studio/inbox/${s.id}/files/${s.fileId}`, { cookie: sessions.hr.cookie });
    expect(response.statusCode).toBe(200);
    expect(sha256(response.rawPayload)).toBe(sha256(s.bytes!));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cv pelamar.pdf"; filename*=UTF-8''cv%20pelamar.pdf`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe('sandbox');
    expect(response.headers['cache-control']).toContain('no-store');
    const entry = await lastAudit('inbox.download', sessions.hr.id);
    expect(entry).toMatchObject({ collection: 'submissions', entity_id: s.id, after: { file_id: s.fileId, sha256: sha256(s.bytes!) } });
  });

  it('a file id of another submission is a 404, even for the admin', async () => {
    const response = await call(t, `studio/inbox/${seeded.career.id}/files/${seeded.inquiry.fileId}`, { cookie: sessions.admin.cookie });
    expect(response.statusCode).toBe(404);
  });
});

describe('workflow, notes and the audit log', () => {
  it('a page of the list is audited with its filter and the ids it showed, the searched text not kept', async () => {
    const { cookie, id } = sessions.hr;
    const response = await call(t, 'studio/inbox?q=pelamar.roles%40example.test&kind=career', { cookie });
    expect(response.json().data).toHaveLength(1);
    const entry = await lastAudit('inbox.list', id);
    expect(entry).toMatchObject({
      collection: 'submissions',
      after: { filter: { kind: 'career', search: true }, page: 1, ids: response.json().data.map((r: { id: string }) => r.id) },
    });
    expect(JSON.stringify(entry)).not.toContain('pelamar');
  });

  it('a view is audited; a status change and an assignment are audited with before and after', async () => {
    const s = seeded.inquiry;
    const { cookie, id } = sessions.marketing;
    await t.db.update(submissions).set({ status: 'new', assignee_id: null }).where(eq(submissions.id, s.id));
    expect((await call(t, `studio/inbox/${s.id}`, { cookie })).statusCode).toBe(200);
    expect(await lastAudit('inbox.view', id)).toMatchObject({ entity_id: s.id, collection: 'submissions' });
    const response = await call(t, `studio/inbox/${s.id}`, { method: 'PATCH', cookie, body: { status: 'in_progress', assignee_id: id } });
    expect(response.statusCode).toBe(200);
    const { data } = InboxDetailResponseSchema.parse(response.json());
    expect(data).toMatchObject({ status: 'in_progress', assignee: { id, name: 'Staf marketing' } });
    expect(data.status_changed_at).toBeTruthy();
    expect(await lastAudit('inbox.update', id)).toMatchObject({
      entity_id: s.id,
      before: { status: 'new', assignee_id: null },
      after: { status: 'in_progress', assignee_id: id },
    });
    // Unassigning; "me" and "none" filter by assignee.
    const mine = InboxListResponseSchema.parse((await call(t, 'studio/inbox?assignee=me&q=roles', { cookie })).json());
    expect(mine.data.map((r) => r.id)).toEqual([s.id]);
    expect(
      (await call(t, `studio/inbox/${s.id}`, { method: 'PATCH', cookie, body: { assignee_id: null } })).json().data.assignee,
    ).toBeNull();
    const none = InboxListResponseSchema.parse((await call(t, 'studio/inbox?assignee=none&q=roles', { cookie })).json());
    expect(none.data.map((r) => r.id)).toContain(s.id);
  });

  it('a note is stored with its author, shown on the detail, counted in the list, and audited without its text', async () => {
    const s = seeded.career;
    const { cookie, id } = sessions.hr;
    const response = await call(t, `studio/inbox/${s.id}/notes`, {
      method: 'POST',
      cookie,
      body: { body: '  Dipanggil wawancara Senin.  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ body: 'Dipanggil wawancara Senin.', staff: { id, name: 'Staf hr' } });
    const detail = InboxDetailResponseSchema.parse((await call(t, `studio/inbox/${s.id}`, { cookie })).json());
    expect(detail.data.notes.map((n) => n.body)).toContain('Dipanggil wawancara Senin.');
    const entry = await lastAudit('inbox.note', id);
    expect(entry).toMatchObject({ entity_id: s.id, after: { note_id: response.json().data.id } });
    expect(JSON.stringify(entry)).not.toContain('wawancara');
  });

  it('an export is audited with its filter and the number of rows', async () => {
    const { cookie, id } = sessions.service;
    const response = await call(t, 'studio/inbox/export?format=csv&kind=support&q=roles', { cookie });
    expect(response.statusCode).toBe(200);
    await expect
      .poll(async () => (await lastAudit('inbox.export', id))?.after)
      .toEqual({ format: 'csv', filter: { kind: 'support', search: true }, rows: 1, complete: true });
  });

  it('assigning a staff member who cannot handle the kind (or is disabled, or unknown) is a 400 and changes nothing', async () => {
    const s = seeded.inquiry;
    const { cookie } = sessions.admin;
    await t.db.update(submissions).set({ status: 'new', assignee_id: null }).where(eq(submissions.id, s.id));
    const [disabled] = await t.db
      .insert(staffUsers)
      .values({ email: 'mati@denka.test', name: 'Nonaktif', role: 'marketing', password_hash: 'x', disabled: true })
      .returning({ id: staffUsers.id });
    for (const assignee of [sessions.hr.id, sessions.service.id, sessions.editor.id, disabled!.id, 999_999]) {
      const response = await call(t, `studio/inbox/${s.id}?lang=en`, {
        method: 'PATCH',
        cookie,
        body: { status: 'done', assignee_id: assignee },
      });
      expect(response.statusCode, String(assignee)).toBe(400);
      expect(response.json().errors.assignee_id[0]).toMatch(/does not handle/);
    }
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row).toMatchObject({ status: 'new', assignee_id: null });
    // The admin may take any kind.
    expect((await call(t, `studio/inbox/${s.id}`, { method: 'PATCH', cookie, body: { assignee_id: sessions.admin.id } })).statusCode).toBe(
      200,
    );
  });

  it('parallel status changes are serialised: every one audited, each before is the previous after', async () => {
    const s = seeded.giveaway;
    const { cookie, id } = sessions.marketing;
    await t.db.update(submissions).set({ status: 'new' }).where(eq(submissions.id, s.id));
    const statuses = ['in_progress', 'done', 'spam', 'new', 'in_progress', 'done', 'spam', 'done'] as const;
    const responses = await Promise.all(
      statuses.map((status) => call(t, `studio/inbox/${s.id}`, { method: 'PATCH', cookie, body: { status } })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(statuses.map(() => 200));
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.update'), eq(auditLog.entity_id, s.id), eq(auditLog.staff_id, id)))
      .orderBy(auditLog.id);
    const last = entries.slice(-statuses.length);
    expect(last).toHaveLength(statuses.length);
    for (let i = 1; i < last.length; i++)
      expect((last[i]!.before as { status: string }).status).toBe((last[i - 1]!.after as { status: string }).status);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row!.status).toBe((last.at(-1)!.after as { status: string }).status);
  });
});

describe('hostile input', () => {
  const cookie = () => sessions.admin.cookie;

  it.each([
    'kind=spam',
    'kind=career&kind=inquiry',
    'status=archived',
    'from=kemarin',
    'to=2026-13-45',
    'campaign_id=-1',
    'campaign_id=abc',
    'assignee=someone',
    'assignee=0',
    'page=0',
    'per_page=100000',
    'sort=name',
    `q=${'x'.repeat(201)}`,
    'q=%00',
    'q=a%00b',
  ])('GET studio/inbox?%s is a 400 with a message', async (query) => {
    const response = await call(t, `studio/inbox?${query}`, { cookie: cookie() });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    if (/^(page|per_page|sort)=/.test(query)) return; // list-only parameters
    const exported = await call(t, `studio/inbox/export?format=csv&${query}`, { cookie: cookie() });
    expect(exported.statusCode).toBe(400);
  });

  it.each(['format=pdf', 'format=CSV', 'format=csv&format=xlsx'])('GET studio/inbox/export?%s is a 400', async (query) => {
    expect((await call(t, `studio/inbox/export?${query}`, { cookie: cookie() })).statusCode).toBe(400);
  });

  it('a search with LIKE wildcards, quotes, a lone surrogate or a huge URL never errors and matches literally', async () => {
    for (const q of ['%', '_', '\\', "'; drop table submissions; --", '"', '\ud800', '🙂']) {
      const response = await call(t, `studio/inbox?q=${encodeURIComponent(q.replace(/[\ud800-\udfff]/g, '\ufffd'))}`, { cookie: cookie() });
      expect(response.statusCode, q).toBe(200);
      if (q === '%' || q === '\\') expect(response.json().meta.total, q).toBe(0); // literally: no stored text has one
    }
    const raw = await call(t, 'studio/inbox?q=%ED%A0%80', { cookie: cookie() });
    expect([200, 400]).toContain(raw.statusCode);
    const huge = await call(t, `studio/inbox?q=${'y'.repeat(60_000)}`, { cookie: cookie() });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('filters by date (Jakarta days), status and campaign', async () => {
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const q = `&q=roles&per_page=200`;
    const ids = async (query: string) =>
      InboxListResponseSchema.parse((await call(t, `studio/inbox?${query}${q}`, { cookie: cookie() })).json()).data.map((r) => r.id);
    expect((await ids(`from=${today}&to=${today}`)).length).toBe(SUBMISSION_KINDS.length);
    expect(await ids('to=2020-01-01')).toEqual([]);
    expect(await ids('from=2999-01-01')).toEqual([]);
    expect(await ids('campaign_id=1')).toEqual([seeded.lottery.id]);
    expect(await ids('campaign_id=2')).toEqual([]);
  });

  it.each([
    [{ status: 'archived' }],
    [{ status: 5 }],
    [{ status: null }],
    [{ assignee_id: '3' }],
    [{ assignee_id: 1.5 }],
    [{ assignee_id: -1 }],
    [{}],
    [{ status: 'done', extra: true }],
    [[]],
    ['done'],
    [{ status: 'done\u0000' }],
    [{ status: '\ud800' }],
  ])('PATCH with %j is a 400 and changes nothing', async (body) => {
    const s = seeded.support;
    await t.db.update(submissions).set({ status: 'new' }).where(eq(submissions.id, s.id));
    const response = await call(t, `studio/inbox/${s.id}`, { method: 'PATCH', cookie: cookie(), body });
    expect(response.statusCode).toBe(400);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row!.status).toBe('new');
  });

  it.each([
    [{ body: '' }],
    [{ body: '   ' }],
    [{ body: 'x'.repeat(5001) }],
    [{ body: 5 }],
    [{}],
    [{ body: 'a\u0000b' }],
    [{ body: 'a\udc00b' }],
    [{ body: 'ok', staff_id: 1 }],
  ])('a note %j is a 400 and stores nothing', async (body) => {
    const s = seeded.support;
    const before = await t.db.select().from(submissionNotes).where(eq(submissionNotes.submission_id, s.id));
    const response = await call(t, `studio/inbox/${s.id}/notes`, { method: 'POST', cookie: cookie(), body });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(submissionNotes).where(eq(submissionNotes.submission_id, s.id))).toHaveLength(before.length);
  });

  it('a note of 5000 characters is accepted; bad ids are a 400 or 404, never a 5xx', async () => {
    const s = seeded.support;
    expect(
      (await call(t, `studio/inbox/${s.id}/notes`, { method: 'POST', cookie: cookie(), body: { body: 'n'.repeat(5000) } })).statusCode,
    ).toBe(201);
    for (const url of [
      'studio/inbox/..%2F..%2Fetc',
      'studio/inbox/%00',
      `studio/inbox/${'a'.repeat(300)}`,
      `studio/inbox/${s.id}/files/abc`,
      `studio/inbox/${s.id}/files/99999999999`,
      `studio/inbox/${s.id}/files/0`,
    ]) {
      const response = await call(t, url, { cookie: cookie() });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('a cross-site write is refused before anything changes', async () => {
    const s = seeded.support;
    const response = await call(t, `studio/inbox/${s.id}`, {
      method: 'PATCH',
      cookie: cookie(),
      body: { status: 'spam' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(submissions).where(eq(submissions.id, s.id));
    expect(row!.status).not.toBe('spam');
  });
});
