import { SESSION_COOKIE } from '@/contract/accounts';
import type { TestApp } from '@/server/test/helper';
import { nextIp } from '../forms/test-forms';

// Helpers for the account route tests: JSON calls with the session cookie, as a browser on our origin sends them.

export const HOST = 'denka.test';
export const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' };

export type Call = {
  method?: 'GET' | 'POST' | 'PUT';
  cookie?: string | undefined;
  headers?: Record<string, string>;
  body?: unknown;
  ip?: string;
};

export async function call(t: TestApp, url: string, { method = 'GET', cookie, headers = {}, body, ip = nextIp() }: Call = {}) {
  return t.app.inject({
    method,
    url: `/api/cms/${url}`,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': ip,
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The session token a response set, if any. */
export function sessionFrom(response: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return response.cookies.find((c) => c.name === SESSION_COOKIE)?.value || undefined;
}

let n = 0;
export const uniqueEmail = (prefix = 'pelanggan') => `${prefix}.${Date.now().toString(36)}.${++n}@contoh.id`;

export async function registerAndLogin(t: TestApp, email = uniqueEmail(), password = 'rahasia-kamera-1') {
  await call(t, 'v2/account/register', { method: 'POST', body: { name: 'Budi Santoso', email, phone: '081234567890', password } });
  const login = await call(t, 'v2/account/login', { method: 'POST', body: { email, password } });
  const cookie = sessionFrom(login);
  if (login.statusCode !== 200 || !cookie) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { email, password, cookie };
}
