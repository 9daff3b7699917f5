import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { SubmissionResultSchema } from '@/contract/forms';
import {
  bytesToHold,
  JSON_BODY_BYTES,
  MAX_FORM_BODY_BYTES,
  UploadBudget,
  UPLOAD_RETRY_AFTER_SECONDS,
  UPLOADS_PER_CLIENT,
  WriteGate,
} from '@/server/submissions/upload-limits';
import { useTestApp } from '@/server/test/helper';
import { careerFields, countStored, encodeForm, nextIp, PDF, type TestFile } from './test-forms';

// Uploads that cannot freeze the server (docs/decisions/090-form-intake.md): the bytes every upload in flight
// holds are capped server-wide, and a request past the cap is a 503 with Retry-After before its body is read —
// never a queue in memory. The cap is lowered here to two ~40 kB CVs' worth so the test stays cheap.

const CAP = 100 * 1024;
const t = useTestApp({ uploadConcurrentBytes: CAP });
const URL = '/api/cms/v2/lowongan_kerja/store?lang=en';
const CV: TestFile = { field: 'cv', name: 'cv.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(60 * 1024, 0x20)]), type: 'application/pdf' };

async function application() {
  return encodeForm(await careerFields(t.db), [CV]);
}

const headersOf = (form: { body: Buffer; contentType: string }) => ({
  'content-type': form.contentType,
  'content-length': String(form.body.length),
  'idempotency-key': randomUUID(),
  'x-forwarded-for': nextIp(),
});

/** Waits until `check` holds (the server has read a request's head, or let go of its bytes). */
async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!check()) throw new Error(`timed out waiting until ${what}`);
}
const inFlight = () => t.app.uploads.budget.inUse;

