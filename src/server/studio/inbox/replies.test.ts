import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxDetailResponseSchema, InboxNoteResponseSchema, KIND_ROLES, NOTE_MAX, SUBMISSION_KINDS } from '@/contract/studio/inbox';
import type { StaffRole } from '@/contract/collections/fields';
import { auditLog, submissionNotes } from '@/server/db/schema';
import type { Mail } from '@/server/notify/transport';
import { createTestApp, type TestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { insertSubmission, seedEveryKind, type Seeded } from './test-inbox';

// Replies by e-mail from the inbox (docs/decisions/310-submissions-in-the-studio.md) on a real database: only the
// roles that handle a kind reply to it, the reply is a note with its subject and language, one mail goes out
// through the queue however often the same reply is sent, hostile bodies are a 400 with nothing stored, and neither
// the logs nor the audit entry hold the address or the text.

const sent: Mail[] = [];
const logs: string[] = [];
let t: TestApp;
const sessions = {} as Record<StaffRole, { id: number; cookie: string }>;
let seeded: Record<string, Seeded>;

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
  t = await createTestApp({
    logger: { level: 'info', stream },
    notify: { intervalMs: 0, transport: { name: 'log', send: async (mail) => void sent.push(mail), close: () => {} } },
  });
  for (const role of ['admin', 'editor', 'hr', 'marketing', 'service'] as const) sessions[role] = await staffSession(t, role);
  seeded = await seedEveryKind(t.db, 'reply');
  await t.app.notify.run(); // the seeded rows' own mails out of the way
  sent.length = 0;
}, 60_000);
afterAll(() => t?.close());

const reply = (overrides: Record<string, unknown> = {}) => ({
  lang: 'id',
  subject: 'Balasan atas pesan Anda',
  body: 'Halo, terima kasih atas pesan Anda.\nSalam, Tim Denka',
  idempotency_key: randomUUID(),
  ...overrides,
});
const post = (id: string, cookie: string, body: unknown, lang = 'id') =>
  call(t, `studio/inbox/${id}/replies?lang=${lang}`, { method: 'POST', cookie, body });
const notesOf = (id: string) => t.db.select().from(submissionNotes).where(eq(submissionNotes.submission_id, id));

describe('who may reply', () => {
  it('each role replies to its kinds and gets a 404 for every other; an editor is a 403; no session a 401', async () => {
    for (const role of ['hr', 'marketing', 'service', 'admin'] as const) {
      for (const kind of SUBMISSION_KINDS) {
        const s = seeded[kind]!;
        const allowed = role === 'admin' || KIND_ROLES[kind].includes(role);
        const res = await post(s.id, sessions[role].cookie, reply());
        // Every seeded kind carries an address except a warranty activation naming no registration.
        if (!allowed) expect(res.statusCode, `${role} ${kind}`).toBe(404);
        else expect([201, 409], `${role} ${kind}`).toContain(res.statusCode);
      }
    }
    expect((await post(seeded.inquiry!.id, sessions.editor.cookie, reply())).statusCode).toBe(403);
    expect((await call(t, `studio/inbox/${seeded.inquiry!.id}/replies`, { method: 'POST', body: reply() })).statusCode).toBe(401);
  });
});

