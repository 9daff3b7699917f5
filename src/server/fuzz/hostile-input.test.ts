import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeKeys, routes } from '@/contract/routes';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { WEB_VITALS_BEACON_MAX_BYTES } from '@/contract/web-vitals-terms';
import { MAX_JSON_DEPTH } from '../plugins/input-limits';
import { nextIp } from '../routes/forms/test-forms';
import { SAME_ORIGIN, staffSession } from '../studio/test-studio';
import { createTestApp, type TestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';
import { BAD_PATH_SEGMENTS, deepJson, nestedJson } from './arbitraries';

// Hostile input that reached a 500 (plugins/input-limits.ts, decision 150): a NUL or an escape that is not UTF-8
// in the path of any page, API route or /media file, and a JSON body nested thousands of levels deep on any
// write. Every route comes from the route table and the OpenAPI document, so a new one is covered too.

type OpenApi = { paths: Record<string, Record<string, unknown>> };

// Stands in for the build's server bundle: renders from the URL, as the app does.
const RENDERER = `export async function render({ url }) { return { html: '<p>' + encodeURI(url) + '</p>', state: '{}' }; }`;

let t: TestApp;
let web: Awaited<ReturnType<typeof createTestWebRoot>>;
let doc: OpenApi;
beforeAll(async () => {
  web = await createTestWebRoot({ renderer: RENDERER });
  t = await createTestApp({ webRoot: web.root, apiCacheTtlMs: 60_000, studioScheduleMs: 0 });
  doc = t.app.swagger() as unknown as OpenApi;
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

/** Every path of the site a request can name with one segment of its own: pages, API reads, media, assets, the studio. */
function pathsWith(segment: string): string[] {
  const pages = routeKeys.flatMap((key) => {
    const path = routes[key].path;
    return path.includes(':') ? [path.replace(/:\w+/g, segment)] : [`${path.replace(/\/$/, '')}/${segment}`];
  });
  const api = Object.entries(doc.paths)
    .filter(([, item]) => 'get' in item)
    .map(([path]) => (path.includes('{') ? path.replace(/\{\w+\}/g, segment) : `${path}/${segment}`));
  const files = [
    '/media/',
    '/media/products/',
    '/media/studio/',
    `/media/studio/00000000-0000-0000-0000-000000000000/`,
    '/assets/',
    '/studio/',
    '/',
  ];
  return [...new Set([...pages, ...api, ...files.map((prefix) => `${prefix}${segment}`), `/${segment}/x`])];
}

describe('a path no route can take', () => {
  it('NUL and escapes that are not UTF-8 in any path: 400 or 404, never a 5xx, in HTML and JSON, cached or not', async () => {
    let sent = 0;
    for (const segment of BAD_PATH_SEGMENTS) {
      for (const path of pathsWith(segment)) {
        for (const accept of ['text/html', 'application/json']) {
          for (const url of [path, `${path}?lang=en`]) {
            const res = await t.app.inject({ url, headers: { accept } });
            sent++;
            expect([400, 404], `${url} (${accept}) → ${res.statusCode} ${res.body.slice(0, 120)}`).toContain(res.statusCode);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(3_000);
  }, 120_000);

  it('a NUL in a page path is refused before the page is read', async () => {
    for (const url of ['/product-info/%00', '/product-category/a%00b', '/brand/%00', '/berita_detail/%00', '/media/%00.webp']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'Invalid path: not UTF-8, or a NUL character' });
    }
    // A percent sign that is itself escaped is text like any other: the page's own 404.
    expect((await t.app.inject({ url: '/product-info/%2500', headers: { accept: 'text/html' } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/product-info/kamera-%E2%9C%93', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});

/** The beacon takes 2 kB at most (src/contract/web-vitals-terms.ts): a larger body is refused as too large before it is read. */
const tooLarge = (url: string, payload: string) =>
  url === '/api/cms/v2/web-vitals' && Buffer.byteLength(payload) > WEB_VITALS_BEACON_MAX_BYTES;

describe('JSON nested deeper than any body of ours', () => {
  it(`every write of the API (forms, accounts, the studio with a session) answers 400 above ${MAX_JSON_DEPTH} levels, before anything walks it`, async () => {
    const staff = await staffSession(t, 'admin');
    const writes = Object.entries(doc.paths).flatMap(([path, item]) =>
      ['post', 'put', 'patch', 'delete'].filter((m) => m in item).map((method) => ({ method, path })),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const { method, path } of writes) {
      const url = path
        .replace(/\{id\}/g, '1')
        .replace(/\{collection\}/g, 'products')
        .replace(/\{\w+\}/g, '1');
      for (const depth of [MAX_JSON_DEPTH + 1, 5_000, 100_000]) {
        const res = await t.app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: {
            ...SAME_ORIGIN,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            'x-forwarded-for': nextIp(),
            cookie: `${STAFF_COOKIE}=${staff.cookie}`,
          },
          payload: `{"name":${nestedJson(depth, 'mixed', '"x"')}}`,
        });
        const payload = `{"name":${nestedJson(depth, 'mixed', '"x"')}}`;
        if (tooLarge(url, payload)) {
          expect(res.statusCode, `${method} ${url} depth ${depth} → ${res.body.slice(0, 200)}`).toBe(413);
          continue;
        }
        expect(res.statusCode, `${method} ${url} depth ${depth} → ${res.body.slice(0, 200)}`).toBe(400);
        expect(res.json().message, url).toMatch(/nested deeper than 32 levels/);
      }
    }
  }, 120_000);

  it(`${MAX_JSON_DEPTH} levels are still read (the limit refuses nesting only)`, async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cms/v2/inquiry/store',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
      payload: `{"type":"contact","name":${nestedJson(MAX_JSON_DEPTH - 1, 'array', '"x"')}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.name, res.body).toBeDefined(); // refused by the form's schema, field by field
    // Brackets inside strings are text, not nesting.
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/cms/v2/inquiry/store',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
      payload: JSON.stringify({ type: 'contact', name: '['.repeat(500), notes: '{"\\"'.repeat(200) }),
    });
    expect(text.json().message ?? '', text.body).not.toMatch(/nested/);
  });

  it('random deep bodies on the form POSTs: never a 5xx', async () => {
    const posts = Object.entries(doc.paths)
      .filter(([path, item]) => 'post' in item && path.startsWith('/api/cms/v2/'))
      .map(([path]) => path);
    await fc.assert(
      fc.asyncProperty(fc.nat(), deepJson, async (i, payload) => {
        const url = posts[i % posts.length]!;
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...SAME_ORIGIN, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
          payload,
        });
        expect(res.statusCode, `${url} → ${res.body.slice(0, 200)}`).toBe(tooLarge(url, payload) ? 413 : 400);
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
