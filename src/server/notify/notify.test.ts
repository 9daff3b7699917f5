import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SubmissionResultSchema } from '@/contract/forms';
import type { StaffRole } from '@/contract/collections/fields';
import { jobVacancies, staffUsers, submissions } from '../db/schema';
import { nextIp, PDF, postForm } from '../routes/forms/test-forms';
import { createTestApp, type TestApp } from '../test/helper';
import { startSmtpSink, withoutMadeUpTokens, type SmtpSink, type SunkMail } from '../test/smtp-sink';
import { claimDueDigests, lastDigestMoment } from './digest';
import { listNotifyModes, setNotifyMode } from './recipients';

// New-submission mails through a local SMTP sink (docs/decisions/310-submissions-in-the-studio.md): the role
// that handles the kind is told, nobody else; the staff mail holds no personal data of the submitter; the
// submitter's confirmation carries their receipt number; the digest goes out once a day, by one process.

let sink: SmtpSink;
let inbox: SunkMail[] = [];

let t: TestApp;
const logs: string[] = [];
let application: Record<string, string>;
const staffEmail = (role: StaffRole, n = 1) => `${role}${n}.staff@denka.test`;

async function addStaff(role: StaffRole, n = 1, notify: 'instant' | 'digest' | 'off' | null = null) {
  await t.db.insert(staffUsers).values({ email: staffEmail(role, n), name: `Staf ${role}`, role, password_hash: 'x', notify });
}
const mailsTo = (address: string) => inbox.filter((m) => m.to.includes(address));
async function settled() {
  await t.app.notify.run();
  await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = sink.inbox;
  const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
  t = await createTestApp({
    logger: { level: 'info', stream },
    publicUrl: 'https://www.denka.test',
    notify: { smtpUrl: sink.url, from: 'Denka <no-reply@denka.test>', intervalMs: 0, digestHour: 7 },
  });
  await t.db.update(staffUsers).set({ disabled: true }); // only this file's staff
  await addStaff('hr');
  await addStaff('marketing');
  await addStaff('service');
  await addStaff('admin'); // default: the daily digest
  await addStaff('admin', 2, 'instant');
  await addStaff('hr', 3, 'digest');
  await addStaff('editor');
  // The digest readers had theirs just now: the next one is due at tomorrow's hour (the digest test moves the clock).
  await t.db.update(staffUsers).set({ digest_sent_at: new Date().toISOString() });
  const [job] = await t.db.select({ slug: jobVacancies.slug }).from(jobVacancies).limit(1);
  application = {
    full_name: 'Dewi Kusumawardhani',
    gender: 'female',
    marital_status: 'single',
    phone: '081298765432',
    whatsapp: '081298765431',
    id_type: 'nik',
    id_number: '3174019876543210',
    position: job!.slug,
    place_of_birth: 'Surabaya',
    date_of_birth: '1998-04-12',
    religion: 'islam',
    email: 'dewi.kusuma@pelamar.test',
    last_education: 's1',
    consent: 'true',
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('new-submission mails over SMTP', () => {
  it('a job application: HR (instant) and the admin who chose instant get a link, no personal data; the applicant gets the receipt', async () => {
    inbox.length = 0;
    const res = await postForm(t, 'v2/lowongan_kerja/store', application, {
      files: [{ field: 'cv', name: 'cv-dewi.pdf', bytes: PDF, type: 'application/pdf' }],
      ip: nextIp(),
    });
    expect(res.statusCode).toBe(201);
    const { reference: id, receipt } = SubmissionResultSchema.parse(res.json()).data;
    await settled();

    const staffMail = mailsTo(staffEmail('hr'));
    expect(staffMail).toHaveLength(1);
    expect(mailsTo(staffEmail('admin', 2))).toHaveLength(1);
    // Not the role that does not handle careers, not the digest readers, not an editor.
    for (const other of [staffEmail('marketing'), staffEmail('service'), staffEmail('admin'), staffEmail('hr', 3), staffEmail('editor')])
      expect(mailsTo(other)).toEqual([]);

    expect(staffMail[0]!.text).toContain(`https://www.denka.test/studio/inbox/${id}`);
    const body = withoutMadeUpTokens(staffMail[0]!.text);
    expect(body).toContain('Lamaran kerja');
    for (const personal of [
      application.full_name!,
      'Dewi',
      application.email!,
      application.phone!,
      application.whatsapp!,
      '0812',
      application.id_number!,
      'Surabaya',
      '1998-04-12',
      'cv-dewi',
      receipt!,
    ]) {
      expect(body, personal).not.toContain(personal);
    }

    const confirmation = mailsTo(application.email!);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(receipt);
    expect(confirmation[0]!.text).toContain(`https://www.denka.test/cek-status?ref=${receipt}`);
    const [row] = await t.db.select({ at: submissions.notified_at }).from(submissions).where(eq(submissions.id, id));
    expect(row!.at).not.toBeNull();
  });

  it('a B2B inquiry goes to marketing only; its message text and company stay out of the staff mail', async () => {
    inbox.length = 0;
    const inquiry = {
      type: 'b2b',
      name: 'Budi Santoso',
      company: 'PT Kamera Nusantara',
      phone: '081355577799',
      email: 'budi@nusantara.test',
      address: 'Jl. Gatot Subroto 12, Jakarta',
      message: 'Kami butuh 40 unit gimbal untuk proyek dinas',
      channel: 'search',
    };
    expect((await postForm(t, 'v2/inquiry/store', inquiry, { ip: nextIp() })).statusCode).toBe(201);
    await settled();
    const staffMail = mailsTo(staffEmail('marketing'));
    expect(staffMail).toHaveLength(1);
    expect(mailsTo(staffEmail('hr'))).toEqual([]);
    expect(mailsTo(staffEmail('service'))).toEqual([]);
    for (const personal of ['Budi', inquiry.email, inquiry.phone, 'Nusantara', 'Gatot', 'gimbal'])
      expect(withoutMadeUpTokens(staffMail[0]!.text), personal).not.toContain(personal);
    expect(mailsTo(inquiry.email)).toHaveLength(1);
  });

  it('a kind no active staff member handles goes to every administrator at once (nobody left out)', async () => {
    inbox.length = 0;
    await t.db
      .update(staffUsers)
      .set({ disabled: true })
      .where(eq(staffUsers.email, staffEmail('service')));
    const support = { brand: 'x', product: 'y', problem: 'Mati total', name: 'Sari', email: 'sari@pelanggan.test', phone: '081211112222' };
    const key = randomUUID();
    // Stored straight away (the support form checks the brand's products): the queue does not care how it got in.
    await t.db.insert(submissions).values({
      id: key,
      kind: 'support',
      idempotency_key: key,
      payload: support,
      response_status: 201,
      response_body: {},
      lang: 'en',
      client_ip_hash: 'x',
    });
    await settled();
    expect(mailsTo(staffEmail('admin'))).toHaveLength(1);
    expect(mailsTo(staffEmail('admin', 2))).toHaveLength(1);
    expect(mailsTo(staffEmail('marketing'))).toEqual([]);
    const confirmation = mailsTo(support.email);
    expect(confirmation[0]!.text).toContain('Thank you. We have received your submission.'); // in the language it was sent in
    await t.db
      .update(staffUsers)
      .set({ disabled: false })
      .where(eq(staffUsers.email, staffEmail('service')));
  });

  it('a staff member who chose off gets nothing; back to default they get mails again (npm run notify -- set)', async () => {
    expect(await setNotifyMode(t.db, ' MARKETING1.staff@denka.test ', 'off')).toBe(true);
    expect(await setNotifyMode(t.db, 'nobody@denka.test', 'off')).toBe(false);
    expect((await listNotifyModes(t.db)).find((s) => s.email === staffEmail('marketing'))).toMatchObject({ mode: 'off', chosen: true });
    inbox.length = 0;
    const contact = { type: 'contact', name: 'Rina', email: 'rina@pelanggan.test', phone: '081234567890', notes: 'Halo' };
    expect((await postForm(t, 'v2/inquiry/store', contact, { ip: nextIp() })).statusCode).toBe(201);
    await settled();
    expect(mailsTo(staffEmail('marketing'))).toEqual([]);
    await setNotifyMode(t.db, staffEmail('marketing'), null);
    expect((await listNotifyModes(t.db)).find((s) => s.email === staffEmail('marketing'))).toMatchObject({
      mode: 'instant',
      chosen: false,
    });
    expect((await postForm(t, 'v2/inquiry/store', contact, { ip: nextIp() })).statusCode).toBe(201);
    await settled();
    expect(mailsTo(staffEmail('marketing'))).toHaveLength(1);
  });

  it('sends each mail once, however often the queue is swept', async () => {
    inbox.length = 0;
    await Promise.all([t.app.notify.run(), t.app.notify.run(), t.app.notify.run()]);
    await settled();
    expect(inbox).toEqual([]);
  });

  it('the daily digest: due once per day at the hour in Jakarta, to those who chose it, counting their kinds only', async () => {
    inbox.length = 0;
    await t.app.notify.run(); // today's digest was had at the start of this file: nothing due
    expect(inbox).toEqual([]);
    const now = new Date(Date.now() + 24 * 3600_000);
    const moment = lastDigestMoment(now, 7);
    expect(moment.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - moment.getTime()).toBeLessThan(24 * 3600_000);
    expect(new Date(moment.getTime() + 7 * 3600_000).getUTCHours()).toBe(7);

    await t.app.notify.run(now);
    const adminDigest = mailsTo(staffEmail('admin'));
    const hrDigest = mailsTo(staffEmail('hr', 3));
    expect(adminDigest).toHaveLength(1);
    expect(hrDigest).toHaveLength(1);
    expect(hrDigest[0]!.text).toMatch(/Lamaran kerja: \d+/);
    expect(hrDigest[0]!.text).not.toContain('Pesan kontak');
    expect(adminDigest[0]!.text).toMatch(/Pesan kontak \/ pertanyaan bisnis: \d+/);
    for (const personal of ['Dewi', 'Budi', 'Sari', '@pelamar.test', '0812'])
      expect(withoutMadeUpTokens(adminDigest[0]!.text), personal).not.toContain(personal);
    expect(mailsTo(staffEmail('hr'))).toEqual([]); // instant readers get no digest

    // A second tick the same day, and two processes at once, find nothing due.
    await t.app.notify.run(new Date(now.getTime() + 60_000));
    const [a, b] = await Promise.all([
      claimDueDigests(t.db, new Date(now.getTime() + 120_000), 7),
      claimDueDigests(t.db, new Date(now.getTime() + 120_000), 7),
    ]);
    expect([...a, ...b]).toEqual([]);
    expect(mailsTo(staffEmail('admin'))).toHaveLength(1);
    // The next day it is due again (one claim only, even from two callers at once).
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    const [c, d] = await Promise.all([claimDueDigests(t.db, tomorrow, 7), claimDueDigests(t.db, tomorrow, 7)]);
    expect([...c, ...d].map((x) => x.staff.email).sort()).toEqual([staffEmail('admin'), staffEmail('hr', 3)].sort());
  });

  it('logs what it sent by kind and template only: never an address, a name or a receipt number', () => {
    const all = withoutMadeUpTokens(logs.join('\n'));
    for (const personal of ['dewi', 'Dewi', 'budi', 'sari', '@denka.test', '@pelamar.test', 'DK-', '0812'])
      expect(all, personal).not.toContain(personal);
  });
});

describe('a mail server that is down', () => {
  it('never delays or fails the visitor: 201 at once, the failure logged without personal data', async () => {
    const down = await createTestApp({
      logger: { level: 'info', stream: new Writable({ write: (c, _e, done) => (logs.push(String(c)), done()) }) },
      notify: { smtpUrl: 'smtp://127.0.0.1:9', intervalMs: 0 },
    });
    try {
      const started = Date.now();
      const res = await postForm(
        down,
        'v2/inquiry/store',
        { type: 'contact', name: 'Rina Down', email: 'rina.down@example.com', phone: '081234567890', notes: 'Halo' },
        { ip: nextIp() },
      );
      expect(res.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      await down.app.notify.run();
      const all = logs.join('\n');
      expect(all).toContain('mail not sent');
      for (const personal of ['Rina', 'rina.down', 'example.com', 'DK-']) expect(all, personal).not.toContain(personal);
    } finally {
      await down.close();
    }
  });
});
