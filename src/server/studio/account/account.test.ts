import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { auditLog, staffPasswordResets, staffRecoveryCodes, staffSessions, staffUsers } from '../../db/schema';
import type { Mail, MailTransport } from '../../notify/transport';
import { useTestApp } from '../../test/helper';
import { call, PASSWORD, staffEmail, staffSession } from '../test-studio';
import { agentSummary } from './repository';
import { totpStep } from './totp';

// A staff member's account security (docs/decisions/130-accounts-and-sessions.md): password reset by e-mail
// (single-use, short-lived, non-enumerating), TOTP two-factor login (±1 step, no replay, recovery codes) and
// the sessions list.

const mails: Mail[] = [];
const transport: MailTransport = { name: 'log', send: async (mail) => void mails.push(mail), close: () => {} };
const t = useTestApp({ studioScheduleMs: 0, notify: { transport, intervalMs: 0, baseUrl: 'https://denka.test' } });

const NEW_PASSWORD = 'lensa-tele-hujan-sore-42';
const STEP_MS = 30_000;

async function mailFor(to: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 100; i++) {
    const found = mails.filter((mail) => mail.to === to);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mails.filter((mail) => mail.to === to);
}
const tokenOf = (mail: Mail) => /\/studio\/reset-password#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] ?? '';
const login = (email: string, password: string, code?: string, ip?: string) =>
  call(t, 'studio/session', { method: 'POST', body: { email, password, ...(code === undefined ? {} : { code }) }, ...(ip ? { ip } : {}) });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((c) => c.name === STAFF_COOKIE)?.value;

