import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { fillPath, type Endpoint } from '@/contract/endpoints/define';
import { COLLECTION_KEYS } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { auditLog, products } from '../db/schema';
import { badTextString, hostileString } from '../fuzz/arbitraries';
import { createTestApp, type TestApp } from '../test/helper';
import { call, productDraft, staffSession } from './test-studio';

// The studio's JSON writes under random input, as an administrator (who passes every guard): never a 5xx,
// and nothing reaches the public tables without a 2xx (docs/decisions/250-staff-studio.md).
let t: TestApp;
let cookie = '';
let id = 0;
const JSON_WRITES = ALL_ENDPOINTS.filter((e) => e.tag === 'studio' && e.method !== 'GET' && 'encoding' in e && e.encoding === 'json');

beforeAll(async () => {
  t = await createTestApp({ studioScheduleMs: 0 });
  cookie = (await staffSession(t, 'admin')).cookie;
  const created = await call(t, 'studio/collections/products', {
    method: 'POST',
    cookie,
    body: { data: productDraft({ name: 'Kamera Fuzz' }) },
  });
  id = created.json().data.id;
});
afterAll(() => t?.close());

const fieldNames = [
  ...new Set(COLLECTION_KEYS.flatMap((key) => COLLECTIONS[key].fields.flatMap((f) => [f.name, ...(f.en ? [f.en] : [])]))),
];
const value = fc.oneof(
  hostileString,
  badTextString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const data = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), hostileString), value, { maxKeys: 8 });
const body = fc.oneof(
  fc.record({ data, version: fc.oneof(fc.integer(), hostileString, fc.constant(1)) }, { requiredKeys: [] }),
  fc.record(
    {
      email: hostileString,
      name: hostileString,
      role: hostileString,
      password: hostileString,
      disabled: value,
      publish_at: hostileString,
      unpublish_at: hostileString,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);
const countPublic = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;

describe('studio writes under random input', () => {
  it('lists the JSON writes it fuzzes', () => {
    expect(JSON_WRITES.length).toBeGreaterThanOrEqual(10);
  });

  it('random bodies on every studio JSON write: no 5xx, nothing published without a 2xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.constantFrom(...COLLECTION_KEYS), body, async (i, collection, payload) => {
        const endpoint = JSON_WRITES[i % JSON_WRITES.length]! as Endpoint;
        const url = fillPath(endpoint.path, { collection, id, n: 1 });
        const before = await countPublic();
        const res = await call(t, url, { method: endpoint.method, cookie, raw: JSON.stringify(payload) ?? 'null' });
        const context = `${endpoint.method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        expect(res.statusCode, context).toBeLessThan(500);
        if (res.statusCode >= 300 && collection === 'products') expect(await countPublic(), context).toBe(before);
      }),
      { numRuns: 150 },
    );
    const [audits] = await t.db.select({ n: count() }).from(auditLog);
    expect(audits!.n).toBeGreaterThan(0);
  });
});
