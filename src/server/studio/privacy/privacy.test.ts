import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { rowsOf } from './sql';
import { exists, insertRegistration, insertSubmission, insertSubscription, insertUser, tableCounts } from './test-privacy';

// Access and erasure requests (docs/decisions/320-personal-data.md) on PGlite and PostgreSQL:
// everything held about one person found by e-mail or phone, exported with the files, erased in one
// transaction; admin only; audited without the e-mail or phone in clear; nobody else touched.
const t = useTestApp({ privacyPurgeCheckMs: 0 });

const CV = Buffer.from('%PDF-1.4\n% CV Rina Sari\n%%EOF\n');
const INVOICE = Buffer.from('%PDF-1.4\n% nota pembelian\n%%EOF\n');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let n = 0;

/** One person with data in every table, stored the way visitors type it; and a neighbour who must stay. */
async function person() {
  const tag = `${Date.now().toString(36)}${++n}`;
  const email = `Rina.Sari.${tag}@Example.test`;
  const phone = `0812${String(10_000_000 + n * 7919).slice(0, 8)}`; // 12 digits
  const intl = `+62 ${phone.slice(1, 4)}-${phone.slice(4, 8)}-${phone.slice(8)}`;
  const db = t.db;
  const career = await insertSubmission(
    db,
    'career',
    { name: 'Rina', email: ` ${email.toLowerCase()} `, phone, whatsapp: phone },
    { file: CV },
  );
  const inquiry = await insertSubmission(db, 'inquiry', {
    type: 'contact',
    name: 'Rina',
    email: `kantor.${tag}@example.test`,
    phone: intl,
  });
  const lottery = await insertSubmission(
    db,
    'lottery',
    { name: 'Rina', email: email.toUpperCase(), phone },
    { codes: [`L${tag}A`, `L${tag}B`] },
  );
  const userId = await insertUser(db, email, phone, [{}, { expiredDaysAgo: 2 }]);
  // Registered while signed in with another address typed in the form: found through the account.
  const registration = await insertRegistration(db, { email: `lain.${tag}@example.test`, userId, file: INVOICE });
  // A support request sent while signed in, under another address and number: found through the account
  // (submissions.user_id), as "Servis saya" shows it.
  const ticket = await insertSubmission(
    db,
    'support',
    { name: 'Rina', email: `bengkel.${tag}@example.test`, phone: '081377776666', problem: 'Lensa macet' },
    { userId },
  );
  const activation = await insertSubmission(db, 'warranty_activation', {
    serial_number: 'SN-1',
    reference: registration.reference.toLowerCase(),
  });
  const subscription = await insertSubscription(db, email.toLowerCase());
  // The neighbour: same domain, another address; another phone.
  const other = `rina.sarix.${tag}@example.test`;
  const otherSubmission = await insertSubmission(db, 'career', { name: 'Lain', email: other, phone: '081399998888' }, { file: CV });
  const otherUser = await insertUser(db, other, '081399998888');
  const otherSubscription = await insertSubscription(db, other);
  return {
    email,
    phone,
    intl,
    career,
    inquiry,
    lottery,
    userId,
    registration,
    ticket,
    activation,
    subscription,
    otherSubmission,
    otherUser,
    otherSubscription,
    tag,
  };
}

const auditEntries = (action: string) =>
  rowsOf<{ staff_id: number; after: unknown; collection: string }>(
    t.db,
    sql`select staff_id, after, collection from audit_log where action = ${action} order by id desc`,
  );

