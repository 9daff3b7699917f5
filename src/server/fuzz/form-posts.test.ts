import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CareerApplicationSchema,
  GiveawayRegistrationSchema,
  HONEYPOT_FIELD,
  InquirySchema,
  LotteryEntrySchema,
  QuoteDecisionSchema,
  SupportRequestSchema,
} from '@/contract/forms';
import { ProductRegistrationSchema, SubscriptionSchema, WarrantyActivationSchema } from '@/contract/accounts';
import { ACCOUNT_WRITES } from './account-endpoints';
import { countStored, nextIp, PDF, PNG, postForm } from '../routes/forms/test-forms';
import { createTestApp } from '../test/helper';
import { badTextString, deepJson, hostileString } from './arbitraries';
import { validFormBodies, type ValidForm } from './valid-bodies';

// Decision 150: every form POST, fed random multipart and JSON bodies, never answers 5xx, and stores
// nothing unless it answers 201 — and then exactly one submission (or none: the honeypot).

type OpenApi = { paths: Record<string, { post?: unknown }> };

/** Field names a schema knows (objects, unions of objects, refined objects). */
function fieldNames(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion)
    return [...new Set(schema.options.flatMap((o) => fieldNames(o as z.ZodType)))];
  if (schema instanceof z.ZodPipe) return fieldNames(schema.in as z.ZodType);
  return [];
}

const FORMS: Record<string, { schema: z.ZodType; file?: string }> = {
  '/api/cms/v2/inquiry/store': { schema: InquirySchema },
  '/api/cms/v2/lowongan_kerja/store': { schema: CareerApplicationSchema, file: 'cv' },
  '/api/cms/v2/campaign/store_entry': { schema: LotteryEntrySchema, file: 'invoice' },
  '/api/cms/v2/giveaway/registration': { schema: GiveawayRegistrationSchema },
  '/api/cms/v2/support/store': { schema: SupportRequestSchema, file: 'photo' },
  '/api/cms/v2/support/quote': { schema: QuoteDecisionSchema },
  '/api/cms/v2/product-registration': { schema: ProductRegistrationSchema, file: 'invoice' },
  '/api/cms/v2/warranty/activation': { schema: WarrantyActivationSchema },
  '/api/cms/v2/subscription': { schema: SubscriptionSchema },
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let endpoints: Array<{ url: string; fields: string[]; file: string | undefined }> = [];
let valid: Array<[string, ValidForm]> = [];

beforeAll(async () => {
  t = await createTestApp();
  const accountUrls = new Set<string>(ACCOUNT_WRITES.map((w) => w.url)); // JSON, fuzzed in account-posts.test.ts
  const posts = Object.entries((t.app.swagger() as unknown as OpenApi).paths)
    // The studio's writes are JSON behind a staff session, fuzzed in src/server/studio/fuzz.test.ts.
    // The status lookup is JSON outside the form pipeline, fuzzed in src/server/notify/status.test.ts; so is the
    // measurement beacon, in src/server/routes/web-vitals/web-vitals.test.ts.
    .filter(
      ([url, item]) =>
        item.post &&
        !accountUrls.has(url) &&
        !url.startsWith('/api/cms/studio/') &&
        url !== '/api/cms/v2/submission/status' &&
        url !== '/api/cms/v2/web-vitals',
    )
    .map(([url]) => url);
  // A form endpoint added later must be added to FORMS, or this fails.
  expect(posts.sort()).toEqual(Object.keys(FORMS).sort());
  endpoints = posts.map((url) => ({ url, fields: [...fieldNames(FORMS[url]!.schema), 'type', 'lang'], file: FORMS[url]!.file }));
  valid = Object.entries(await validFormBodies(t));
  expect(valid.map(([url]) => url).sort()).toEqual(posts.sort()); // a valid body for every form POST
});
afterAll(async () => {
  await t.close();
});

const fieldsArb = (names: readonly string[]) =>
  fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, fc.string({ maxLength: 12 })), hostileString, {
    maxKeys: 12,
  });

const keyArb = fc.oneof({ weight: 9, arbitrary: fc.constant(null) }, hostileString); // null: a fresh valid key
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.concat([PDF.subarray(0, 9), Buffer.from(b)])),
  fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.concat([PNG.subarray(0, 8), Buffer.from(b)])),
);

type Sent = { status: number; body: string };

/** Posts, and checks the invariant: no 5xx; stored rows change only with a 201, and then by one at most. */
async function postAndCheck(url: string, send: () => Promise<Sent>) {
  const before = await countStored(t.db);
  const res = await send();
  const after = await countStored(t.db);
  const context = `${url} → ${res.status} ${res.body.slice(0, 300)}`;
  expect(res.status, context).toBeLessThan(500);
  if (res.status === 201) {
    expect(after.submissions - before.submissions, context).toBeLessThanOrEqual(1);
  } else {
    expect(after, context).toEqual(before);
  }
  return res.status;
}

function headers(key: string | null, extra: Record<string, string> = {}) {
  return { 'idempotency-key': key ?? randomUUID(), 'x-forwarded-for': nextIp(), ...extra };
}

