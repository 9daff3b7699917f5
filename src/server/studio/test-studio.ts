import type { StaffRole } from '@/contract/collections/fields';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { hashPassword } from '../accounts/password';
import type { TestApp } from '../test/helper';
import { nextIp } from '../routes/forms/test-forms';
import { insertStaff } from './staff-repository';

// Helpers for the studio's server tests: staff accounts made directly, JSON calls with the staff cookie
// as the studio page on our origin sends them.

export const HOST = 'denka.test';
export const SAME_ORIGIN = { host: HOST, origin: `https://${HOST}`, 'sec-fetch-site': 'same-origin' };
export const PASSWORD = 'kata-sandi-studio-1';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type StudioCall = {
  method?: Method;
  cookie?: string | undefined;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  ip?: string;
};

export async function call(
  t: Pick<TestApp, 'app'>,
  url: string,
  { method = 'GET', cookie, headers = {}, body, raw, ip = nextIp() }: StudioCall = {},
) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  return t.app.inject({
    method,
    url: `/api/cms/${url}`,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': ip,
      ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

let n = 0;
export const staffEmail = (role: string) => `${role}.${Date.now().toString(36)}.${++n}@denka.test`;

/** A staff member of `role`, logged in: its id, e-mail and session cookie. */
export async function staffSession(t: TestApp, role: StaffRole, email = staffEmail(role)) {
  const member = await insertStaff(t.db, { email, name: `Staf ${role}`, role, passwordHash: await hashPassword(PASSWORD) });
  if (!member) throw new Error('staff e-mail taken');
  const login = await call(t, 'studio/session', { method: 'POST', body: { email, password: PASSWORD } });
  const cookie = login.cookies.find((c) => c.name === STAFF_COOKIE)?.value;
  if (login.statusCode !== 200 || !cookie) throw new Error(`staff login failed: ${login.statusCode} ${login.body}`);
  return { id: member.id, email, cookie };
}

/** A minimal valid product draft on the seeded catalogue. */
export const productDraft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kamera Uji Studio',
  brand_id: 1,
  category_id: 1,
  price: 1_234_000,
  description: 'Kamera untuk pengujian studio.',
  description_en: 'A camera for studio tests.',
  image: { url: '/media/placeholder/studio-test.webp', alt: 'Kamera uji', alt_en: 'Test camera' },
  ...overrides,
});
