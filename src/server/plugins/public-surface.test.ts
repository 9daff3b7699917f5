import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/helper';
import { createTestWebRoot } from '../test/web-root';

// Nothing internal served (docs/decisions/110): source maps are not public, and absolute URLs (canonical,
// og:url, sitemap, robots) come from PUBLIC_URL or an allow-listed host — never from Host/X-Forwarded-Host.

let web: Awaited<ReturnType<typeof createTestWebRoot>>;
let open: TestApp; // no PUBLIC_URL (development), behind a trusted proxy
let fixed: TestApp; // PUBLIC_URL set
beforeAll(async () => {
  web = await createTestWebRoot();
  fs.mkdirSync(path.join(web.root, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(web.root, 'assets', 'index-abc123.js'), 'console.log(1);\n//# sourceMappingURL=index-abc123.js.map');
  fs.writeFileSync(path.join(web.root, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["../../src/secret.ts"]}');
  fs.writeFileSync(path.join(web.root, 'sw.js'), 'self.x=1');
  fs.writeFileSync(path.join(web.root, 'sw.js.map'), '{"version":3,"sources":["../src/sw.ts"]}');
  open = await createTestApp({ webRoot: web.root });
  fixed = await createTestApp({ webRoot: web.root, publicUrl: 'https://www.denka.co.id' });
});
afterAll(async () => {
  await open?.close();
  await fixed?.close();
  web?.remove();
});

const EVIL = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe('source maps', () => {
  it('/assets/*.map and /sw.js.map answer 404; the files themselves are served', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/sw.js.map', '/assets/INDEX-ABC123.JS.MAP', '/assets/index-abc123.js%2Emap']) {
      const res = await open.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('sources');
    }
    expect((await open.app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await open.app.inject({ url: '/sw.js' })).statusCode).toBe(200);
  });
});

describe('absolute URLs', () => {
  it('never reflect Host or X-Forwarded-Host: canonical, og:url, sitemap and robots', async () => {
    const page = await open.app.inject({ url: '/', headers: EVIL });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<link rel="canonical" href="https?:\/\/localhost\//);
    for (const url of ['/', '/sitemap.xml', '/robots.txt']) {
      const res = await open.app.inject({ url, headers: EVIL });
      expect(res.body, url).not.toContain('evil.example');
    }
  });

  it('an allow-listed host is used as asked (local development)', async () => {
    const res = await open.app.inject({ url: '/robots.txt', headers: { host: '127.0.0.1:4173' } });
    expect(res.body).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:4173\/sitemap\.xml$/m);
  });

  it('with PUBLIC_URL every absolute URL uses it, whatever the request says', async () => {
    const page = await fixed.app.inject({ url: '/', headers: EVIL });
    expect(page.body).toContain('<link rel="canonical" href="https://www.denka.co.id/');
    expect(page.body).not.toContain('evil.example');
    const sitemap = await fixed.app.inject({ url: '/sitemap.xml', headers: EVIL });
    expect(sitemap.body).toContain('https://www.denka.co.id/');
    expect(sitemap.body).not.toContain('evil.example');
  });

  it('PUBLIC_URL is required in production, with a clear start-up error', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://www.denka.co.id' }).publicUrl).toBe('https://www.denka.co.id');
    expect(loadConfig({ ALLOWED_HOSTS: 'localhost, Denka.Local' }).allowedHosts).toEqual(['localhost', 'denka.local']);
  });
});
