import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import responseCache from './response-cache';
import { acceptedEncoding } from './response-cache-store';

// Decision 140: under load a miss renders once, an expired entry is served while one
// request refreshes it, and a hit's compressed body is made once per encoding.
const TTL_MS = 200;
let renders = 0;
const gate: { open?: () => void } = {};
const openGate = () => gate.open?.();
const app = Fastify();

beforeAll(async () => {
  await app.register(responseCache, { ttlMs: TTL_MS });
  await app.register(compress, { threshold: 1024 });
  app.get('/api/cms/slow', async () => {
    renders++;
    if (gate.open === undefined) await new Promise<void>((resolve) => (gate.open = resolve));
    return { n: renders, text: 'x'.repeat(4000) };
  });
  app.get('/api/cms/fast', async () => ({ n: ++renders, text: 'y'.repeat(4000) }));
  await app.ready();
});
afterAll(() => app.close());

describe('API read cache under load', () => {
  it('renders a missing entry once however many requests ask for it at the same time', async () => {
    renders = 0;
    delete gate.open;
    const pending = Array.from({ length: 20 }, () => app.inject({ url: '/api/cms/slow' }));
    await new Promise((r) => setTimeout(r, 20));
    openGate();
    const answers = await Promise.all(pending);
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.headers['x-cache'] === 'HIT')).toHaveLength(19);
  });

  it('serves the expired copy while one request refreshes it', async () => {
    renders = 0;
    gate.open = () => {};
    const first = await app.inject({ url: '/api/cms/fast' });
    await new Promise((r) => setTimeout(r, TTL_MS + 20));
    const [refresh, meanwhile] = await Promise.all([app.inject({ url: '/api/cms/fast' }), app.inject({ url: '/api/cms/fast' })]);
    expect(renders).toBe(2);
    expect(refresh.headers['x-cache']).toBeUndefined();
    expect(meanwhile.headers['x-cache']).toBe('STALE');
    expect(meanwhile.body).toBe(first.body);
    const after = await app.inject({ url: '/api/cms/fast' });
    expect(after.body).toBe(refresh.body);
    expect(after.headers['x-cache']).toBe('HIT');
  });

  it('sends a hit compressed as the client accepts it, with the same bytes inside', async () => {
    const plain = await app.inject({ url: '/api/cms/fast' });
    const br = await app.inject({ url: '/api/cms/fast', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await app.inject({ url: '/api/cms/fast', headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('gzip, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
  });
});
