import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';

// Empty filters mean "no filter" (docs/decisions/150), as in the CMS the client can also point at: for every
// optional query parameter of every read endpoint, `?name=` answers exactly as if it were absent.

type Param = { in: string; name: string; required?: boolean };
type OpenApi = { paths: Record<string, { get?: { parameters?: Param[] } }> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: Array<{ path: string; optional: string[]; required: string[] }> = [];

beforeAll(async () => {
  t = await createTestApp();
  operations = Object.entries((t.app.swagger() as unknown as OpenApi).paths)
    .filter(([path, item]) => path.startsWith('/api/cms/') && item.get && !path.includes('{'))
    .map(([path, item]) => {
      const query = (item.get?.parameters ?? []).filter((p) => p.in === 'query');
      return {
        path,
        optional: query.filter((p) => !p.required).map((p) => p.name),
        required: query.filter((p) => p.required).map((p) => p.name),
      };
    });
});
afterAll(() => t?.close());

describe('empty optional read parameters', () => {
  it('v3/brands/fetch?slug_category= is 200, the same answer as without it', async () => {
    const empty = await t.app.inject({ url: '/api/cms/v3/brands/fetch?slug_category=' });
    const absent = await t.app.inject({ url: '/api/cms/v3/brands/fetch' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual(absent.json());
  });

  it('every optional parameter of every read endpoint, sent empty, answers as if absent', async () => {
    let checked = 0;
    for (const op of operations) {
      if (op.required.length > 0) continue; // needs a real value; its optional ones are checked below
      const absent = await t.app.inject({ url: op.path });
      for (const name of op.optional) {
        const empty = await t.app.inject({ url: `${op.path}?${encodeURIComponent(name)}=` });
        expect(empty.statusCode, `${op.path}?${name}=`).toBe(absent.statusCode);
        expect(empty.statusCode, `${op.path}?${name}=`).not.toBe(400);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  }, 60_000);

  it('a required parameter sent empty is still refused', async () => {
    const res = await t.app.inject({ url: '/api/cms/v2/warranty/check?serial_number=' });
    expect(res.statusCode).toBe(400);
  });

  it('a form POST keeps its empty fields (bodies are not touched)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/v2/inquiry/store?lang=en',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID(), 'x-forwarded-for': '10.200.0.1' },
      payload: JSON.stringify({ type: 'contact', name: '', email: 'a@contoh.id', phone: '081234567890', notes: 'x' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.name).toEqual(['This field is required.']);
  });
});
