import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalizeReceipt, RECEIPT_PATTERN, ReceiptStatusResponseSchema, SubmissionResultSchema } from '@/contract/forms';
import { hostileString } from '../fuzz/arbitraries';
import { jobVacancies, loginThrottle, productRegistrations, submissions } from '../db/schema';
import { PDF, nextIp, postForm } from '../routes/forms/test-forms';
import { storeSubmission } from '../repositories/submissions';
import { useTestApp } from '../test/helper';

// Receipt numbers and the visitor's status lookup (docs/decisions/310-submissions-in-the-studio.md),
// on PGlite and on PostgreSQL (TEST_DATABASE_URL).

const t = useTestApp({ notify: { intervalMs: 0 } });
let application: Record<string, string>;
beforeAll(async () => {
  const [job] = await t.db.select({ slug: jobVacancies.slug }).from(jobVacancies).limit(1);
  application = {
    full_name: 'Dewi Lestari',
    gender: 'female',
    marital_status: 'single',
    phone: '081234567890',
    whatsapp: '081234567890',
    id_type: 'nik',
    id_number: '3174012345678901',
    position: job!.slug,
    place_of_birth: 'Jakarta',
    date_of_birth: '1998-04-12',
    religion: 'islam',
    email: 'Dewi.Status@example.com',
    last_education: 's1',
    consent: 'true',
  };
});

const cv = [{ field: 'cv', name: 'cv.pdf', bytes: PDF, type: 'application/pdf' }];
async function apply(email = application.email!) {
  const res = await postForm(t, 'v2/lowongan_kerja/store', { ...application, email }, { files: cv, ip: nextIp() });
  expect(res.statusCode).toBe(201);
  return SubmissionResultSchema.parse(res.json()).data;
}
const lookup = (body: Record<string, unknown>, ip = nextIp(), lang = 'id') =>
  t.app.inject({ method: 'POST', url: `/api/cms/v2/submission/status?lang=${lang}`, headers: { 'x-forwarded-for': ip }, payload: body });

describe('receipt numbers', () => {
  it('every answer carries a DK- receipt the submission keeps; a replay answers the same one; the old reference stays', async () => {
    const key = randomUUID();
    const first = await postForm(
      t,
      'v2/inquiry/store',
      { type: 'contact', name: 'Rina', email: 'rina@example.com', phone: '081234567890', notes: 'Halo' },
      { key, ip: nextIp() },
    );
    const again = await postForm(
      t,
      'v2/inquiry/store',
      { type: 'contact', name: 'Rina', email: 'rina@example.com', phone: '081234567890', notes: 'Halo' },
      { key, ip: nextIp() },
    );
    const data = SubmissionResultSchema.parse(first.json()).data;
    expect(data.receipt).toMatch(RECEIPT_PATTERN);
    expect(data.reference).toMatch(/^[0-9a-f-]{36}$/); // the existing answer field is unchanged
    expect(SubmissionResultSchema.parse(again.json()).data.receipt).toBe(data.receipt);
    const [row] = await t.db.select({ reference: submissions.reference }).from(submissions).where(eq(submissions.id, data.reference));
    expect(row!.reference).toBe(data.receipt);
  });

  it('gives 40 submissions 40 different receipts, with files (one transaction) and without', async () => {
    const receipts = await Promise.all(Array.from({ length: 20 }, () => apply().then((d) => d.receipt)));
    const contacts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postForm(
          t,
          'v2/inquiry/store',
          { type: 'contact', name: `R${i}`, email: 'r@example.com', phone: '081234567890', notes: 'x' },
          { ip: nextIp() },
        ).then((r) => SubmissionResultSchema.parse(r.json()).data.receipt),
      ),
    );
    const all = [...receipts, ...contacts];
    expect(all.every((r) => r !== undefined && RECEIPT_PATTERN.test(r))).toBe(true);
    expect(new Set(all).size).toBe(40);
  });

  it('draws again when a receipt is taken (the UNIQUE index decides), and gives up after five clashes', async () => {
    const taken = (await apply()).receipt!;
    const fresh = 'DK-ZZZZ0000';
    const draws = [taken, taken, fresh];
    const input = (drawReceipt: () => string) => ({
      kind: 'inquiry' as const,
      idempotencyKey: randomUUID(),
      fingerprint: '',
      payload: { type: 'contact' },
      lang: 'id',
      clientIpHash: 'x',
      files: [],
      respond: (reference: string) => ({ status: 201, body: { message: 'ok', data: { reference } } }),
      drawReceipt,
    });
    const stored = await storeSubmission(
      t.db,
      input(() => draws.shift()!),
    );
    expect((stored.body.data as { receipt: string }).receipt).toBe(fresh);
    expect(draws).toEqual([]);
    await expect(
      storeSubmission(
        t.db,
        input(() => taken),
      ),
    ).rejects.toThrow();
  });

  it('reads what a visitor types: case, spaces, dashes and O/I/L for 0/1', () => {
    expect(normalizeReceipt(' dk-7k2m 9qxa ')).toBe('DK-7K2M9QXA');
    expect(normalizeReceipt('DKOOIL1234')).toBe('DK-00111234');
    expect(normalizeReceipt('DK-7K2M9QX')).toBeUndefined();
    expect(normalizeReceipt('DK-7K2M9QXU')).toBeUndefined(); // U is not in Crockford's alphabet
    expect(normalizeReceipt('')).toBeUndefined();
  });
});