describe('a reply', () => {
  it('is a note with subject and language, audited without its text, mailed once to the submitter', async () => {
    const s = await insertSubmission(t.db, 'inquiry', { type: 'contact', name: 'Rina', email: 'rina.reply@contoh.id', message: 'Halo' });
    sent.length = 0;
    const body = reply({ lang: 'en', subject: 'About your message', body: 'Hello Rina,\nthank you. — Denka' });
    const res = await post(s.id, sessions.marketing.cookie, body);
    expect(res.statusCode).toBe(201);
    const note = InboxNoteResponseSchema.parse(res.json()).data;
    expect(note).toMatchObject({
      body: body.body,
      reply: { subject: 'About your message', lang: 'en' },
      staff: { id: sessions.marketing.id },
    });
    // Its history: the detail lists it with who and when.
    const detail = InboxDetailResponseSchema.parse((await call(t, `studio/inbox/${s.id}`, { cookie: sessions.admin.cookie })).json()).data;
    expect(detail.notes.map((n) => n.reply?.subject)).toEqual(['About your message']);
    expect(detail.notes[0]!.staff?.name).toBe('Staf marketing');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.reply'), eq(auditLog.entity_id, s.id)))
      .orderBy(desc(auditLog.id));
    expect(audit!.staff_id).toBe(sessions.marketing.id);
    expect(JSON.stringify(audit)).not.toMatch(/rina|Hello|About your/i);

    await t.app.notify.run();
    await t.app.notify.run(); // a second sweep sends nothing again
    // Only this submitter's: an earlier test's reply may still be on its way (the queue is nudged after answering).
    const mine = sent.filter((m) => m.template === 'reply' && m.to === 'rina.reply@contoh.id');
    expect(mine).toEqual([
      { template: 'reply', kind: 'inquiry', to: 'rina.reply@contoh.id', subject: 'About your message', text: body.body },
    ]);
    const after = InboxDetailResponseSchema.parse((await call(t, `studio/inbox/${s.id}`, { cookie: sessions.admin.cookie })).json()).data;
    expect(after.notes[0]!.reply?.mailed_at).not.toBeNull();
    expect(logs.join('')).not.toMatch(/rina|Hello Rina|About your message/i);
  });

  it('sent twice in parallel and once more with the same key: one note, one mail; the repeats answer the first (200)', async () => {
    const s = await insertSubmission(t.db, 'career', { full_name: 'Dedi', email: 'dedi.reply@contoh.id', position: 'x' });
    sent.length = 0;
    const body = reply();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(s.id, sessions.hr.cookie, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(answers.map((a) => InboxNoteResponseSchema.parse(a.json()).data.id));
    expect(ids.size).toBe(1);
    expect((await post(s.id, sessions.hr.cookie, body)).statusCode).toBe(200);
    expect(await notesOf(s.id)).toHaveLength(1);
    await t.app.notify.run();
    expect(sent.filter((m) => m.template === 'reply' && m.to === 'dedi.reply@contoh.id')).toHaveLength(1);
    // A new key is a new reply.
    expect((await post(s.id, sessions.hr.cookie, reply())).statusCode).toBe(201);
    expect(await notesOf(s.id)).toHaveLength(2);
  });

  it('to a submission without an e-mail address is a 409 in the caller’s language, nothing stored', async () => {
    const s = await insertSubmission(t.db, 'inquiry', { type: 'contact', name: 'Tanpa email', phone: '0812' });
    const res = await post(s.id, sessions.marketing.cookie, reply(), 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/e-mail/i);
    expect(await notesOf(s.id)).toHaveLength(0);
  });
});

describe('hostile bodies are a 400 with nothing stored', () => {
  let target: Seeded;
  beforeAll(async () => {
    target = await insertSubmission(t.db, 'inquiry', { type: 'contact', name: 'Sasaran', email: 'sasaran@contoh.id' });
  });
  const cases: [string, unknown, string][] = [
    ['a NUL in the body', reply({ body: 'a\u0000b' }), 'body'],
    ['a lone surrogate in the subject', reply({ subject: 'x\ud800' }), 'subject'],
    ['a body past NOTE_MAX', reply({ body: 'x'.repeat(NOTE_MAX + 1) }), 'body'],
    ['an HTML body', reply({ body: 'Halo <b>Rina</b>' }), 'body'],
    ['an HTML comment in the subject', reply({ subject: 'Hi <!-- x -->' }), 'subject'],
    ['a script', reply({ body: '<script>alert(1)</script>' }), 'body'],
    ['a line break in the subject', reply({ subject: 'a\r\nBcc: x@y.z' }), 'subject'],
    ['an empty body', reply({ body: '   ' }), 'body'],
    ['another language', reply({ lang: 'fr' }), 'lang'],
    ['no idempotency key', reply({ idempotency_key: undefined }), 'idempotency_key'],
    ['a key that is no UUID', reply({ idempotency_key: 'x' }), 'idempotency_key'],
    ['a body of the wrong type', reply({ body: ['a'] }), 'body'],
    ['an unknown key', { ...reply(), to: 'other@evil.test' }, ''],
  ];
  it.each(cases)('%s', async (_name, body, field) => {
    const res = await post(target.id, sessions.marketing.cookie, body);
    expect(res.statusCode).toBe(400);
    const answer = res.json() as { message: string; errors?: Record<string, string[]> };
    expect(answer.message).toBeTruthy();
    if (field) expect(Object.keys(answer.errors ?? {})).toContain(field);
    expect(await notesOf(target.id)).toHaveLength(0);
  });

  it('less-than signs that are not tags are plain text and pass', async () => {
    const res = await post(target.id, sessions.marketing.cookie, reply({ body: 'Harga < Rp 5 juta, 3 < 4 <3' }));
    expect(res.statusCode).toBe(201);
  });

  it('a 2 MB body is refused before the handler (413 or 400), nothing stored beyond the one above', async () => {
    const res = await post(target.id, sessions.marketing.cookie, reply({ body: 'x'.repeat(2_000_000) }));
    expect([400, 413]).toContain(res.statusCode);
    expect(await notesOf(target.id)).toHaveLength(1);
  });

  it('an error text names the field in English on ?lang=en', async () => {
    const res = await post(target.id, sessions.marketing.cookie, reply({ body: '<p>x</p>' }), 'en');
    expect(res.json().errors.body[0]).toMatch(/plain text/i);
  });
});
