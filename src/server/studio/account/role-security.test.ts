import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { auditLog, staffRoleSecurity, staffUsers } from '../../db/schema';
import { useTestApp } from '../../test/helper';
import { call, PASSWORD, staffSession } from '../test-studio';

// Two-factor login required per role (docs/decisions/130-accounts-and-sessions.md): only admins set it; a member of
// such a role without TOTP gets a session that can only enrol (403 `two_factor_required` elsewhere, also for
// sessions that were live when it was turned on); enrolling lifts the limit; turning the requirement off restores
// normal login; an admin cannot require it of admins while they have none themselves.

const t = useTestApp({ studioScheduleMs: 0 });

const login = (email: string, password: string, code?: string) =>
  call(t, 'studio/session', { method: 'POST', body: { email, password, ...(code === undefined ? {} : { code }) } });
const cookieOf = (response: Awaited<ReturnType<typeof login>>) => response.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
const requireRoles = (cookie: string, roles: unknown) =>
  call(t, 'studio/security/roles', { method: 'PUT', cookie, body: { require_totp: roles } });
const now = () => Math.floor(Date.now() / 1000);

/** Enrols TOTP for a session's member; the secret, to compute later codes. */
async function enrol(cookie: string): Promise<string> {
  const setup = await call(t, 'studio/account/totp/setup', { method: 'POST', cookie, body: {} });
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const code = await generate({ secret, epoch: now() - 30 });
  expect((await call(t, 'studio/account/totp/enable', { method: 'POST', cookie, body: { code } })).statusCode).toBe(200);
  return secret;
}

/** The calls a limited session must not make: reads and writes of several areas. */
const OTHER_ROUTES = [
  ['GET', 'studio/collections'],
  ['GET', 'studio/collections/products'],
  ['GET', 'studio/inbox'],
  ['GET', 'studio/media'],
  ['GET', 'studio/staff'],
  ['GET', 'studio/permissions'],
  ['GET', 'studio/dashboard'],
  ['POST', 'studio/collections/products'],
  ['DELETE', 'studio/account/sessions/0123456789abcdef'],
  ['POST', 'studio/account/totp/disable'],
] as const;

afterEach(async () => {
  await t.db.delete(staffRoleSecurity);
});

