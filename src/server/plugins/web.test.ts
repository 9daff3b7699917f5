import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
fs.writeFileSync(path.join(root, 'sw.js'), 'self.x=1');
fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log(1);'.repeat(200));

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