describe('privacy: who may ask', () => {
  it.each(['editor', 'hr', 'marketing'] as const)('answers 403 to %s on every call and records nothing', async (role) => {
    const staff = await staffSession(t, role);
    const p = await person();
    const before = await auditEntries('privacy.erase');
    for (const [method, url, body] of [
      ['POST', 'studio/privacy/search', { email: p.email }],
      ['POST', 'studio/privacy/export', { email: p.email }],
      ['POST', 'studio/privacy/erase', { email: p.email, confirm: true }],
      ['GET', 'studio/privacy/retention', undefined],
      ['POST', 'studio/privacy/purge', {}],
    ] as const) {
      const response = await call(t, url, { method, cookie: staff.cookie, ...(body ? { body } : {}) });
      expect(response.statusCode, url).toBe(403);
    }
    expect(await exists(t.db, 'submissions', p.career)).toBe(true);
    expect(await auditEntries('privacy.erase')).toHaveLength(before.length);
  });

  it('refuses a cross-site erasure with 403', async () => {
    const admin = await staffSession(t, 'admin');
    const p = await person();
    const response = await call(t, 'studio/privacy/erase', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: p.email, confirm: true },
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(await exists(t.db, 'submissions', p.career)).toBe(true);
  });
});

describe('privacy: search', () => {
  it('finds every record of the person by e-mail, case-insensitively, and by phone in any writing', async () => {
    const admin = await staffSession(t, 'admin');
    const p = await person();
    const byEmail = await call(t, 'studio/privacy/search', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: `  ${p.email.toUpperCase()} ` },
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const held = byEmail.json().data;
    expect(held.submissions.map((s: { id: string }) => s.id).sort()).toEqual(
      [p.career, p.lottery, p.registration.submissionId, p.ticket, p.activation].sort(),
    );
    expect(held.submissions.find((s: { id: string }) => s.id === p.career).file_count).toBe(1);
    expect(held.product_registrations.map((r: { id: number }) => r.id)).toEqual([p.registration.id]);
    expect(held.accounts).toEqual([expect.objectContaining({ id: p.userId, session_count: 2 })]);
    expect(held.subscriptions.map((s: { id: number }) => s.id)).toEqual([p.subscription]);
    expect(held.lottery_codes.map((c: { code: string }) => c.code).sort()).toEqual([`L${p.tag}A`, `L${p.tag}B`]);

    const byPhone = await call(t, 'studio/privacy/search', { method: 'POST', cookie: admin.cookie, body: { phone: p.intl } });
    const phoneHeld = byPhone.json().data;
    // The inquiry was sent from another address but the same number (+62 written): found by phone only.
    expect(phoneHeld.submissions.map((s: { id: string }) => s.id)).toContain(p.inquiry);
    expect(phoneHeld.submissions.map((s: { id: string }) => s.id)).not.toContain(p.otherSubmission);
    expect(phoneHeld.subscriptions).toEqual([]); // subscriptions hold no phone
  });

  it('treats % and _ as plain characters, never as wildcards', async () => {
    const admin = await staffSession(t, 'admin');
    const tag = `${Date.now().toString(36)}w`;
    const underscore = await insertSubmission(t.db, 'inquiry', { email: `a_b.${tag}@x.test`, phone: '081200000001' });
    const lookalike = await insertSubmission(t.db, 'inquiry', { email: `axb.${tag}@x.test`, phone: '081200000002' });
    const search = (email: string) => call(t, 'studio/privacy/search', { method: 'POST', cookie: admin.cookie, body: { email } });
    const ids = async (email: string) => (await search(email)).json().data.submissions.map((s: { id: string }) => s.id);
    expect(await ids(`a_b.${tag}@x.test`)).toEqual([underscore]);
    expect(await ids(`%@x.test`)).toEqual([]);
    expect(await ids(`%.${tag}@x.test`)).toEqual([]);
    expect(await ids(`a%b.${tag}@x.test`)).toEqual([]);
    expect(await ids(`___.${tag}@x.test`)).toEqual([]);
    const erased = await call(t, 'studio/privacy/erase', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: `A_B.${tag}@X.TEST`, confirm: true },
    });
    expect(erased.json().data.counts.submissions).toBe(1);
    expect(await exists(t.db, 'submissions', underscore)).toBe(false);
    expect(await exists(t.db, 'submissions', lookalike)).toBe(true);
  });

  it.each([
    ['an empty body', {}],
    ['blank fields', { email: '', phone: '   ' }],
    ['a NUL in the e-mail', { email: 'rina\u0000@example.test' }],
    ['a lone surrogate', { email: 'rina\ud800@example.test' }],
    ['a number', { email: 12345 }],
    ['an array', { email: ['a@b.test'] }],
    ['an object', { phone: { digits: '0812' } }],
    ['null', { email: null }],
    ['no @', { email: 'rina.example.test' }],
    ['a short phone', { phone: '0812' }],
    ['letters in the phone', { phone: '0812abc45678' }],
    ['an unknown field', { email: 'a@b.test', name: 'x' }],
    ['a huge e-mail', { email: `${'a'.repeat(10_000)}@b.test` }],
  ])('answers 400 to %s and never matches everyone', async (_name, body) => {
    const admin = await staffSession(t, 'admin');
    const response = await call(t, 'studio/privacy/search', {
      method: 'POST',
      cookie: admin.cookie,
      body,
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please check the form fields.');
    expect(response.body).not.toContain('"submissions"');
  });

  it('answers 400 to a body that is not an object', async () => {
    const admin = await staffSession(t, 'admin');
    for (const raw of ['"a@b.test"', '[]', 'null', '{"email":']) {
      const response = await call(t, 'studio/privacy/search', { method: 'POST', cookie: admin.cookie, raw });
      expect(response.statusCode, raw).toBe(400);
    }
  });
});

