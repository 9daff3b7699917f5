import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '@/contract/studio/warranty-claims';
import { addDays, jakartaDate } from '@/server/accounts/warranty-dates';
import { auditLog, productRegistrations } from '@/server/db/schema';
import type { Mail, MailTransport } from '@/server/notify/transport';
import { PDF, postForm } from '@/server/routes/forms/test-forms';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';

// The review of second warranty claims (docs/decisions/133): a claim made through the public forms waits for the
// service team; they see it beside the holder, approve it (the activation moves) or refuse it with a reason; the
// customer gets one mail in the language they registered in; one decision per claim, even when sent at once.

const mails: Mail[] = [];
const transport: MailTransport = { name: 'log', send: async (mail) => void mails.push(mail), close: () => {} };
const t = useTestApp({ studioScheduleMs: 0, notify: { transport, intervalMs: 0, baseUrl: 'https://denka.test' } });

let ipCount = 0;
/** Each form post from its own address: the forms' rate limit is per client. */
const ip = () => `10.37.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;
const activate = (serial: string, reference: string) =>
  postForm(t, 'v2/warranty/activation', { serial_number: serial, reference }, { ip: ip() });

async function register(fields: Record<string, string>, lang: 'id' | 'en') {
  const answer = await postForm(t, 'v2/product-registration', fields, {
    files: [{ field: 'invoice', name: 'nota.pdf', bytes: PDF }],
    lang,
    ip: ip(),
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ data: { reference: string } }>().data.reference;
}

/** A serial activated by a first buyer and claimed by a second one (who registered in `lang`). */
async function secondClaim(lang: 'id' | 'en' = 'id') {
  const product = (await t.app.inject({ url: '/api/cms/v2/support/product?brand_id=hollyland' })).json<{ data: { id: number }[] }>()
    .data[0]!;
  const serial = `HL${randomUUID().slice(0, 8).toUpperCase()}`;
  const base = {
    brand: 'hollyland',
    product: String(product.id),
    serial_number: serial,
    purchase_date: addDays(jakartaDate(), -3),
    place_type: 'other',
    place_name: 'Toko Kamera',
    consent: 'true',
  };
  const first = await register({ ...base, name: 'Pemilik Pertama', email: `pertama.${serial}@contoh.id` }, 'id');
  const claimEmail = `kedua.${serial}@contoh.id`;
  const second = await register({ ...base, name: 'Pengklaim Kedua', email: claimEmail }, lang);
  expect((await activate(serial, first)).statusCode).toBe(201);
  expect((await activate(serial, second)).statusCode).toBe(202);
  const [row] = await t.db.select().from(productRegistrations).where(eq(productRegistrations.reference, second));
  return { id: row!.id, serial, first, second, claimEmail };
}

const decide = (cookie: string, id: number | string, body: unknown, lang?: 'en') =>
  call(t, `studio/warranty-claims/${id}/decision${lang ? `?lang=${lang}` : ''}`, { method: 'POST', cookie, body });
const list = async (cookie: string) => (await call(t, 'studio/warranty-claims', { cookie })).json<{ data: WarrantyClaim[] }>().data;
const activatedOf = async (reference: string) =>
  (await t.db.select().from(productRegistrations).where(eq(productRegistrations.reference, reference)))[0]!.activated_at;

describe('second warranty claims in the studio', () => {
  it('are for the service team and admins only', async () => {
    const claim = await secondClaim();
    for (const role of ['editor', 'hr', 'marketing'] as const) {
      const member = await staffSession(t, role);
      expect((await call(t, 'studio/warranty-claims', { cookie: member.cookie })).statusCode).toBe(403);
      expect((await decide(member.cookie, claim.id, { decision: 'approve' })).statusCode).toBe(403);
    }
    expect((await call(t, 'studio/warranty-claims')).statusCode).toBe(401);
    expect((await decide('', claim.id, { decision: 'approve' })).statusCode).toBe(401);
    const admin = await staffSession(t, 'admin');
    expect((await list(admin.cookie)).some((c) => c.id === claim.id)).toBe(true);
    expect(await activatedOf(claim.second)).toBeNull();
  });

  it('lists each waiting claim beside the holder with both purchase proofs', async () => {
    const claim = await secondClaim();
    const service = await staffSession(t, 'service');
    const found = (await list(service.cookie)).find((c) => c.id === claim.id)!;
    expect(found).toMatchObject({
      serial_number: claim.serial,
      decision: null,
      claim: { reference: claim.second, name: 'Pengklaim Kedua', email: claim.claimEmail, activated_at: null },
      activated: { reference: claim.first, name: 'Pemilik Pertama' },
    });
    expect(found.product.brand).toMatch(/hollyland/i);
    expect(found.claim.invoice).toHaveLength(1);
    expect(found.activated!.invoice).toHaveLength(1);
    // The invoice downloads through the inbox's authorised route.
    const file = await call(t, `studio/inbox/${found.claim.submission_id}/files/${found.claim.invoice[0]!.id}`, { cookie: service.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses with a reason: the holder keeps the cover, the customer is mailed in their language once, it is audited', async () => {
    const claim = await secondClaim('en');
    const service = await staffSession(t, 'service');
    const noReason = await decide(service.cookie, claim.id, { decision: 'refuse' });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    expect((await decide(service.cookie, claim.id, { decision: 'refuse', reason: '   ' })).statusCode).toBe(400);
    const reason = 'The invoice is from another serial number.';
    const refused = await decide(service.cookie, claim.id, { decision: 'refuse', reason });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ id: claim.id, decision: 'refused', reason });
    expect(await activatedOf(claim.first)).not.toBeNull();
    expect(await activatedOf(claim.second)).toBeNull();
    expect((await list(service.cookie)).some((c) => c.id === claim.id)).toBe(false);
    // Decided once: a second decision is a 409.
    expect((await decide(service.cookie, claim.id, { decision: 'approve' })).statusCode).toBe(409);

    await t.app.notify.run();
    await t.app.notify.run();
    const sent = mails.filter((m) => m.to === claim.claimEmail && m.template === 'warranty_claim');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template: 'warranty_claim' });
    expect(sent[0]!.subject).toMatch(/^Your warranty claim was not approved/);
    expect(sent[0]!.text).toContain(reason);
    expect(sent[0]!.text).toContain(claim.serial);
    expect(sent[0]!.text).toContain('https://denka.test/contact');

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'warranty.claim_refuse'), eq(auditLog.entity_id, String(claim.id))));
    expect(entry).toMatchObject({ staff_id: service.id, after: { decision: 'refused', reason_length: reason.length } });
    expect(JSON.stringify(entry)).not.toContain(reason);
  });

  it('approves: the activation moves to the claim, the Indonesian customer is told', async () => {
    const claim = await secondClaim('id');
    const admin = await staffSession(t, 'admin');
    const approved = await decide(admin.cookie, claim.id, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ decision: 'approved', reason: null });
    expect(await activatedOf(claim.first)).toBeNull();
    expect(await activatedOf(claim.second)).not.toBeNull();
    // The public check now shows the unit activated; the customer's own activation is a no-op success.
    expect((await activate(claim.serial, claim.second)).statusCode).toBe(201);
    await t.app.notify.run();
    const [mail] = mails.filter((m) => m.to === claim.claimEmail && m.template === 'warranty_claim');
    expect(mail!.subject).toMatch(/^Klaim garansi Anda disetujui/);
    expect(mail!.text).toContain('https://denka.test/garansi');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'warranty.claim_approve'));
    expect(entry!.before).toEqual({ activated_registration_ids: [expect.any(Number)] });
  });

  it('takes one of parallel decisions (the others 409) and stores nothing of a refused one', async () => {
    const claim = await secondClaim();
    const a = await staffSession(t, 'service');
    const b = await staffSession(t, 'admin');
    const answers = await Promise.all([
      decide(a.cookie, claim.id, { decision: 'approve' }),
      decide(b.cookie, claim.id, { decision: 'approve' }),
      decide(a.cookie, claim.id, { decision: 'refuse', reason: 'Nota tidak terbaca.' }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().message).toMatch(/sudah diputuskan/);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(claim.id)));
    expect(entries.filter((e) => e.action.startsWith('warranty.claim_'))).toHaveLength(1);
    // Exactly one activation of the serial either way.
    const rows = await t.db.select().from(productRegistrations).where(eq(productRegistrations.serial_norm, claim.serial));
    expect(rows.filter((r) => r.activated_at !== null)).toHaveLength(1);

    // Two claims on one serial approved at once: one after the other, one activation at the end.
    const other = await secondClaim();
    const third = await register(
      {
        brand: 'hollyland',
        product: String((await t.db.select().from(productRegistrations).where(eq(productRegistrations.id, other.id)))[0]!.product_id),
        serial_number: other.serial,
        purchase_date: addDays(jakartaDate(), -2),
        place_type: 'other',
        place_name: 'Toko Lain',
        name: 'Pengklaim Ketiga',
        email: `ketiga.${other.serial}@contoh.id`,
        consent: 'true',
      },
      'id',
    );
    expect((await activate(other.serial, third)).statusCode).toBe(202);
    const [thirdRow] = await t.db.select().from(productRegistrations).where(eq(productRegistrations.reference, third));
    const both = await Promise.all([
      decide(a.cookie, other.id, { decision: 'approve' }),
      decide(b.cookie, thirdRow!.id, { decision: 'approve' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await t.db.select().from(productRegistrations).where(eq(productRegistrations.serial_norm, other.serial));
    expect(after.filter((r) => r.activated_at !== null)).toHaveLength(1);
  });

  it('refuses hostile bodies and unknown claims', async () => {
    const claim = await secondClaim();
    const service = await staffSession(t, 'service');
    for (const body of [
      {},
      { decision: 'maybe' },
      { decision: 'refuse', reason: 'x'.repeat(1001) },
      { decision: 'refuse', reason: ['a'] },
      { decision: 'refuse', reason: 'nul \u0000 here' },
      { decision: 'approve', extra: 1 },
    ]) {
      expect((await decide(service.cookie, claim.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const lone = await call(t, `studio/warranty-claims/${claim.id}/decision`, {
      method: 'POST',
      cookie: service.cookie,
      raw: '{"decision":"refuse","reason":"\\ud800"}',
    });
    expect(lone.statusCode).toBe(400);
    expect((await decide(service.cookie, 'abc', { decision: 'approve' })).statusCode).toBe(400);
    expect((await decide(service.cookie, 2_000_000_000, { decision: 'approve' })).statusCode).toBe(404);
    // A registration that never asked for review is not a claim.
    const [plain] = await t.db.select().from(productRegistrations).where(eq(productRegistrations.reference, claim.first));
    expect((await decide(service.cookie, plain!.id, { decision: 'approve' })).statusCode).toBe(404);
    const english = await decide(service.cookie, claim.id, { decision: 'refuse' }, 'en');
    expect(english.json().errors.reason[0]).toMatch(/reason/i);
    // Nothing stored by any of them.
    expect(await activatedOf(claim.second)).toBeNull();
    expect((await list(service.cookie)).some((c) => c.id === claim.id)).toBe(true);
  });
});
