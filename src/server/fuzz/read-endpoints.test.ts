import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';
import { hostileString, INJECTIONS, queryString, queryValue, unknownParamName } from './arbitraries';

// Decision 150: every read endpoint, whatever its query string or path parameters, answers without a 5xx.
// The endpoints and their parameters come from the OpenAPI document, so a new route is fuzzed too.

type Operation = { path: string; params: string[]; pathParams: string[] };
type OpenApi = { paths: Record<string, { get?: { parameters?: Array<{ in: string; name: string }> } }> };

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const doc = t.app.swagger() as unknown as OpenApi;
  operations = Object.entries(doc.paths)
    .filter(([path, item]) => path.startsWith('/api/cms/') && item.get)
    .map(([path, item]) => ({
      path,
      params: (item.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      pathParams: (item.get?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
    }));
});
afterAll(async () => {
  await t.close();
});

/** Percent-encodes anything, a lone surrogate included (as the raw bytes a client could send: invalid UTF-8). */
function encodeAny(value: string): string {
  return value.replace(/[\s\S]/gu, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });
}

function url(op: Operation, pathValues: Record<string, string>, query: Record<string, string | string[]>) {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeAny(pathValues[name] ?? 'x').slice(0, 90) || 'x');
  return `${path}${queryString(query)}`;
}

async function get(target: string) {
  const res = await t.app.inject({ method: 'GET', url: target, headers: { 'accept-language': 'en' } });
  if (res.statusCode >= 500) throw new Error(`${target.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.statusCode;
}

describe('read endpoints under hostile query strings', () => {
  it('knows the API: dozens of GET operations, most with query parameters', () => {
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((op) => op.params.length > 0).length).toBeGreaterThan(15);
    expect(operations.map((op) => op.path)).toContain('/api/cms/v2/authorized_store');
  });

  it('every known parameter of every endpoint, with each injection-shaped value: no 5xx', async () => {
    const nasty = [...INJECTIONS.filter((_, i) => i % 3 === 0), 'a'.repeat(5000)];
    const codes = new Set<number>();
    for (const op of operations) {
      for (const name of op.params.length ? op.params : ['q']) {
        for (const value of nasty) codes.add(await get(url(op, {}, { [name]: value })));
        codes.add(await get(url(op, {}, { [name]: ['1', '2'] })));
      }
    }
    expect([...codes].every((c) => c < 500)).toBe(true);
    expect(codes.has(400)).toBe(true); // bad values are refused, not silently 200 everywhere
  }, 60_000);

  it('a NUL character in any parameter of any endpoint is a 400 (PostgreSQL takes none in text)', async () => {
    for (const op of operations) {
      for (const name of [...op.params, 'q']) expect(await get(url(op, {}, { [name]: `a\u0000b` })), `${op.path} ${name}`).toBe(400);
    }
    const search = await t.app.inject({ url: '/api/cms/v2/product/search?q=%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json<{ message: string }>().message).toMatch(/NUL/);
  }, 60_000);

  it('random endpoints with random known and unknown parameters: no 5xx', async () => {
    // The visitors' endpoints: the studio's answer 401 to a request without a staff session before any
    // parameter is read (the cases above still send them every hostile value), and would only dilute the
    // share of requests that reach a handler.
    const open = operations.filter((op) => !op.path.startsWith('/api/cms/studio/'));
    const opIndex = fc.nat({ max: 10_000 });
    const codes: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        opIndex,
        fc.array(fc.tuple(fc.nat(), queryValue), { maxLength: 4 }),
        fc.dictionary(unknownParamName, queryValue, { maxKeys: 3 }),
        fc.dictionary(fc.constantFrom('id', 'slug'), hostileString, { maxKeys: 2 }),
        async (i, known, unknown, pathValues) => {
          const op = open[i % open.length]!;
          const query: Record<string, string | string[]> = { ...unknown };
          // Not the studio's preview token every public read takes: a random one is refused (404) before the
          // handler runs, which would halve the reads that reach it on endpoints with few parameters
          // (src/server/studio/preview-pages.test.ts sends it every hostile value).
          const params = op.params.filter((name) => name !== 'preview');
          for (const [n, value] of known) if (params.length) query[params[n % params.length]!] = value;
          const values = Object.fromEntries(op.pathParams.map((name) => [name, pathValues.id ?? pathValues.slug ?? 'x']));
          codes.push(await get(url(op, values, query)));
        },
      ),
      { numRuns: 200 },
    );
    // The property reaches the handlers and the database, not only the validator.
    expect(codes.filter((c) => c === 200).length).toBeGreaterThan(20);
  }, 60_000);
});