describe('privacy: export (access request)', () => {
  it('downloads every record with the files, and audits it without the e-mail or phone', async () => {
    const admin = await staffSession(t, 'admin');
    const p = await person();
    const response = await call(t, 'studio/privacy/export', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: p.email, phone: p.phone },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="denka-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toContain('no-store');
    const doc = response.json();
    const ids = doc.submissions.map((s: { id: string }) => s.id).sort();
    expect(ids).toEqual([p.career, p.inquiry, p.lottery, p.registration.submissionId, p.ticket, p.activation].sort());
    // The support request sent while signed in, under another address: in the export with its fields.
    expect(doc.submissions.find((s: { id: string }) => s.id === p.ticket).fields).toMatchObject({ problem: 'Lensa macet' });
    const career = doc.submissions.find((s: { id: string }) => s.id === p.career);
    expect(career.fields).toMatchObject({ name: 'Rina', phone: p.phone });
    expect(career.files).toHaveLength(1);
    const bytes = Buffer.from(career.files[0].data_base64, 'base64');
    expect(sha(bytes)).toBe(sha(CV));
    expect(career.files[0].sha256).toBe(sha(CV));
    const invoice = doc.submissions.find((s: { id: string }) => s.id === p.registration.submissionId).files[0];
    expect(Buffer.from(invoice.data_base64, 'base64').equals(INVOICE)).toBe(true);
    expect(doc.product_registrations).toEqual([expect.objectContaining({ id: p.registration.id, reference: p.registration.reference })]);
    expect(doc.accounts).toEqual([expect.objectContaining({ id: p.userId, email: p.email })]);
    expect(doc.accounts[0]).not.toHaveProperty('password_hash');
    expect(doc.subscriptions).toEqual([expect.objectContaining({ id: p.subscription })]);
    expect(doc.lottery_codes).toHaveLength(2);
    expect(response.body).not.toContain(p.otherSubmission);

    const [entry] = await auditEntries('privacy.export');
    expect(entry!.staff_id).toBe(admin.id);
    const text = JSON.stringify(entry!.after).toLowerCase();
    expect(text).not.toContain(p.email.toLowerCase());
    expect(text).not.toContain(p.phone.slice(1));
    expect(entry!.after).toMatchObject({
      subject: { email_hmac: expect.stringMatching(/^[0-9a-f]{64}$/), phone_hmac: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });
});

describe('privacy: erasure', () => {
  it('needs confirm: true and deletes nothing without it', async () => {
    const admin = await staffSession(t, 'admin');
    const p = await person();
    for (const body of [{ email: p.email }, { email: p.email, confirm: 'true' }, { email: p.email, confirm: 1 }, { confirm: true }]) {
      const response = await call(t, 'studio/privacy/erase', { method: 'POST', cookie: admin.cookie, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await exists(t.db, 'submissions', p.career)).toBe(true);
    expect(await exists(t.db, 'users', p.userId)).toBe(true);
  });

  it('erases everything for the e-mail and phone in one go, files too, and nothing of anyone else', async () => {
    const admin = await staffSession(t, 'admin');
    const p = await person();
    const before = await tableCounts(t.db);
    const response = await call(t, 'studio/privacy/erase', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: p.email.toLowerCase(), phone: p.intl, confirm: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const counts = response.json().data.counts;
    expect(counts).toEqual({
      submissions: 6,
      submission_files: 2,
      submission_notes: 0,
      lottery_codes: 2,
      product_registrations: 1,
      accounts: 1,
      sessions: 2,
      subscriptions: 1,
    });
    const after = await tableCounts(t.db);
    expect(after).toEqual({
      submissions: before.submissions! - 6,
      submission_files: before.submission_files! - 2,
      lottery_codes: before.lottery_codes! - 2,
      product_registrations: before.product_registrations! - 1,
      users: before.users! - 1,
      sessions: before.sessions! - 2,
      subscriptions: before.subscriptions! - 1,
    });
    for (const id of [p.career, p.inquiry, p.lottery, p.registration.submissionId, p.ticket, p.activation])
      expect(await exists(t.db, 'submissions', id)).toBe(false);
    expect(await rowsOf(t.db, sql`select 1 from submission_files where submission_id = ${p.career}`)).toEqual([]);
    expect(await exists(t.db, 'submissions', p.otherSubmission)).toBe(true);
    expect(await exists(t.db, 'users', p.otherUser)).toBe(true);
    expect(await exists(t.db, 'subscriptions', p.otherSubscription)).toBe(true);

    const [entry] = await auditEntries('privacy.erase');
    expect(entry!.staff_id).toBe(admin.id);
    expect(entry!.collection).toBe('privacy');
    expect(entry!.after).toMatchObject({ counts });
    const text = JSON.stringify(entry).toLowerCase();
    expect(text).not.toContain(p.email.toLowerCase());
    expect(text).not.toContain(p.phone.slice(1));

    const again = await call(t, 'studio/privacy/erase', { method: 'POST', cookie: admin.cookie, body: { email: p.email, confirm: true } });
    expect(Object.values(again.json().data.counts).every((v) => v === 0)).toBe(true);
  });

  it('leaves nothing half-deleted when a step fails: the whole erasure rolls back', async () => {
    const admin = await staffSession(t, 'admin');
    const p = await person();
    // The last step (subscriptions) fails after submissions and the account were deleted in the transaction.
    await t.db.execute(
      sql`create or replace function privacy_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`,
    );
    await t.db.execute(
      sql`create trigger privacy_test_refuse before delete on subscriptions for each row execute function privacy_test_refuse()`,
    );
    try {
      const response = await call(t, 'studio/privacy/erase', {
        method: 'POST',
        cookie: admin.cookie,
        body: { email: p.email, confirm: true },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(p.email);
    } finally {
      await t.db.execute(sql`drop trigger privacy_test_refuse on subscriptions`);
      await t.db.execute(sql`drop function privacy_test_refuse()`);
    }
    for (const id of [p.career, p.lottery, p.registration.submissionId, p.activation])
      expect(await exists(t.db, 'submissions', id)).toBe(true);
    expect(await rowsOf(t.db, sql`select 1 from submission_files where submission_id = ${p.career}`)).toHaveLength(1);
    expect(await exists(t.db, 'users', p.userId)).toBe(true);
    expect(await exists(t.db, 'product_registrations', p.registration.id)).toBe(true);
  });
});
