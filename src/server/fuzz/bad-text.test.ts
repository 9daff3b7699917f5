import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productRegistrations, subscriptions, users } from '../db/schema';
import { countStored, nextIp, postForm } from '../routes/forms/test-forms';
import { call, registerAndLogin } from '../routes/accounts/test-accounts';
import { useTestApp } from '../test/helper';
import { validFormBodies, type ValidForm } from './valid-bodies';

// No 5xx from any body (docs/decisions/150): a NUL character or a lone surrogate in ANY field of ANY
// POST — JSON string, multipart value or upload file name — is a 400 with a translated error on that
// field, and nothing is stored. Each field is spoiled alone in an otherwise valid body (a control shows
// the body is stored as it is), so the field is the only reason for the answer.

const t = useTestApp();
const WRAPPED = new Set(['/api/cms/v2/campaign/store_entry', '/api/cms/v2/giveaway/registration']);
const JSON_BAD = { nul: 'x\u0000y', high: 'x\ud800y', low: 'x\udc00y' } as const;
const EN_TEXT = /invalid character \(a NUL or a lone surrogate\)/;

let forms: Record<string, ValidForm> = {};
beforeAll(async () => {
  forms = await validFormBodies(t);
});

async function everythingCounted() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [r] = await t.db.select({ n: count() }).from(productRegistrations);
  const [s] = await t.db.select({ n: count() }).from(subscriptions);
  return { ...(await countStored(t.db)), users: u!.n, registrations: r!.n, subscriptions: s!.n };
}

type Answer = { statusCode: number; body: string; json: <T>() => T };

function expectFieldError(res: Answer, url: string, field: string, context: string) {
  expect(res.statusCode, `${context} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(400);
  const body = res.json<{ data?: { errors?: Record<string, string[]> }; errors?: Record<string, string[]>; message?: string }>();
  const inner = WRAPPED.has(url) ? body.data : body; // docs/product.md §8 shape per endpoint
  expect(inner?.errors?.[field]?.[0], context).toMatch(EN_TEXT);
}

describe('NUL and lone surrogates in every field of every form POST', () => {
  it('the valid bodies are stored as they are (the control)', async () => {
    for (const [url, form] of Object.entries(forms)) {
      const res = await postForm(t, url.replace('/api/cms/', ''), form.fields, { files: form.file ? [form.file] : [], ip: nextIp() });
      expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
    }
  });

  it('JSON: every field with a NUL, a lone high and a lone low surrogate → 400 on that field, nothing stored', async () => {
    for (const [url, form] of Object.entries(forms)) {
      for (const field of Object.keys(form.fields)) {
        for (const [name, bad] of Object.entries(JSON_BAD)) {
          const before = await everythingCounted();
          const res = await t.app.inject({
            method: 'POST',
            url: `${url}?lang=en`,
            headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
            payload: JSON.stringify({ ...form.fields, [field]: bad }),
          });
          expectFieldError(res, url, field, `${url} ${field} ${name} (JSON)`);
          expect(await everythingCounted(), `${url} ${field} ${name}`).toEqual(before);
        }
      }
    }
  }, 120_000);

  it('multipart: every field value and the file name with a NUL → 400 on that field, nothing stored', async () => {
    for (const [url, form] of Object.entries(forms)) {
      const targets = [...Object.keys(form.fields), ...(form.file ? [`file:${form.file.field}`] : [])];
      for (const target of targets) {
        const before = await everythingCounted();
        const isFile = target.startsWith('file:');
        const fields = isFile ? form.fields : { ...form.fields, [target]: JSON_BAD.nul };
        // Also a NUL in a folder part of the name ("a\0/nota.pdf"), which the name we store leaves out.
        for (const name of isFile ? ['nota\u0000.pdf', 'a\u0000/nota.pdf', 'C:\\a\u0000\\nota.pdf'] : ['nota.pdf']) {
          const files = form.file ? [isFile ? { ...form.file, name } : form.file] : [];
          const res = await postForm(t, url.replace('/api/cms/', ''), fields, { files, ip: nextIp(), lang: 'en' });
          expectFieldError(res, url, isFile ? form.file!.field : target, `${url} ${target} ${JSON.stringify(name)} (multipart)`);
          expect(await everythingCounted(), `${url} ${target}`).toEqual(before);
        }
      }
    }
  }, 120_000);

  it('the error is translated: Indonesian by default', async () => {
    const [url, form] = Object.entries(forms)[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
      payload: JSON.stringify({ ...form.fields, name: 'Siti\u0000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string; errors: Record<string, string[]> }>()).toEqual({
      message: 'Periksa kembali isian formulir.',
      errors: { name: ['Teks berisi karakter yang tidak valid (karakter NUL atau surrogate tunggal).'] },
    });
  });
});

describe('NUL and lone surrogates in every field of the account writes', () => {
  it('register, login, password, profile and unsubscribe: 400 on that field, nothing stored or changed', async () => {
    const { email, password, cookie } = await registerAndLogin(t);
    const bodies: Array<{ url: string; method: 'POST' | 'PUT'; body: Record<string, string>; cookie?: string }> = [
      {
        url: 'v2/account/register',
        method: 'POST',
        body: { name: 'Budi', email: `baru.${randomUUID().slice(0, 8)}@contoh.id`, phone: '081234567890', password: 'rahasia-kamera-2' },
      },
      { url: 'v2/account/login', method: 'POST', body: { email, password } },
      { url: 'v2/account/password', method: 'POST', body: { current_password: password, new_password: 'rahasia-kamera-3' }, cookie },
      {
        url: 'v2/account/profile',
        method: 'PUT',
        body: {
          name: 'Budi S.',
          phone: '081298765432',
          address: 'Jl. Pluit Raya 1',
          province_id: '31',
          city_id: '31.71',
          postal_code: '14450',
          birth_date: '1990-02-28',
          gender: 'male',
        },
        cookie,
      },
      { url: 'v2/subscription/unsubscribe', method: 'POST', body: { token: '1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' } },
    ];
    const [me] = await t.db.select().from(users).where(eq(users.email, email));
    for (const { url, method, body, cookie: session } of bodies) {
      for (const field of Object.keys(body)) {
        for (const [name, bad] of Object.entries(JSON_BAD)) {
          const before = await everythingCounted();
          const res = await call(t, `${url}?lang=en`, { method, body: { ...body, [field]: bad }, cookie: session });
          expectFieldError(res, url, field, `${url} ${field} ${name}`);
          expect(await everythingCounted()).toEqual(before);
        }
      }
    }
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after).toEqual(me); // the profile and the password hash did not change
  }, 120_000);
});