describe('two-factor login required per role', () => {
  it('is read and set by admins only, refuses hostile bodies, and is audited', async () => {
    const admin = await staffSession(t, 'admin');
    for (const role of ['editor', 'hr', 'marketing', 'service'] as const) {
      const member = await staffSession(t, role);
      expect((await call(t, 'studio/security/roles', { cookie: member.cookie })).statusCode).toBe(403);
      expect((await requireRoles(member.cookie, [role])).statusCode).toBe(403);
    }
    expect((await call(t, 'studio/security/roles')).statusCode).toBe(401);
    expect((await call(t, 'studio/security/roles', { method: 'PUT', body: { require_totp: ['editor'] } })).statusCode).toBe(401);
    // Cross-site: refused before anything.
    const crossSite = await call(t, 'studio/security/roles', {
      method: 'PUT',
      cookie: admin.cookie,
      body: { require_totp: ['editor'] },
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);

    for (const body of [
      {},
      { require_totp: 'editor' },
      { require_totp: ['owner'] },
      { require_totp: ['editor', 'x'.repeat(5000)] },
      { require_totp: ['editor\u0000'] },
      { require_totp: Array(6).fill('editor') },
      { require_totp: ['editor'], more: true },
    ]) {
      const refused = await call(t, 'studio/security/roles', { method: 'PUT', cookie: admin.cookie, body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await t.db.select().from(staffRoleSecurity)).toHaveLength(0);

    const saved = await requireRoles(admin.cookie, ['editor', 'service']);
    expect(saved.statusCode).toBe(200);
    const roles = saved.json().data as { role: string; require_totp: boolean; members_without_totp: number }[];
    expect(roles.filter((r) => r.require_totp).map((r) => r.role)).toEqual(['editor', 'service']);
    expect(roles.find((r) => r.role === 'editor')!.members_without_totp).toBeGreaterThan(0);
    const read = await call(t, 'studio/security/roles', { cookie: admin.cookie });
    expect(read.json().data).toEqual(roles);
    // Saving the same set again changes nothing and writes no audit entry.
    expect((await requireRoles(admin.cookie, ['service', 'editor', 'editor'])).statusCode).toBe(200);
    expect((await requireRoles(admin.cookie, ['editor'])).statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.require_totp'), eq(auditLog.staff_id, admin.id)));
    expect(entries.map((e) => e.after)).toEqual([
      { require_totp: ['editor', 'service'], turned_on: ['editor', 'service'], turned_off: [] },
      { require_totp: ['editor'], turned_on: [], turned_off: ['service'] },
    ]);
  });

  it('refuses to require it of admins while the acting admin has none (409), and allows it once they enrolled', async () => {
    const admin = await staffSession(t, 'admin');
    const other = await staffSession(t, 'admin');
    const refused = await requireRoles(admin.cookie, ['admin', 'editor']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/akun Anda sendiri/);
    const english = await call(t, 'studio/security/roles?lang=en', {
      method: 'PUT',
      cookie: admin.cookie,
      body: { require_totp: ['admin'] },
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toMatch(/your own account/i);
    // Nothing half-stored: the editor role of the refused set is not required either.
    expect(await t.db.select().from(staffRoleSecurity)).toHaveLength(0);

    await enrol(admin.cookie);
    expect((await requireRoles(admin.cookie, ['admin'])).statusCode).toBe(200);
    // The acting admin works on; the other admin (no TOTP) is limited to enrolling, not locked out.
    expect((await call(t, 'studio/staff', { cookie: admin.cookie })).statusCode).toBe(200);
    const limited = await call(t, 'studio/staff', { cookie: other.cookie });
    expect(limited.statusCode).toBe(403);
    expect(limited.json().code).toBe('two_factor_required');
    expect((await call(t, 'studio/account', { cookie: other.cookie })).statusCode).toBe(200);
  });

  it('gives a member without TOTP a session limited to enrolling; enrolling lifts the limit at once', async () => {
    const admin = await staffSession(t, 'admin');
    const live = await staffSession(t, 'editor'); // logged in before the requirement
    const editor = await staffSession(t, 'editor');
    const hr = await staffSession(t, 'hr');
    expect((await requireRoles(admin.cookie, ['editor'])).statusCode).toBe(200);

    const first = await login(editor.email, PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.staff.must_enrol_totp).toBe(true);
    const cookie = cookieOf(first)!;
    expect((await call(t, 'studio/session', { cookie })).json().data.staff).toMatchObject({ role: 'editor', must_enrol_totp: true });
    for (const session of [cookie, live.cookie]) {
      for (const [method, url] of OTHER_ROUTES) {
        const refused = await call(t, url, { method, cookie: session, ...(method === 'GET' ? {} : { body: {} }) });
        expect(refused.statusCode, `${method} ${url} ${refused.body}`).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'two_factor_required' });
      }
    }
    const english = await call(t, 'studio/collections?lang=en', { cookie });
    expect(english.json().message).toMatch(/two-step verification/i);
    // Another role is not touched.
    expect((await call(t, 'studio/collections', { cookie: hr.cookie })).statusCode).toBe(200);
    // The account page's read and the enrolment stay open.
    const account = await call(t, 'studio/account', { cookie });
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toMatchObject({ totp_enabled: false, totp_required: true });
    const login2 = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), eq(auditLog.staff_id, editor.id)));
    expect(login2.at(-1)!.after).toEqual({ enrolment_only: true });

    const secret = await enrol(cookie);
    expect((await call(t, 'studio/collections', { cookie })).statusCode).toBe(200);
    expect((await call(t, 'studio/session', { cookie })).json().data.staff.must_enrol_totp).toBe(false);
    // From now on the login asks for the code; a wrong or replayed one is refused as ever.
    const noCode = await login(editor.email, PASSWORD);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().second_factor).toBe(true);
    expect((await login(editor.email, PASSWORD, '000000')).statusCode).toBe(401);
    const code = await generate({ secret, epoch: now() });
    const ok = await login(editor.email, PASSWORD, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.staff.must_enrol_totp).toBe(false);
    expect((await login(editor.email, PASSWORD, code)).statusCode).toBe(401);

    // Turning TOTP off while the role requires it limits the session again, until re-enrolled.
    const off = await call(t, 'studio/account/totp/disable', { method: 'POST', cookie, body: { password: PASSWORD } });
    expect(off.statusCode).toBe(200);
    expect((await call(t, 'studio/collections', { cookie })).json().code).toBe('two_factor_required');
  });

  it('restores normal login when the requirement is turned off; a disabled member stays out', async () => {
    const admin = await staffSession(t, 'admin');
    const service = await staffSession(t, 'service');
    expect((await requireRoles(admin.cookie, ['service'])).statusCode).toBe(200);
    expect((await call(t, 'studio/inbox', { cookie: service.cookie })).statusCode).toBe(403);
    expect((await requireRoles(admin.cookie, [])).statusCode).toBe(200);
    expect((await call(t, 'studio/inbox', { cookie: service.cookie })).statusCode).toBe(200);
    const again = await login(service.email, PASSWORD);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.staff.must_enrol_totp).toBe(false);
    const [row] = await t.db.select().from(staffRoleSecurity).where(eq(staffRoleSecurity.role, 'service'));
    expect(row).toMatchObject({ require_totp: false, updated_by: admin.id });

    // The limit never opens a door for a disabled account.
    await requireRoles(admin.cookie, ['service']);
    await t.db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, service.id));
    expect((await call(t, 'studio/account', { cookie: service.cookie })).statusCode).toBe(401);
    expect((await login(service.email, PASSWORD)).statusCode).toBe(401);
  });
});
