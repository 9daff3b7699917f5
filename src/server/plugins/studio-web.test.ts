import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper';

// The staff studio's page (docs/decisions/250-staff-studio.md): studio.html for /studio and
// everything under it, never cached, never indexed; the public shell keeps every other path.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-studio-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
fs.writeFileSync(path.join(root, 'studio.html'), '<!doctype html><title>studio</title>');
fs.writeFileSync(path.join(root, 'assets', 'studio-main-abc123.js'), 'console.log(1);');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the studio page', () => {
  it('answers /studio and its client routes with studio.html, no-cache and noindex', async () => {
    for (const url of ['/studio', '/studio/', '/studio/login', '/studio/c/products/12?tab=en', '/studio.html']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>studio</title>');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      // The inbox's PDF preview: object URLs in a frame, on the studio page only (docs/decisions/310-submissions-in-the-studio.md).
      expect(String(res.headers['content-security-policy']), url).toMatch(/(^|; )frame-src [^;]*blob:/);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
    }
  });

  it('marks the studio files noindex and leaves the public pages alone', async () => {
    const asset = await t.app.inject({ url: '/assets/studio-main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/studiox', '/product-info/studio']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.body, url).toContain('<title>shell</title>');
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
      expect(String(res.headers['content-security-policy']).match(/(?:^|; )frame-src ([^;]*)/)?.[1], url).not.toContain('blob:');
    }
  });

  it('is a 404 when the build has no studio.html', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-studio-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>shell</title>');
    const other = await createTestApp({ webRoot: bare });
    try {
      const res = await other.app.inject({ url: '/studio', headers: { accept: 'text/html' } });
      expect(res.body).not.toContain('studio</title>');
      expect(res.headers['x-robots-tag']).toBeUndefined();
    } finally {
      await other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
