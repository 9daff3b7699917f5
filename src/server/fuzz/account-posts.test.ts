import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { nextIp } from '../routes/forms/test-forms';
import { registerAndLogin, SAME_ORIGIN } from '../routes/accounts/test-accounts';
import { createTestApp } from '../test/helper';
import { ACCOUNT_WRITES } from './account-endpoints';
import { badTextString, hostileString } from './arbitraries';

// docs/product.md §6: the account writes, fed random JSON and malformed bodies (with and without a live
// session), never answer 5xx; an account is created only with a 201.

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'current_password',
  'new_password',
  'address',
  'province_id',
  'city_id',
  'postal_code',
  'birth_date',
  'gender',
  'token',
  'add',
  'remove',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie = '';
let login = { email: '', password: '' };

beforeAll(async () => {
  t = await createTestApp();
  const account = await registerAndLogin(t);
  cookie = account.cookie;
  login = { email: account.email, password: account.password };
  // Every write under /v2/account in the OpenAPI document is fuzzed here (a new one must be added).
  const writes = Object.entries((t.app.swagger() as unknown as OpenApi).paths).flatMap(([url, item]) =>
    Object.keys(item)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${url}`),
  );
  const accountWrites = writes.filter((w) => w.includes('/v2/account/') || w.includes('/v2/subscription/unsubscribe'));
  expect(accountWrites.sort()).toEqual(ACCOUNT_WRITES.map((w) => `${w.method} ${w.url}`).sort());
});
afterAll(() => t.close());

const countUsers = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

async function send(i: number, withCookie: boolean, contentType: string, payload: string) {
  const write = ACCOUNT_WRITES[i % ACCOUNT_WRITES.length]!;
  const before = await countUsers();
  const res = await t.app.inject({
    method: write.method,
    url: write.url,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': nextIp(),
      'content-type': contentType,
      ...(withCookie ? { cookie: `__Host-denka_session=${cookie}` } : {}),
    },
    payload,
  });
  const context = `${write.method} ${write.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode !== 201) expect(await countUsers(), context).toBe(before);
  return res.statusCode;
}

describe('account writes under random input', () => {
  it('random JSON objects built from the known field names: no 5xx, no account without a 201', async () => {
    const statuses: number[] = [];
    const body = fc.dictionary(
      fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FIELDS) }, fc.string({ maxLength: 10 })),
      fc.oneof(hostileString, fc.jsonValue({ maxDepth: 1 })),
      { maxKeys: 8 },
    );
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.boolean(), body, async (i, withCookie, json) => {
        statuses.push(await send(i, withCookie, 'application/json', JSON.stringify(json)));
      }),
      { numRuns: 120 },
    );
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(30); // it reached validation
  }, 120_000);

  it('every field of every account write, a NUL or lone surrogate spliced in: 400 on that field, nothing stored', async () => {
    const valid: Record<string, Record<string, string>> = {
      '/api/cms/v2/account/register': { name: 'Budi', email: 'baru@contoh.id', phone: '081234567890', password: 'rahasia-kamera-2' },
      '/api/cms/v2/account/login': login,
      '/api/cms/v2/account/password': { current_password: login.password, new_password: 'rahasia-kamera-3' },
      '/api/cms/v2/account/profile': {
        name: 'Budi S.',
        phone: '081298765432',
        address: 'Jl. Pluit 1',
        province_id: '31',
        city_id: '31.71',
        postal_code: '14450',
        birth_date: '1990-02-28',
        gender: 'male',
      },
      '/api/cms/v2/subscription/unsubscribe': { token: '1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' },
    };
    const writes = ACCOUNT_WRITES.filter((w) => valid[w.url]);
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), badTextString, async (i, j, bad) => {
        const index = ACCOUNT_WRITES.indexOf(writes[i % writes.length]!);
        const body = valid[ACCOUNT_WRITES[index]!.url]!;
        const field = Object.keys(body)[j % Object.keys(body).length]!;
        const status = await send(index, true, 'application/json', JSON.stringify({ ...body, [field]: bad }));
        expect(status, `${ACCOUNT_WRITES[index]!.url} ${field}`).toBe(400);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('malformed bodies and content types: no 5xx', async () => {
    const type = fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded');
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.boolean(), type, hostileString, async (i, withCookie, contentType, payload) => {
        await send(i, withCookie, contentType, payload);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
