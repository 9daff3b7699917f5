import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';
import { searchTerm } from './web';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
fs.writeFileSync(path.join(root, 'sw.js'), 'self.x=1;'.repeat(200));
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));
fs.writeFileSync(path.join(root, 'assets', 'small-abc123.js'), 'console.log(1);');
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js.map'), '{}'.repeat(2000));
// The build's own step (npm run build:web): .br and .gz beside each text file (docs/decisions/112-start-up-and-the-shell.md).
execFileSync(process.execPath, [path.resolve('scripts/precompress.mjs'), root]);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('serving the built PWA', () => {
  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli or gzip file as it is, with the headers of the file it stands for", async () => {
    const original = fs.readFileSync(path.join(root, 'assets', 'index-abc123.js'), 'utf8');
    expect(fs.existsSync(path.join(root, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'assets', 'small-abc123.js.br'))).toBe(false); // under 1 KiB
    expect(fs.existsSync(path.join(root, 'assets', 'index-abc123.js.map.br'))).toBe(false); // maps are never served
    const br = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    // The build's bytes, not a compression made for this request.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(root, 'assets', 'index-abc123.js.br')))).toBe(true);
    const gz = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);
    const plain = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
    // The worker's variant keeps the worker's own caching: revalidated on every visit.
    const worker = await t.app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the shell and the service worker', async () => {
    for (const url of ['/', '/sw.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers client-side routes with the shell', async () => {
    const res = await t.app.inject({ url: '/product-info/insta360-x4?x=1', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps API and missing files as JSON 404s', async () => {
    for (const url of ['/api/cms/nope', '/assets/missing-123.js', '/media/none.webp']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
  });
});

describe("the header's search form without scripts (docs/decisions/113-first-screen.md)", () => {
  it('answers /search?q=… with the results page of that term, keeping the language', async () => {
    const res = await t.app.inject({ url: '/search?q=%20lark%20m2s%20&lang=en' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/search/lark%20m2s?lang=en');
    const odd = await t.app.inject({ url: `/search?q=${encodeURIComponent(' a/../b ')}&q=second&lang=xx` });
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toBe('/search/a%2F..%2Fb');
    // NUL is refused before any route (plugins/input-limits.ts); broken UTF-8 stays the literal text it was sent as.
    const nul = await t.app.inject({ url: '/search?q=a%00b' });
    expect(nul.statusCode).toBe(400);
    const broken = await t.app.inject({ url: '/search?q=a%ED%A0%80' });
    expect(broken.headers.location).toBe('/search/a%25ED%25A0%2580');
  });

  it('/search without a term is the search page itself', async () => {
    for (const url of ['/search', '/search?q=', '/search?q=%20%20', '/search?q[a]=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
  });
});

describe('searchTerm', () => {
  it('keeps a 100-character term, whole characters only, and nothing that is not text', () => {
    expect(searchTerm('📷'.repeat(120))).toBe('📷'.repeat(100));
    expect(searchTerm(['x', 'y'])).toBe('x');
    expect(searchTerm({ a: 1 })).toBe('');
    expect(searchTerm('\u0000\u001f')).toBe('');
  });
});