describe('password reset by e-mail', () => {
  it('answers a known and an unknown e-mail alike, mails a single-use link to the known one only, and ends every session', async () => {
    const staff = await staffSession(t, 'editor');
    const other = await login(staff.email, PASSWORD); // a second session, on another device
    const unknownEmail = staffEmail('nobody');
    const known = await call(t, 'studio/password-reset', { method: 'POST', body: { email: staff.email.toUpperCase() } });
    const unknown = await call(t, 'studio/password-reset', { method: 'POST', body: { email: unknownEmail } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const [mail] = await mailFor(staff.email);
    expect(mail?.subject).toContain('kata sandi');
    expect(mail?.text).toContain('https://denka.test/studio/reset-password#');
    expect((await mailFor(unknownEmail)).length).toBe(0);
    const token = tokenOf(mail!);
    // Only the token's hash is stored.
    const rows = await t.db.select().from(staffPasswordResets).where(eq(staffPasswordResets.staff_id, staff.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);

    // A guessable password is refused and leaves the link working.
    const weak = await call(t, 'studio/password-reset/confirm', { method: 'POST', body: { token, password: 'password123' } });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().errors)).toEqual(['password']);

    const done = await call(t, 'studio/password-reset/confirm', { method: 'POST', body: { token, password: NEW_PASSWORD } });
    expect(done.statusCode).toBe(200);
    expect((await call(t, 'studio/session', { cookie: staff.cookie })).statusCode).toBe(401);
    expect((await call(t, 'studio/session', { cookie: cookieOf(other) })).statusCode).toBe(401);
    expect((await login(staff.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(staff.email, NEW_PASSWORD)).statusCode).toBe(200);

    // Single use.
    const again = await call(t, 'studio/password-reset/confirm', { method: 'POST', body: { token, password: 'lain-lagi-kamera-pagi-7' } });
    expect(again.statusCode).toBe(400);
    expect(Object.keys(again.json().errors)).toEqual(['token']);
    expect((await login(staff.email, NEW_PASSWORD)).statusCode).toBe(200);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, String(staff.id)))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['account.reset_request', 'account.reset_password']));
  });

  it('refuses a wrong, an expired and a superseded token', async () => {
    const staff = await staffSession(t, 'marketing');
    await call(t, 'studio/password-reset', { method: 'POST', body: { email: staff.email } });
    const first = tokenOf((await mailFor(staff.email))[0]!);
    const wrong = await call(t, 'studio/password-reset/confirm', {
      method: 'POST',
      body: { token: `${first.slice(0, 42)}${first.endsWith('A') ? 'B' : 'A'}`, password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.token).toHaveLength(1);

    // A newer mail makes the older link stop working.
    await call(t, 'studio/password-reset', { method: 'POST', body: { email: staff.email } });
    const second = tokenOf((await mailFor(staff.email, 2))[1]!);
    expect(second).not.toBe(first);
    expect(
      (await call(t, 'studio/password-reset/confirm', { method: 'POST', body: { token: first, password: NEW_PASSWORD } })).statusCode,
    ).toBe(400);

    // Expired: 30 minutes pass.
    await t.db
      .update(staffPasswordResets)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(staffPasswordResets.staff_id, staff.id));
    const expired = await call(t, 'studio/password-reset/confirm', { method: 'POST', body: { token: second, password: NEW_PASSWORD } });
    expect(expired.statusCode).toBe(400);
    expect(Object.keys(expired.json().errors)).toEqual(['token']);
    expect((await login(staff.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets one of parallel uses of a token win', async () => {
    const staff = await staffSession(t, 'service');
    await call(t, 'studio/password-reset', { method: 'POST', body: { email: staff.email } });
    const token = tokenOf((await mailFor(staff.email))[0]!);
    const answers = await Promise.all(
      ['lensa-satu-hujan-pagi-1', 'lensa-dua-hujan-pagi-2', 'lensa-tiga-hujan-pagi-3', 'lensa-empat-hujan-pagi-4'].map((password) =>
        call(t, 'studio/password-reset/confirm', { method: 'POST', body: { token, password } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(await t.db.select().from(staffPasswordResets).where(eq(staffPasswordResets.staff_id, staff.id))).toHaveLength(1);
  });

  it('limits the mails per e-mail (known or not) and refuses hostile bodies with 400', async () => {
    const email = staffEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t, 'studio/password-reset', { method: 'POST', body: { email } })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    for (const body of [
      {},
      { email: 42 },
      { email: ['a@b.co'] },
      { email: 'a\u0000@b.co' },
      { email: `${'a'.repeat(300)}@b.co` },
      { email: 'a@b.co', extra: 1 },
    ]) {
      expect((await call(t, 'studio/password-reset', { method: 'POST', body })).statusCode).toBe(400);
    }
    for (const body of [
      {},
      { token: 'x', password: NEW_PASSWORD },
      { token: 'A'.repeat(43), password: 7 },
      { token: `${'A'.repeat(42)}\u0000`, password: NEW_PASSWORD },
      { token: 'A'.repeat(43), password: 'x'.repeat(5000) },
      { token: null, password: null },
    ]) {
      expect((await call(t, 'studio/password-reset/confirm', { method: 'POST', body })).statusCode).toBe(400);
    }
    expect((await call(t, 'studio/password-reset', { method: 'POST', raw: '{"email":' })).statusCode).toBe(400);
    const huge = await call(t, 'studio/password-reset', { method: 'POST', raw: JSON.stringify({ email: 'a'.repeat(3_000_000) }) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const crossSite = await call(t, 'studio/password-reset', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: { email },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('TOTP two-factor login', () => {
  it('accepts a code of the current step and one either side, not two steps away, and none at or before the last used one', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const now = 1_800_000_000_000 + 10_000; // 10 s into a step
    const code = (offset: number) => generate({ secret, epoch: Math.floor((now + offset * STEP_MS) / 1000) });
    const step = Math.floor(now / STEP_MS);
    expect(await totpStep(secret, await code(0), null, now)).toBe(step);
    expect(await totpStep(secret, await code(-1), null, now)).toBe(step - 1);
    expect(await totpStep(secret, await code(1), null, now)).toBe(step + 1);
    expect(await totpStep(secret, await code(-2), null, now)).toBeUndefined();
    expect(await totpStep(secret, await code(2), null, now)).toBeUndefined();
    expect(await totpStep(secret, await code(0), step, now)).toBeUndefined();
    expect(await totpStep(secret, await code(1), step, now)).toBe(step + 1);
    expect(await totpStep(secret, '12345', null, now)).toBeUndefined();
  });

  it('enrols with a confirming code, asks for a code after the password, refuses a replayed code, takes recovery codes once, turns off', async () => {
    const staff = await staffSession(t, 'hr');
    const setup = await call(t, 'studio/account/totp/setup', { method: 'POST', cookie: staff.cookie, body: {} });
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json().data as { secret: string; uri: string };
    expect(uri).toMatch(/^otpauth:\/\/totp\/Denka%20Studio:/);
    expect(uri).toContain(`secret=${secret}`);
    // Stored sealed, never as the plain secret.
    const [row] = await t.db.select().from(staffUsers).where(eq(staffUsers.id, staff.id));
    expect(row!.totp_pending_secret).not.toContain(secret);
    expect(row!.totp_secret).toBeNull();

    const at = (offset: number) => generate({ secret, epoch: Math.floor((Date.now() + offset * STEP_MS) / 1000) });
    const wrongEnable = await call(t, 'studio/account/totp/enable', { method: 'POST', cookie: staff.cookie, body: { code: '000000' } });
    expect(wrongEnable.statusCode).toBe(400);
    expect(Object.keys(wrongEnable.json().errors)).toEqual(['code']);
    const enrolCode = await at(-1);
    const enabled = await call(t, 'studio/account/totp/enable', { method: 'POST', cookie: staff.cookie, body: { code: enrolCode } });
    expect(enabled.statusCode).toBe(200);
    const recovery = enabled.json().data.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const hashes = await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_id, staff.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(recovery[0]!);
    const account = await call(t, 'studio/account', { cookie: staff.cookie });
    expect(account.json().data).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    // A second enrolment while on is refused.
    expect((await call(t, 'studio/account/totp/setup', { method: 'POST', cookie: staff.cookie, body: {} })).statusCode).toBe(400);

    // One address throughout: wrong codes count against the login lockout as wrong passwords do.
    const ip = '203.0.113.90';
    // The password alone is not enough; a wrong code neither.
    const noCode = await login(staff.email, PASSWORD, undefined, ip);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().second_factor).toBe(true);
    expect(cookieOf(noCode)).toBeUndefined();
    const wrongPassword = await login(staff.email, 'bukan-ini-sandinya-9', await at(0), ip);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json().second_factor).toBeUndefined();
    // The enrolment's own code (an older step) is not taken again.
    expect((await login(staff.email, PASSWORD, enrolCode, ip)).statusCode).toBe(401);
    const code = await at(0);
    const ok = await login(staff.email, PASSWORD, ` ${code.slice(0, 3)} ${code.slice(3)} `, ip);
    expect(ok.statusCode).toBe(200);
    expect(cookieOf(ok)).toBeTruthy();
    // Replay: the same code again is refused (parallel uses of one code: the next test).
    const replay = await login(staff.email, PASSWORD, code, ip);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().second_factor).toBe(true);
    // Two steps old: refused.
    expect((await login(staff.email, PASSWORD, await at(-2), ip)).statusCode).toBe(401);

    // A recovery code works once (dashes and case do not matter).
    const recoveryLogin = await login(staff.email, PASSWORD, recovery[3]!.toUpperCase(), ip);
    expect(recoveryLogin.statusCode).toBe(200);
    expect((await login(staff.email, PASSWORD, recovery[3]!, ip)).statusCode).toBe(401);
    expect((await call(t, 'studio/account', { cookie: staff.cookie })).json().data.recovery_codes_left).toBe(9);

    // Turning it off asks for the password.
    const wrongOff = await call(t, 'studio/account/totp/disable', {
      method: 'POST',
      cookie: staff.cookie,
      body: { password: 'salah-sekali-1' },
    });
    expect(wrongOff.statusCode).toBe(400);
    const off = await call(t, 'studio/account/totp/disable', { method: 'POST', cookie: staff.cookie, body: { password: PASSWORD } });
    expect(off.statusCode).toBe(200);
    expect((await login(staff.email, PASSWORD, undefined, '203.0.113.95')).statusCode).toBe(200);
    expect(await t.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staff_id, staff.id))).toHaveLength(0);
  });

  it('lets one of two parallel logins with the same code through', async () => {
    const staff = await staffSession(t, 'editor');
    const { secret } = (await call(t, 'studio/account/totp/setup', { method: 'POST', cookie: staff.cookie, body: {} })).json().data;
    const enrol = await generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
    expect((await call(t, 'studio/account/totp/enable', { method: 'POST', cookie: staff.cookie, body: { code: enrol } })).statusCode).toBe(
      200,
    );
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const answers = await Promise.all([1, 2, 3].map((n) => login(staff.email, PASSWORD, code, `203.0.113.${100 + n}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses hostile bodies with 400 and calls without a session with 401', async () => {
    const staff = await staffSession(t, 'editor');
    for (const body of [{}, { code: 123456 }, { code: 'x'.repeat(5000) }, { code: '12345\u0000' }, { code: '123456', more: 1 }]) {
      expect((await call(t, 'studio/account/totp/enable', { method: 'POST', cookie: staff.cookie, body })).statusCode).toBe(400);
    }
    expect(
      (await call(t, 'studio/account/totp/disable', { method: 'POST', cookie: staff.cookie, body: { password: ['x'] } })).statusCode,
    ).toBe(400);
    expect(
      (await call(t, 'studio/account/totp/setup', { method: 'POST', cookie: staff.cookie, body: { secret: 'AAAA' } })).statusCode,
    ).toBe(400);
    expect((await login(staff.email, PASSWORD, 'x'.repeat(41))).statusCode).toBe(400);
    expect((await call(t, 'studio/account/totp/setup', { method: 'POST', body: {} })).statusCode).toBe(401);
    expect((await call(t, 'studio/account')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it("lists one's sessions with a device summary and ends one; admins list and end anyone's", async () => {
    const staff = await staffSession(t, 'editor');
    const phone = await call(t, 'studio/session', {
      method: 'POST',
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      },
      body: { email: staff.email, password: PASSWORD },
    });
    const phoneCookie = cookieOf(phone)!;
    const list = await call(t, 'studio/account', { cookie: staff.cookie });
    const sessions = list.json().data.sessions as { id: string; current: boolean; agent: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = sessions.find((s) => s.agent === 'Chrome · Android');
    expect(phoneSession).toBeDefined();
    expect(JSON.stringify(list.json())).not.toContain(phoneCookie);
    const hashes = (await t.db.select().from(staffSessions).where(eq(staffSessions.staff_id, staff.id))).map((s) => s.token_hash);
    for (const hash of hashes) expect(JSON.stringify(list.json())).not.toContain(hash);

    // Another staff member cannot end it; its owner can.
    const other = await staffSession(t, 'marketing');
    expect((await call(t, `studio/account/sessions/${phoneSession!.id}`, { method: 'DELETE', cookie: other.cookie })).statusCode).toBe(404);
    expect((await call(t, `studio/account/sessions/${phoneSession!.id}`, { method: 'DELETE', cookie: staff.cookie })).statusCode).toBe(200);
    expect((await call(t, 'studio/session', { cookie: phoneCookie })).statusCode).toBe(401);
    expect((await call(t, 'studio/session', { cookie: staff.cookie })).statusCode).toBe(200);
    expect((await call(t, `studio/account/sessions/${phoneSession!.id}`, { method: 'DELETE', cookie: staff.cookie })).statusCode).toBe(404);
    expect((await call(t, 'studio/account/sessions/nothex', { method: 'DELETE', cookie: staff.cookie })).statusCode).toBe(400);

    // Admin: list and end all of someone's sessions; others may not.
    const admin = await staffSession(t, 'admin');
    expect((await call(t, `studio/staff/${staff.id}/sessions`, { cookie: other.cookie })).statusCode).toBe(403);
    expect((await call(t, `studio/staff/${staff.id}/sessions`, { method: 'DELETE', cookie: other.cookie })).statusCode).toBe(403);
    const seen = await call(t, `studio/staff/${staff.id}/sessions`, { cookie: admin.cookie });
    expect(seen.json().data).toHaveLength(1);
    const ended = await call(t, `studio/staff/${staff.id}/sessions`, { method: 'DELETE', cookie: admin.cookie });
    expect(ended.json().data.revoked).toBe(1);
    expect((await call(t, 'studio/session', { cookie: staff.cookie })).statusCode).toBe(401);
    expect((await call(t, 'studio/staff/2147483647/sessions', { method: 'DELETE', cookie: admin.cookie })).statusCode).toBe(404);
    expect((await call(t, 'studio/staff/abc/sessions', { cookie: admin.cookie })).statusCode).toBe(400);
  });

  it('summarises user agents', () => {
    expect(
      agentSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0'),
    ).toBe('Edge · Windows');
    expect(
      agentSummary('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari · iOS');
    expect(agentSummary(null)).toBeNull();
  });
});
