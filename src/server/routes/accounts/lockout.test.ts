import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle, submissions } from '@/server/db/schema';
import { loadConfig } from '@/server/config';
import { createTestApp, type TestApp } from '@/server/test/helper';
import { nextIp, postForm } from '../forms/test-forms';
import { call, registerAndLogin, sessionFrom, uniqueEmail } from './test-accounts';

// Rate limits that hold (decisions 150 and 130): X-Forwarded-For counts only behind a configured proxy,
// the login lockout holds under parallel guesses, per account AND address with a short account-wide
// slow-down, and account creation is limited per address.

const contact = { type: 'contact', name: 'Budi', email: 'budi@contoh.id', phone: '081234567890', notes: 'Halo.' };
const ipHash = (ip: string) => createHash('sha256').update(`denka-forms|${ip}`).digest('hex');
const keyHash = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('hex')}`;

describe('client address: the socket unless a proxy is configured', () => {
  let direct: TestApp; // TRUST_PROXY unset: the default
  let proxied: TestApp; // TRUST_PROXY=127.0.0.1 (inject's requests come from loopback)
  beforeAll(async () => {
    direct = await createTestApp({ trustProxy: false, formRateLimitPerMinute: 3 });
    proxied = await createTestApp({ trustProxy: ['127.0.0.1'], formRateLimitPerMinute: 3 });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('by default a spoofed, rotating X-Forwarded-For is ignored: the 4th form post is still limited', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await postForm(direct, 'v2/inquiry/store', contact, { ip: `203.0.113.${i + 1}` })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429, 429]);
  });

  it('by default rotating X-Forwarded-For does not reset the per-address login limit (20)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await call(direct, 'v2/account/login', {
        method: 'POST',
        body: { email: uniqueEmail('asing'), password: 'salah-sekali' },
        ip: `198.51.100.${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });

  it('behind a configured proxy the right-most untrusted address counts, not what the client put in front', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await postForm(proxied, 'v2/inquiry/store', contact, { ip: `10.66.0.${i + 1}, 192.0.2.77` })).statusCode);
    expect(codes).toEqual([201, 201, 201, 429]);
    const [row] = await proxied.db
      .select({ hash: submissions.client_ip_hash })
      .from(submissions)
      .where(eq(submissions.client_ip_hash, ipHash('192.0.2.77')))
      .limit(1);
    expect(row?.hash).toBe(ipHash('192.0.2.77'));
  });

  it('TRUST_PROXY takes a hop count or addresses, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});

describe('login lockout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ accountCreatePerHour: 3 });
  });
  afterAll(() => t?.close());

  async function parallelGuesses(email: string, password: string, ipFor: (i: number) => string) {
    // 31 guesses at once; the 26th carries the right password.
    return Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        call(t, 'v2/account/login', { method: 'POST', body: { email, password: i === 25 ? password : `salah-${i}-xxxx` }, ip: ipFor(i) }),
      ),
    );
  }

  it('31 parallel guesses from one address: at most 5 are checked, the 26th (right) one is not let in', async () => {
    const { email, password } = await registerAndLogin(t, uniqueEmail(), 'rahasia-kamera-1');
    const ip = nextIp();
    const answers = await parallelGuesses(email, password, () => ip);
    expect(answers[25]!.statusCode).toBe(429);
    expect(sessionFrom(answers[25]!)).toBeUndefined();
    expect(answers.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(5);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
  });

  it('31 parallel guesses from 31 addresses: the account-wide slow-down lets at most 5 through', async () => {
    const { email, password } = await registerAndLogin(t, uniqueEmail(), 'rahasia-kamera-1');
    const answers = await parallelGuesses(email, password, () => nextIp());
    expect(answers[25]!.statusCode).toBe(429);
    expect(answers.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(5);
  });

  it('a stranger cannot keep the owner out: the owner on an address they used before still logs in', async () => {
    const home = nextIp();
    const { email, password } = await registerAndLogin(t, uniqueEmail(), 'rahasia-kamera-1');
    expect((await call(t, 'v2/account/login', { method: 'POST', body: { email, password }, ip: home })).statusCode).toBe(200);
    const stranger = nextIp();
    for (let i = 0; i < 8; i++)
      await call(t, 'v2/account/login', { method: 'POST', body: { email, password: `tebak-${i}-xxxx` }, ip: stranger });
    // The stranger's own address is locked; a new address waits the short account-wide slow-down …
    expect((await call(t, 'v2/account/login', { method: 'POST', body: { email, password }, ip: stranger })).statusCode).toBe(429);
    const elsewhere = await call(t, 'v2/account/login', { method: 'POST', body: { email, password }, ip: nextIp() });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // … but the owner at home is let in.
    const owner = await call(t, 'v2/account/login', { method: 'POST', body: { email, password }, ip: home });
    expect(owner.statusCode).toBe(200);
  });

  it("the account-wide slow-down never grows into hours; the stranger's own address block doubles", async () => {
    const { email } = await registerAndLogin(t, uniqueEmail(), 'rahasia-kamera-1');
    const stranger = nextIp();
    const round = async () => {
      for (let i = 0; i < 5; i++)
        await call(t, 'v2/account/login', { method: 'POST', body: { email, password: `tebak-${i}-xxxx` }, ip: stranger });
      // Expire every block of this account so the next round starts (as if 15 minutes had passed).
      const account = keyHash('email', email);
      const pair = keyHash('pair', `${email}|${stranger}`);
      const rows = await t.db
        .select()
        .from(loginThrottle)
        .where(sql`${loginThrottle.key} in (${account}, ${pair})`);
      await t.db
        .update(loginThrottle)
        .set({ blocked_until: new Date(Date.now() - 1000).toISOString() })
        .where(sql`${loginThrottle.key} in (${account}, ${pair})`);
      return Object.fromEntries(rows.map((r) => [r.key === account ? 'account' : 'pair', Date.parse(r.blocked_until!) - Date.now()]));
    };
    const first = await round();
    const second = await round();
    const third = await round();
    for (const r of [first, second, third]) expect(r.account!).toBeLessThanOrEqual(15 * 60_000);
    expect(second.pair!).toBeGreaterThan(25 * 60_000); // 30 min
    expect(third.pair!).toBeGreaterThan(55 * 60_000); // 60 min
  });

  it('account creation is limited per address (ACCOUNT_CREATE_PER_HOUR)', async () => {
    const ip = nextIp();
    const register = (addr: string, lang = 'id') =>
      call(t, `v2/account/register?lang=${lang}`, {
        method: 'POST',
        body: { name: 'Budi', email: uniqueEmail('massal'), phone: '081234567890', password: 'rahasia-kamera-1' },
        ip: addr,
      });
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await register(ip)).statusCode);
    expect(codes).toEqual([201, 201, 201]);
    const fourth = await register(ip, 'en');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ message: string }>().message).toBe(
      'Too many accounts were created from this address. Please try again in an hour.',
    );
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register(nextIp())).statusCode).toBe(201); // another address is not affected
    const created = await t.db.select().from(loginThrottle).where(like(loginThrottle.key, 'register:%'));
    expect(created.length).toBeGreaterThan(0);
  });
});
