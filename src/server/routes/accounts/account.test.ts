import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { nextIp } from '../forms/test-forms';
import { call, registerAndLogin, sessionFrom, uniqueEmail } from './test-accounts';

// docs/product.md §6: accounts — enumeration, hashing, throttle, CSRF, revocation, no caching.
const t = useTestApp({ apiCacheTtlMs: 60_000 });

describe('accounts', () => {
  it('registers without revealing whether the e-mail was taken, and stores a salted scrypt hash', async () => {
    const email = uniqueEmail();
    const body = { name: 'Sari', email, phone: '081234567890', password: 'sama-sama-rahasia' };
    const first = await call(t, 'v2/account/register', { method: 'POST', body });
    const again = await call(t, 'v2/account/register', {
      method: 'POST',
      body: { ...body, email: email.toUpperCase(), name: 'Penyerang' },
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Sari'); // the second attempt changed nothing

    const other = uniqueEmail();
    await call(t, 'v2/account/register', { method: 'POST', body: { ...body, email: other } });
    const [a] = await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, email));
    const [b] = await t.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, other));
    expect(a!.hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a!.hash).not.toContain('sama-sama-rahasia');
    expect(a!.hash).not.toBe(b!.hash); // same password, different salt
  });

  it('refuses weak passwords with translated field errors, stores nothing', async () => {
    const email = uniqueEmail();
    const res = await call(t, 'v2/account/register?lang=en', {
      method: 'POST',
      body: { name: 'X', email, phone: '0812', password: 'aaaaaaaaaa' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe('Please check the form fields.');
    expect(body.errors.password).toEqual(['The password cannot be one character repeated.']);
    expect(body.errors.phone?.[0]).toMatch(/Indonesian phone/);
    const short = await call(t, 'v2/account/register', {
      method: 'POST',
      body: { name: 'X', email, phone: '081234567890', password: 'abc' },
    });
    expect(short.json<{ errors: Record<string, string[]> }>().errors.password).toEqual(['Kata sandi minimal 8 karakter.']);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses the commonest passwords (the strength estimator, decision 130) on registration and on a change', async () => {
    const guessable = {
      id: 'Kata sandi ini terlalu mudah ditebak (kata, nama atau pola yang umum). Pakai gabungan beberapa kata yang tidak umum.',
      en: 'This password is too easy to guess (a common word, name or pattern). Use several uncommon words together.',
    };
    for (const password of ['password', '12345678', 'Password1', 'qwertyuiop', 'rahasia123', 'iloveyou']) {
      for (const lang of ['id', 'en'] as const) {
        const email = uniqueEmail();
        const res = await call(t, `v2/account/register?lang=${lang}`, {
          method: 'POST',
          body: { name: 'Sari Dewi', email, phone: '081234567890', password },
          ip: nextIp(),
        });
        expect(res.statusCode, password).toBe(400);
        expect(res.json<{ errors: Record<string, string[]> }>().errors, password).toEqual({ password: [guessable[lang]] });
        expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      }
    }
    // The account's own name in its password makes it as guessable ('wulandari2024' alone would pass).
    const own = await call(t, 'v2/account/register', {
      method: 'POST',
      body: { name: 'Sari Wulandari', email: uniqueEmail(), phone: '081234567890', password: 'wulandari2024' },
      ip: nextIp(),
    });
    expect(own.statusCode).toBe(400);
    const { password, cookie } = await registerAndLogin(t);
    const change = await call(t, 'v2/account/password?lang=en', {
      method: 'POST',
      cookie,
      body: { current_password: password, new_password: 'Password1' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json<{ errors: Record<string, string[]> }>().errors).toEqual({ new_password: [guessable.en] });
  });

  it('answers a wrong password and an unknown e-mail with the same status and body', async () => {
    const { email } = await registerAndLogin(t);
    const wrong = await call(t, 'v2/account/login', { method: 'POST', body: { email, password: 'salah-total-123' } });
    const unknown = await call(t, 'v2/account/login', {
      method: 'POST',
      body: { email: uniqueEmail('tidak.ada'), password: 'salah-total-123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(sessionFrom(wrong)).toBeUndefined();
  });

  it('throttles the 6th rapid attempt for one e-mail with 429 and Retry-After, even from other addresses', async () => {
    const { email, password } = await registerAndLogin(t);
    for (let i = 1; i <= 5; i++) {
      const res = await call(t, 'v2/account/login', { method: 'POST', body: { email, password: `salah-${i}-xxxx` } });
      expect(res.statusCode, `attempt ${i}`).toBe(401);
    }
    const sixth = await call(t, 'v2/account/login', { method: 'POST', body: { email, password }, ip: nextIp() });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800); // 15 minutes
    expect(sixth.json<{ message: string }>().message).toMatch(/Terlalu banyak percobaan/);
    expect(sessionFrom(sixth)).toBeUndefined(); // even the right password waits
  });

  it('refuses a cross-site POST that carries a valid session cookie (403, translated)', async () => {
    const { cookie } = await registerAndLogin(t);
    const forged = await call(t, 'v2/account/password?lang=en', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: { current_password: 'rahasia-kamera-1', new_password: 'diambil-alih-99' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Request refused: it must come from the Denka site itself.' });
    const logout = await call(t, 'v2/account/logout', {
      method: 'POST',
      cookie,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': '' },
    });
    expect(logout.statusCode).toBe(403);
    // The session still works: nothing was changed by the forged requests.
    const me = await call(t, 'v2/account/me', { cookie });
    expect(me.json<{ data: { id: number } | null }>().data).not.toBeNull();
  });

  it('logout revokes the session: the old cookie no longer works', async () => {
    const { cookie } = await registerAndLogin(t);
    const out = await call(t, 'v2/account/logout', { method: 'POST', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/__Host-denka_session=;/);
    expect((await call(t, 'v2/account/me', { cookie })).json()).toEqual({ data: null });
    expect((await call(t, 'v2/account/registrations', { cookie })).statusCode).toBe(401);
  });

  it('a password change ends every other session, keeps this one, and the new password logs in', async () => {
    const { email, password, cookie: here } = await registerAndLogin(t);
    const elsewhere = sessionFrom(await call(t, 'v2/account/login', { method: 'POST', body: { email, password } }))!;
    const wrong = await call(t, 'v2/account/password', {
      method: 'POST',
      cookie: here,
      body: { current_password: 'bukan-ini-123', new_password: 'baru-sekali-456' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.current_password).toEqual(['Kata sandi saat ini salah.']);
    const changed = await call(t, 'v2/account/password', {
      method: 'POST',
      cookie: here,
      body: { current_password: password, new_password: 'baru-sekali-456' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t, 'v2/account/me', { cookie: elsewhere })).json()).toEqual({ data: null });
    expect((await call(t, 'v2/account/me', { cookie: here })).json<{ data: unknown }>().data).not.toBeNull();
    expect((await call(t, 'v2/account/login', { method: 'POST', body: { email, password } })).statusCode).toBe(401);
    expect((await call(t, 'v2/account/login', { method: 'POST', body: { email, password: 'baru-sekali-456' } })).statusCode).toBe(200);
  });

  it('sets a __Host- cookie: HttpOnly, Secure, SameSite=Lax, Path=/', async () => {
    const { email, password } = await registerAndLogin(t);
    const res = await call(t, 'v2/account/login', { method: 'POST', body: { email, password } });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^__Host-denka_session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/Path=\//);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Domain=/i);
  });

  it('never caches account answers (no-store, not served from the API read cache)', async () => {
    const { cookie } = await registerAndLogin(t);
    const first = await call(t, 'v2/account/me', { cookie });
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['x-cache']).toBeUndefined();
    const anonymous = await call(t, 'v2/account/me');
    expect(anonymous.headers['x-cache']).toBeUndefined();
    expect(anonymous.json()).toEqual({ data: null }); // not the signed-in answer from a cache
    expect((await call(t, 'v2/warranty/check?serial_number=DEMO-INSTA-0001')).headers['cache-control']).toBe('no-store');
  });

  it('saves the profile with regions and dates checked; bad input is a translated 400, never a 5xx', async () => {
    const { cookie } = await registerAndLogin(t);
    const profile = {
      name: 'Budi S.',
      phone: '081298765432',
      address: 'Jl. Pluit Raya 1',
      province_id: '31',
      city_id: '31.71',
      postal_code: '14450',
      birth_date: '1990-02-28',
      gender: 'male',
    };
    const saved = await call(t, 'v2/account/profile', { method: 'PUT', cookie, body: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { profile_complete: boolean; city: { id: string } } }>().data).toMatchObject({
      profile_complete: true,
      city: { id: '31.71' },
    });
    const bad = await call(t, 'v2/account/profile?lang=en', {
      method: 'PUT',
      cookie,
      body: { ...profile, city_id: '32.73', birth_date: '1990-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      birth_date: ['Invalid date.'],
      city_id: ['Province or city not found.'],
    });
    expect((await call(t, 'v2/account/profile', { method: 'PUT', body: profile })).statusCode).toBe(401);
  });
});