describe('form POSTs under random input', () => {
  it('multipart with random fields and files: no 5xx, nothing stored unless 201', async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), keyArb, fc.option(fileBytes), async (i, j, key, bytes) => {
        const endpoint = endpoints[i % endpoints.length]!;
        const fields = fc.sample(fieldsArb(endpoint.fields), { numRuns: 1, seed: j })[0]!;
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        if (bytes) form.append(endpoint.file ?? 'file', new Blob([new Uint8Array(bytes)]), `x${j % 7}.pdf`);
        const encoded = new Response(form);
        const payload = Buffer.from(await encoded.arrayBuffer());
        statuses.push(
          await postAndCheck(endpoint.url, async () => {
            const res = await t.app.inject({
              method: 'POST',
              url: endpoint.url,
              headers: headers(key, { 'content-type': encoded.headers.get('content-type')! }),
              payload,
            });
            return { status: res.statusCode, body: res.body };
          }),
        );
      }),
      { numRuns: 150 },
    );
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThan(50); // it reached validation
  }, 60_000);

  it('JSON with random fields and random JSON values: no 5xx, nothing stored unless 201', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.oneof(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 })), fc.jsonValue({ maxDepth: 3 })),
        fc.nat(),
        keyArb,
        async (i, randomJson, j, key) => {
          const endpoint = endpoints[i % endpoints.length]!;
          const known = fc.sample(fieldsArb(endpoint.fields), { numRuns: 1, seed: j })[0]!;
          const body =
            j % 2 === 0 && randomJson && typeof randomJson === 'object' && !Array.isArray(randomJson)
              ? { ...randomJson, ...known }
              : randomJson;
          await postAndCheck(endpoint.url, async () => {
            const res = await t.app.inject({
              method: 'POST',
              url: endpoint.url,
              headers: headers(key, { 'content-type': 'application/json' }),
              payload: JSON.stringify(body),
            });
            return { status: res.statusCode, body: res.body };
          });
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('JSON nested deeper than any form (up to 100,000 levels): 400 before anything walks it, nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), deepJson, keyArb, async (i, payload, key) => {
        const endpoint = endpoints[i % endpoints.length]!;
        const status = await postAndCheck(endpoint.url, async () => {
          const res = await t.app.inject({
            method: 'POST',
            url: endpoint.url,
            headers: headers(key, { 'content-type': 'application/json' }),
            payload,
          });
          return { status: res.statusCode, body: res.body };
        });
        expect(status, endpoint.url).toBe(400);
      }),
      { numRuns: 40 },
    );
  }, 60_000);

  it('malformed bodies and content types: no 5xx, nothing stored', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'multipart/form-data',
      'multipart/form-data; boundary=----x',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/octet-stream',
      'image/png',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        contentType,
        fc.oneof(
          hostileString,
          fc.uint8Array({ maxLength: 4096 }).map((b) => Buffer.from(b).toString('latin1')),
        ),
        async (i, type, payload) => {
          const endpoint = endpoints[i % endpoints.length]!;
          await postAndCheck(endpoint.url, async () => {
            const res = await t.app.inject({
              method: 'POST',
              url: endpoint.url,
              headers: headers(null, { 'content-type': type }),
              payload,
            });
            return { status: res.statusCode, body: res.body };
          });
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('every body field of every POST, a NUL or lone surrogate spliced in: 400 on that field, nothing stored', async () => {
    const WRAPPED = new Set(['/api/cms/v2/campaign/store_entry', '/api/cms/v2/giveaway/registration']);
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.nat(), badTextString, fc.boolean(), async (i, j, bad, json) => {
        const [url, form] = valid[i % valid.length]!;
        const names = [...Object.keys(form.fields), ...(form.file ? ['(file name)'] : [])];
        const field = names[j % names.length]!;
        // FormData turns a lone surrogate into U+FFFD (USVString): multipart can only carry the NUL.
        const asJson = field !== '(file name)' && (json || /[\ud800-\udfff]/.test(bad));
        let body = '';
        const status = await postAndCheck(url, async () => {
          if (asJson) {
            const res = await t.app.inject({
              method: 'POST',
              url,
              headers: headers(null, { 'content-type': 'application/json' }),
              payload: JSON.stringify({ ...form.fields, [field]: bad }),
            });
            body = res.body;
            return { status: res.statusCode, body: res.body };
          }
          const nul = bad.replace(/[\ud800-\udfff]/g, '\u0000');
          const fields = field === '(file name)' ? form.fields : { ...form.fields, [field]: nul };
          const files = form.file ? [field === '(file name)' ? { ...form.file, name: `a${nul}.pdf` } : form.file] : [];
          const res = await postForm(t, url.replace('/api/cms/', ''), fields, { files, ip: nextIp() });
          body = res.body;
          return { status: res.statusCode, body: res.body };
        });
        expect(status, `${url} ${field}`).toBe(400);
        const parsed = JSON.parse(body) as { data?: { errors?: Record<string, string[]> }; errors?: Record<string, string[]> };
        const errors = WRAPPED.has(url) ? parsed.data?.errors : parsed.errors;
        expect(errors?.[field === '(file name)' ? form.file!.field : field]?.[0], `${url} ${field}`).toMatch(/karakter yang tidak valid/);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('a filled honeypot is answered like a success and stores nothing (a control for the invariant)', async () => {
    const endpoint = endpoints[0]!;
    const status = await postAndCheck(endpoint.url, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: endpoint.url,
        headers: headers(null, { 'content-type': 'application/json' }),
        payload: JSON.stringify({ [HONEYPOT_FIELD]: 'bot' }),
      });
      return { status: res.statusCode, body: res.body };
    });
    expect(status).toBe(201);
  });
});