describe('the cap on upload bytes in flight', () => {
  it('answers 503 with Retry-After while other uploads hold the cap, reads and stores nothing of it, and admits again once they are done', async () => {
    const form = await application();
    expect(form.body.length * 2).toBeGreaterThan(CAP);
    const before = await countStored(t.db);
    // A first upload whose body is still arriving holds its bytes.
    const slow = new PassThrough();
    const first = t.app.inject({ method: 'POST', url: URL, headers: headersOf(form), payload: slow });
    slow.write(form.body.subarray(0, 1000));
    await until(() => inFlight() > 0, 'the first upload is admitted');
    expect(inFlight()).toBe(form.body.length);

    const refused = await t.app.inject({ method: 'POST', url: URL, headers: headersOf(form), payload: form.body });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    expect(ErrorSchema.parse(refused.json()).message).toMatch(/busy/i);
    expect(await countStored(t.db)).toEqual(before);

    slow.end(form.body.subarray(1000));
    const stored = await first;
    expect(stored.statusCode).toBe(201);
    SubmissionResultSchema.parse(stored.json());
    expect(inFlight()).toBe(0);
    const after = await t.app.inject({ method: 'POST', url: URL, headers: headersOf(form), payload: form.body });
    expect(after.statusCode).toBe(201);
    expect((await countStored(t.db)).submissions).toBe(before.submissions + 2);
  });

  it('an upload the client abandons half-way stores nothing and gives its bytes back', async () => {
    const form = await application();
    const before = await countStored(t.db);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const head = Object.entries({ host: '127.0.0.1', ...headersOf(form) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${URL} HTTP/1.1\r\n${head}\r\n`);
    socket.write(form.body.subarray(0, Math.floor(form.body.length / 2)));
    await until(() => inFlight() > 0, 'the abandoned upload is admitted');
    // While it is in flight it holds the cap like any other upload.
    expect((await t.app.inject({ method: 'POST', url: URL, headers: headersOf(form), payload: form.body })).statusCode).toBe(503);
    socket.destroy();
    await until(() => inFlight() === 0, 'the abandoned upload lets go of its bytes');
    expect(await countStored(t.db)).toEqual(before);
    expect((await t.app.inject({ method: 'POST', url: URL, headers: headersOf(form), payload: form.body })).statusCode).toBe(201);
  });

  it('a body declared longer than any form can be is a 413 before it is read', async () => {
    const before = await countStored(t.db);
    const never = new PassThrough();
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        ...headersOf({ body: Buffer.alloc(0), contentType: 'multipart/form-data; boundary=x' }),
        'content-length': String(MAX_FORM_BODY_BYTES + 1),
      },
      payload: never,
    });
    never.end();
    expect(response.statusCode).toBe(413);
    expect(ErrorSchema.parse(response.json()).errors?.cv?.[0]).toMatch(/5 MB/);
    expect(inFlight()).toBe(0);
    expect(await countStored(t.db)).toEqual(before);
  });
});

describe('what one client can hold', () => {
  it('a client address has at most UPLOADS_PER_CLIENT form bodies in flight (the next is a 429 with Retry-After); another address still gets in', async () => {
    const form = await application();
    const ip = nextIp();
    const slow = [new PassThrough(), new PassThrough()];
    const held = slow.map((stream) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { ...headersOf({ ...form, body: Buffer.alloc(10) }), 'content-length': '10', 'x-forwarded-for': ip },
        payload: stream,
      }),
    );
    slow.forEach((stream) => stream.write(Buffer.alloc(1)));
    await until(() => inFlight() === 20, 'both slow bodies are admitted');
    expect(UPLOADS_PER_CLIENT).toBe(2);
    const third = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...headersOf(form), 'x-forwarded-for': ip },
      payload: form.body,
    });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe(String(UPLOAD_RETRY_AFTER_SECONDS));
    const other = await t.app.inject({ method: 'POST', url: URL, headers: headersOf(form), payload: form.body });
    expect(other.statusCode).toBe(201);
    slow.forEach((stream) => stream.end());
    await Promise.all(held);
    expect(inFlight()).toBe(0);
  });

  it('a form body holds what its kind can be: a JSON body (declared or chunked) at most the JSON limit, a multipart one the form limit', () => {
    expect(bytesToHold(undefined, 'application/json')).toBe(JSON_BODY_BYTES);
    expect(bytesToHold(undefined, undefined)).toBe(JSON_BODY_BYTES);
    expect(bytesToHold('5000000', 'application/json; charset=utf-8')).toBe(JSON_BODY_BYTES);
    expect(bytesToHold('150', 'application/json')).toBe(150);
    expect(bytesToHold(undefined, 'multipart/form-data; boundary=x')).toBe(MAX_FORM_BODY_BYTES);
    expect(bytesToHold('4096', 'Multipart/Form-Data; boundary=x')).toBe(4096);
    expect(bytesToHold('-1', 'multipart/form-data; boundary=x')).toBe(MAX_FORM_BODY_BYTES);
  });

  it('UploadBudget counts each client apart and gives a released place back once', () => {
    const budget = new UploadBudget(100);
    const a1 = budget.reserve(10, 'a')!;
    const a2 = budget.reserve(10, 'a')!;
    expect(budget.clientFull('a')).toBe(true);
    expect(budget.reserve(10, 'a')).toBeUndefined();
    expect(budget.reserve(10, 'b')).toBeTypeOf('function');
    a1();
    a1();
    expect(budget.inUse).toBe(20);
    expect(budget.reserve(10, 'a')).toBeTypeOf('function');
    expect(budget.reserve(10, 'a')).toBeUndefined();
    a2();
    expect(budget.reserve(81, 'c')).toBeUndefined(); // 20 + 81 > 100 while others hold bytes
    expect(budget.reserve(80, 'c')).toBeTypeOf('function');
  });
});

describe('WriteGate', () => {
  it('runs at most its width of tasks at once, the rest in arrival order', async () => {
    const gate = new WriteGate(1);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        gate.run(async () => {
          most = Math.max(most, ++running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(n);
          running--;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
  });
});
