import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { auditLog, staffSessions, staffUsers, studioDrafts } from '../db/schema';
import { useTestApp } from '../test/helper';
import { runDueSchedules } from './scheduler';
import { call, PASSWORD, productDraft, staffEmail, staffSession } from './test-studio';

// Staff accounts and sessions (docs/decisions/250-staff-studio.md) and scheduled publishing (250).
const t = useTestApp({ studioScheduleMs: 0 });

describe('staff sessions', () => {
  it('logs in with a __Host- cookie (HttpOnly, Secure, SameSite=Strict), reads the session, logs out', async () => {
    const { email } = await staffSession(t, 'editor');
    const login = await call(t, 'studio/session', { method: 'POST', body: { email: email.toUpperCase(), password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.staff).toMatchObject({ email, role: 'editor' });
    const cookie = login.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(login.headers['cache-control']).toContain('no-store');
    const me = await call(t, 'studio/session', { cookie: cookie.value });
    expect(me.json().data.staff.email).toBe(email);
    // Only the token's hash is stored.
    expect((await t.db.select().from(staffSessions)).some((s) => s.token_hash === cookie.value)).toBe(false);
    expect((await call(t, 'studio/session', { method: 'DELETE', cookie: cookie.value })).statusCode).toBe(200);
    expect((await call(t, 'studio/session', { cookie: cookie.value })).statusCode).toBe(401);
    // A visitor's session cookie is not a staff session.
    expect(
      (await t.app.inject({ url: '/api/cms/studio/session', headers: { cookie: `__Host-denka_session=${cookie.value}` } })).statusCode,
    ).toBe(401);
  });

  it('answers an unknown e-mail, a wrong password and a disabled account alike, and locks after 5 tries with 429', async () => {
    const { email, id } = await staffSession(t, 'marketing');
    const ip = '198.51.100.77';
    const wrong = await call(t, 'studio/session', { method: 'POST', ip, body: { email, password: 'salah-sekali-1' } });
    const unknown = await call(t, 'studio/session', {
      method: 'POST',
      ip: '198.51.100.78',
      body: { email: staffEmail('nobody'), password: 'salah-sekali-1' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    await t.db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, id));
    const disabled = await call(t, 'studio/session', { method: 'POST', ip: '198.51.100.79', body: { email, password: PASSWORD } });
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json()).toEqual(wrong.json());
    await t.db.update(staffUsers).set({ disabled: false }).where(eq(staffUsers.id, id));

    const other = await staffSession(t, 'marketing');
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t, 'studio/session', { method: 'POST', ip: '198.51.100.80', body: { email: other.email, password: 'tebakan-salah-1' } }),
      ),
    );
    expect(attempts.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(3);
    const locked = await call(t, 'studio/session', {
      method: 'POST',
      ip: '198.51.100.80',
      body: { email: other.email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('admin manages staff: create (a taken e-mail is a field error), change role, reset password; the last admin stays', async () => {
    const admin = await staffSession(t, 'admin');
    const email = staffEmail('baru');
    const created = await call(t, 'studio/staff', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email, name: 'Editor Baru', role: 'editor', password: 'rahasia-editor-1' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email, role: 'editor', disabled: false });
    expect(JSON.stringify(created.json())).not.toContain('scrypt');
    const again = await call(t, 'studio/staff', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: email.toUpperCase(), name: 'X', role: 'hr', password: 'rahasia-editor-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ email: ['Email ini sudah dipakai akun staf lain.'] });
    const weak = await call(t, 'studio/staff', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: staffEmail('lemah'), name: 'X', role: 'hr', password: 'aaaaaaaa' },
      headers: { 'accept-language': 'en' },
    });
    expect(weak.json().errors).toEqual({ password: ['The password cannot be one character repeated.'] });
    // Too easy to guess for an account that publishes the site (the strength estimator, decision 130).
    for (const password of ['password', '12345678', 'Password1', 'Denka2024!', 'P@ssw0rd123']) {
      for (const lang of ['id', 'en'] as const) {
        const guessable = await call(t, 'studio/staff', {
          method: 'POST',
          cookie: admin.cookie,
          body: { email: staffEmail('tebak'), name: 'Tebak', role: 'editor', password },
          headers: { 'accept-language': lang },
        });
        expect(guessable.statusCode, password).toBe(400);
        expect(guessable.json().errors, password).toEqual({
          password: [
            lang === 'id'
              ? 'Kata sandi ini terlalu mudah ditebak (kata, nama atau pola yang umum). Pakai gabungan beberapa kata yang tidak umum.'
              : 'This password is too easy to guess (a common word, name or pattern). Use several uncommon words together.',
          ],
        });
      }
    }
    const badRole = await call(t, 'studio/staff', {
      method: 'POST',
      cookie: admin.cookie,
      body: { email: staffEmail('peran'), name: 'X', role: 'root', password: 'rahasia-editor-3' },
    });
    expect(badRole.statusCode).toBe(400);

    const id = created.json().data.id;
    const login = await call(t, 'studio/session', { method: 'POST', body: { email, password: 'rahasia-editor-1' } });
    const cookie = login.cookies.find((c) => c.name === STAFF_COOKIE)!.value;
    const changed = await call(t, `studio/staff/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { role: 'hr', password: 'rahasia-baru-sekali' },
    });
    expect(changed.json().data.role).toBe('hr');
    // A reset to a guessable password is refused the same way, and changes nothing.
    const reset = await call(t, `studio/staff/${id}`, { method: 'PATCH', cookie: admin.cookie, body: { password: 'Password1' } });
    expect(reset.statusCode).toBe(400);
    expect(Object.keys(reset.json().errors)).toEqual(['password']);
    expect((await call(t, 'studio/session', { cookie })).statusCode).toBe(401); // role and password change end its sessions
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'staff.update'));
    expect(audit.at(-1)).toMatchObject({ before: { role: 'editor', password: '(old)' }, after: { role: 'hr', password: '(changed)' } });
    expect(JSON.stringify(audit)).not.toContain('rahasia-baru-sekali');

    // Demote every other admin, then the last one cannot demote or disable itself.
    const admins = await t.db.select().from(staffUsers).where(eq(staffUsers.role, 'admin'));
    for (const other of admins)
      if (other.id !== admin.id) await t.db.update(staffUsers).set({ role: 'editor' }).where(eq(staffUsers.id, other.id));
    const last = await call(t, `studio/staff/${admin.id}`, { method: 'PATCH', cookie: admin.cookie, body: { disabled: true } });
    expect(last.statusCode).toBe(400);
    expect((await call(t, 'studio/staff', { cookie: admin.cookie })).statusCode).toBe(200);
    expect((await call(t, `studio/staff/999999`, { method: 'PATCH', cookie: admin.cookie, body: { name: 'X' } })).statusCode).toBe(404);
    expect((await call(t, `studio/staff/${id}`, { method: 'PATCH', cookie: admin.cookie, body: {} })).statusCode).toBe(400);
  });
});

describe('scheduled publishing', () => {
  it('publishes a draft when its time comes and takes it off at its end; a bad draft gets its schedule cleared', async () => {
    const editor = await staffSession(t, 'editor');
    const created = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Terjadwal' }) },
    });
    const { id } = created.json().data;
    const soon = new Date(Date.now() + 60_000).toISOString();
    const scheduled = await call(t, `studio/collections/products/${id}/schedule`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { publish_at: soon },
    });
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', publish_at: soon });
    expect(await runDueSchedules(t.app)).toBe(0); // not yet
    const badOrder = await call(t, `studio/collections/products/${id}/schedule`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { publish_at: soon, unpublish_at: '2020-01-01T00:00:00Z' },
    });
    expect(badOrder.statusCode).toBe(400);

    await t.db
      .update(studioDrafts)
      .set({ publish_at: new Date(Date.now() - 1_000).toISOString() })
      .where(eq(studioDrafts.entity_id, id));
    expect(await runDueSchedules(t.app)).toBe(1);
    expect((await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-terjadwal' })).statusCode).toBe(200);
    const state = (await call(t, `studio/collections/products/${id}`, { cookie: editor.cookie })).json().data;
    expect(state).toMatchObject({ status: 'published', publish_at: null });

    await call(t, `studio/collections/products/${id}/schedule`, {
      method: 'POST',
      cookie: editor.cookie,
      body: { unpublish_at: new Date(Date.now() + 60_000).toISOString() },
    });
    await t.db
      .update(studioDrafts)
      .set({ unpublish_at: new Date(Date.now() - 1_000).toISOString() })
      .where(eq(studioDrafts.entity_id, id));
    expect(await runDueSchedules(t.app)).toBe(1);
    expect((await t.app.inject({ url: '/api/cms/v3/products/find?slug=kamera-terjadwal' })).statusCode).toBe(404);
    const actions = (
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, String(id)))
    ).map((a) => a.action);
    expect(actions).toEqual(['create', 'schedule', 'publish.scheduled', 'schedule', 'unpublish.scheduled']);

    const broken = await call(t, 'studio/collections/products', {
      method: 'POST',
      cookie: editor.cookie,
      body: { data: productDraft({ name: 'Kamera Rusak', description: '' }) },
    });
    const brokenId = broken.json().data.id;
    await t.db
      .update(studioDrafts)
      .set({ publish_at: new Date(Date.now() - 1_000).toISOString() })
      .where(eq(studioDrafts.entity_id, brokenId));
    expect(await runDueSchedules(t.app)).toBe(0);
    expect((await call(t, `studio/collections/products/${brokenId}`, { cookie: editor.cookie })).json().data).toMatchObject({
      status: 'draft',
      publish_at: null,
    });
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entity_id, String(brokenId)))
      ).map((a) => a.action),
    ).toContain('schedule.failed');
  });
});