describe('POST v2/submission/status', () => {
  it('answers a job application by receipt + e-mail (any case and spacing), as received', async () => {
    const { receipt } = await apply();
    const res = await lookup({ receipt: ` ${receipt!.toLowerCase().replace('-', ' ')} `, email: ' DEWI.status@EXAMPLE.com ' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = ReceiptStatusResponseSchema.parse(res.json());
    expect(data).toMatchObject({ receipt, kind: 'career', status: 'received', updated_at: null });
  });

  it('answers a warranty claim by receipt + the e-mail of the registration it activates (the claim itself carries none)', async () => {
    const [registration] = await t.db.select().from(productRegistrations).limit(1);
    const res = await postForm(
      t,
      'v2/warranty/activation',
      { serial_number: registration!.serial_number, reference: registration!.reference.toLowerCase() },
      { ip: nextIp() },
    );
    expect([201, 202]).toContain(res.statusCode);
    const { receipt } = SubmissionResultSchema.parse(res.json()).data;
    const found = await lookup({ receipt, email: registration!.email.toUpperCase() });
    expect(found.statusCode).toBe(200);
    expect(ReceiptStatusResponseSchema.parse(found.json()).data).toMatchObject({
      receipt,
      kind: 'warranty_activation',
      status: 'received',
    });
    expect((await lookup({ receipt, email: application.email })).statusCode).toBe(404);
  });

  it('shows the inbox status; spam reads as received, with no change time', async () => {
    const { receipt } = await apply();
    const set = (status: 'in_progress' | 'done' | 'spam') =>
      t.db.update(submissions).set({ status, status_changed_at: new Date().toISOString() }).where(eq(submissions.reference, receipt!));
    for (const [status, shown] of [
      ['in_progress', 'in_progress'],
      ['done', 'done'],
      ['spam', 'received'],
    ] as const) {
      await set(status);
      const { data } = ReceiptStatusResponseSchema.parse((await lookup({ receipt, email: application.email })).json());
      expect([status, data.status]).toEqual([status, shown]);
      expect(data.updated_at === null).toBe(shown === 'received');
    }
  });

  it('answers a wrong e-mail, an unknown receipt and an untracked kind (a contact message) with the same 404', async () => {
    const { receipt } = await apply();
    const contact = SubmissionResultSchema.parse(
      (
        await postForm(
          t,
          'v2/inquiry/store',
          { type: 'contact', name: 'Rina', email: 'rina@example.com', phone: '081234567890', notes: 'Halo' },
          { ip: nextIp() },
        )
      ).json(),
    ).data.receipt;
    const wrongEmail = await lookup({ receipt, email: 'someone.else@example.com' });
    const unknown = await lookup({ receipt: 'DK-00000000', email: application.email });
    const untracked = await lookup({ receipt: contact, email: 'rina@example.com' });
    for (const res of [wrongEmail, unknown, untracked]) expect([res.statusCode, res.json()]).toEqual([404, wrongEmail.json()]);
    expect(JSON.stringify(wrongEmail.json())).not.toContain('career');
  });

  it("refuses a malformed receipt or e-mail with field errors in the caller's language, and never a 5xx", async () => {
    const bad = await lookup({ receipt: 'REG-12345678', email: 'x@' }, nextIp(), 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      receipt: ['A reference number is DK- and 8 letters or digits.'],
      email: ['Invalid email address.'],
    });
    for (const body of [
      {},
      { receipt: ['DK-00000000'], email: 'a@b.co' },
      { receipt: 'DK-0000\u00000000', email: 'a@b.co' },
      { receipt: 'x'.repeat(10_000), email: 'a@b.co' },
    ]) {
      expect((await lookup(body)).statusCode).toBe(400);
    }
  });

  it('counts tries per receipt before checking: after 5 wrong e-mails even the right one waits (429, Retry-After), from any address', async () => {
    const { receipt } = await apply();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await lookup({ receipt, email: `guess${i}@example.com` })).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
    const right = await lookup({ receipt, email: application.email });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts tries per client address: 20 unknown receipts, then 429 for that address only', async () => {
    const ip = nextIp();
    const codes = [];
    for (let i = 0; i < 22; i++)
      codes.push((await lookup({ receipt: `DK-0000${String(i).padStart(4, '0')}`, email: 'a@example.com' }, ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    const { receipt } = await apply();
    expect((await lookup({ receipt, email: application.email })).statusCode).toBe(200);
  });

  it('holds under parallel guesses: at most 5 of 30 at once get past the per-receipt allowance', async () => {
    const { receipt } = await apply();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => lookup({ receipt, email: `p${i}@example.com` })));
    expect(answers.filter((a) => a.statusCode === 404).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.statusCode === 404 || a.statusCode === 429)).toBe(true);
  });
});

describe('POST v2/submission/status under random input', () => {
  it('random JSON built from its field names and hostile strings: never a 5xx, nothing but throttle rows written', async () => {
    const [before] = await t.db.select({ n: count() }).from(submissions);
    const body = fc.dictionary(
      fc.constantFrom('receipt', 'email', 'lang', '__proto__', 'constructor'),
      fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 })),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/cms/v2/submission/status',
          headers: { 'x-forwarded-for': nextIp(), 'content-type': 'application/json' },
          payload: JSON.stringify(json),
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
    for (const payload of [
      '{',
      '[]',
      'null',
      '"x"',
      '{"receipt":"DK-00000000","email":"a@b.co","x":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cms/v2/submission/status',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const [after] = await t.db.select({ n: count() }).from(submissions);
    expect(after!.n).toBe(before!.n);
    expect((await t.db.select({ n: count() }).from(loginThrottle))[0]!.n).toBeGreaterThan(0);
  }, 120_000);
});
