import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emailVerificationToken } from '@/server/accounts/session-token';
import type { Mail } from '@/server/notify/transport';
import { SESSION_COOKIE, type AccountTicket } from '@/contract/accounts';
import { SubmissionResultSchema } from '@/contract/forms';
import { submissions, ticketStages } from '@/server/db/schema';
import { listSupportProducts } from '@/server/repositories/pickers';
import { useTestApp } from '@/server/test/helper';
import { nextIp, postForm } from '../forms/test-forms';
import { call, registerAndLogin, SAME_ORIGIN } from './test-accounts';

// "Servis saya" (docs/decisions/133-warranty-registration-subscriptions.md): GET v2/account/tickets lists the support
// requests sent while signed in to this account, with their current stage, and those sent without a session under
// the account's e-mail only once the owner verified it through the mailed link; nothing else: not another
// account's, not by an unverified e-mail, not by any parameter.
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

  it("never shows another account's tickets, nor one sent without a session under an unverified e-mail", async () => {
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

/** The verification link mailed to `email` (sent after the answer), and its token. */
async function mailedToken(mails: Mail[], email: string): Promise<string> {
  const links = () => mails.filter((m) => m.to === email && m.template === 'email_verification');
  await vi.waitFor(() => expect(links()).toHaveLength(1));
  const mail = links()[0]!;
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/profile');
  return link.searchParams.get('verifikasi')!;
}

describe('e-mail verification joins the tickets sent signed out ("Servis saya", decision 133)', () => {
  afterEach(() => vi.restoreAllMocks());
  const verifyMails = () => {
    const mails: Mail[] = [];
    vi.spyOn(t.app.notify.transport, 'send').mockImplementation(async (mail) => {
      mails.push(mail);
    });
    return mails;
  };
  const send = (cookie?: string) => call(t, 'v2/account/email-verification', { method: 'POST', cookie });
  const confirm = (cookie: string | undefined, token: unknown) =>
    call(t, 'v2/account/email-verification/confirm', { method: 'POST', cookie, body: { token } });

  it('only the owner, signed in, verifies with the mailed link; then the signed-out tickets under that e-mail show', async () => {
    const mails = verifyMails();
    const owner = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const signedIn = await sendSupport({ email: owner.email }, owner.cookie);
    // Sent signed out under the owner's address (typed with capitals and spaces), before and after verifying.
    const before = await sendSupport({ email: `  ${owner.email.toUpperCase()} ` });
    // Signed in to the other account with the owner's address typed in: stays the other account's.
    const othersTicket = await sendSupport({ email: owner.email }, other.cookie);
    await sendSupport({ email: `x.${owner.email}` }); // another address

    // Not verified yet: only what was sent signed in.
    expect((await call(t, 'v2/account/me', { cookie: owner.cookie })).json().data.email_verified).toBe(false);
    expect((await tickets(owner.cookie)).data.map((d) => d.receipt)).toEqual([signedIn.receipt]);

    expect((await send()).statusCode).toBe(401);
    const sent = await send(owner.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    const token = await mailedToken(mails, owner.email);

    // The link is worth nothing to another account, tampered, or without a session.
    expect((await confirm(other.cookie, token)).statusCode).toBe(400);
    expect((await confirm(owner.cookie, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(400);
    expect((await confirm(undefined, token)).statusCode).toBe(401);
    for (const hostile of ['', 'a'.repeat(201), 42, null, { token }, '1.2.\u0000', '\ud800'])
      expect((await confirm(owner.cookie, hostile)).statusCode, JSON.stringify(hostile)).toBe(400);
    expect((await tickets(owner.cookie)).data.map((d) => d.receipt)).toEqual([signedIn.receipt]);
    expect((await tickets(other.cookie)).data.map((d) => d.receipt)).toEqual([othersTicket.receipt]);

    const ok = await confirm(owner.cookie, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ email: owner.email, email_verified: true });
    expect((await confirm(owner.cookie, token)).statusCode).toBe(200); // opened twice: still verified
    expect((await send(owner.cookie)).json().message).toMatch(/sudah terverifikasi/);

    const after = await sendSupport({ email: owner.email });
    expect((await tickets(owner.cookie)).data.map((d) => d.receipt).sort()).toEqual(
      [signedIn.receipt, before.receipt, after.receipt].sort(),
    );
    // The other account still sees only its own; its unverified e-mail joins nothing.
    expect((await tickets(other.cookie)).data.map((d) => d.receipt)).toEqual([othersTicket.receipt]);
  });

  it('an expired link is refused, and at most three links an hour are mailed', async () => {
    const mails = verifyMails();
    const owner = await registerAndLogin(t);
    const me = (await call(t, 'v2/account/me', { cookie: owner.cookie })).json().data as { id: number };
    const expired = emailVerificationToken(t.app.accountSecret, me.id, owner.email, Math.floor(Date.now() / 1000) - 1);
    expect((await confirm(owner.cookie, expired)).statusCode).toBe(400);
    // A link made for another address of the same account is refused too.
    const otherAddress = emailVerificationToken(t.app.accountSecret, me.id, `x.${owner.email}`, Math.floor(Date.now() / 1000) + 600);
    expect((await confirm(owner.cookie, otherAddress)).statusCode).toBe(400);
    expect((await call(t, 'v2/account/me', { cookie: owner.cookie })).json().data.email_verified).toBe(false);

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await send(owner.cookie)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    await vi.waitFor(() => expect(mails.filter((m) => m.to === owner.email && m.template === 'email_verification')).toHaveLength(3));
  });
});
