import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type AccountTicket } from '@/contract/accounts';
import { SubmissionResultSchema } from '@/contract/forms';
import { submissions, ticketStages } from '@/server/db/schema';
import { listSupportProducts } from '@/server/repositories/pickers';
import { useTestApp } from '@/server/test/helper';
import { nextIp, postForm } from '../forms/test-forms';
import { call, registerAndLogin, SAME_ORIGIN } from './test-accounts';

// "Servis saya" (docs/decisions/133-warranty-registration-subscriptions.md): GET v2/account/tickets lists the support
// requests sent while signed in to this account, with their current stage, and nothing else: not another
// account's, not one sent without a session under the account's e-mail, not by any parameter.
const t = useTestApp();

async function sendSupport(fields: Partial<Record<string, string>>, cookie?: string) {
  const [product] = (await listSupportProducts(t.db, 'hollyland'))!;
  const body = {
    brand: 'hollyland',
    product: product!.slug,
    problem: 'Receiver tidak mau terhubung.',
    name: 'Budi Santoso',
    email: 'budi@contoh.id',
    phone: '081234567890',
    ...fields,
  } as Record<string, string>;
  const res = await postForm(t, 'v2/support/store', body, {
    ip: nextIp(),
    headers: cookie ? { ...SAME_ORIGIN, cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const { reference } = SubmissionResultSchema.parse(res.json()).data;
  const [row] = await t.db.select().from(submissions).where(eq(submissions.id, reference));
  return { id: row!.id, receipt: row!.reference, product: product!.name };
}

const tickets = async (cookie: string | undefined, query = '') => {
  const res = await call(t, `v2/account/tickets${query}`, { cookie });
  return { status: res.statusCode, data: res.statusCode === 200 ? res.json<{ data: AccountTicket[] }>().data : [], res };
};

describe('GET v2/account/tickets ("Servis saya")', () => {
  it('lists the requests sent while signed in, newest first, each with its current stage', async () => {
    const { cookie, email } = await registerAndLogin(t);
    const first = await sendSupport({ email, serial_number: 'HL-0001' }, cookie);
    const second = await sendSupport({ email }, cookie);
    await t.db.insert(ticketStages).values([
      { submission_id: first.id, stage: 'checked' },
      { submission_id: first.id, stage: 'quote', amount: 250_000 },
    ]);

    const { status, data } = await tickets(cookie);
    expect(status).toBe(200);
    expect(data.map((d) => d.receipt)).toEqual([second.receipt, first.receipt]);
    expect(data[1]).toMatchObject({ product: first.product, serial_number: 'HL-0001', stage: 'quote', quote_open: true });
    expect(data[0]).toMatchObject({ stage: 'received', quote_open: false, serial_number: '' });
    expect(data[0]!.stage_at).toBe(data[0]!.received_at);
  });

  it("never shows another account's tickets, nor one sent without a session under the account's e-mail", async () => {
    const owner = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const mine = await sendSupport({ email: owner.email }, owner.cookie);
    // Sent signed out with the other account's e-mail typed in: e-mails are not verified, so it joins nobody.
    await sendSupport({ email: other.email });
    // And one the other account sent signed in, typing the owner's e-mail.
    await sendSupport({ email: owner.email }, other.cookie);

    expect((await tickets(owner.cookie)).data.map((d) => d.receipt)).toEqual([mine.receipt]);
    const theirs = (await tickets(other.cookie)).data;
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.receipt).not.toBe(mine.receipt);
  });

  it('needs a session; a parameter is never a filter: an unknown one or a bad language is a 400', async () => {
    expect((await tickets(undefined)).status).toBe(401);
    const { cookie, email } = await registerAndLogin(t);
    await sendSupport({ email }, cookie);
    for (const query of [
      `?email=${encodeURIComponent(email)}`,
      '?user_id=1',
      '?lang=xx',
      "?lang=id'%20OR%201=1--",
      '?lang=id&lang=en',
      '?__proto__[x]=1',
    ]) {
      const { status, res } = await tickets(cookie, query);
      expect(status, `${query} → ${res.body}`).toBe(400);
    }
    expect((await tickets(cookie, '?lang=en')).data).toHaveLength(1);
  });

  it('a signed-in support request from another site is refused (the session cookie needs the same origin)', async () => {
    const { cookie } = await registerAndLogin(t);
    const [product] = (await listSupportProducts(t.db, 'hollyland'))!;
    const res = await postForm(
      t,
      'v2/support/store',
      { brand: 'hollyland', product: product!.slug, problem: 'x', name: 'Budi', email: 'budi@contoh.id', phone: '081234567890' },
      { ip: nextIp(), headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie: `${SESSION_COOKIE}=${cookie}` } },
    );
    expect(res.statusCode).toBe(403);
  });
});
