import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp } from '../test/helper';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-headers-'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title>');
fs.writeFileSync(path.join(root, 'sw.js'), 'self.x=1');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ webRoot: root });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** The CSP as a map of directive → sources. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers (decision 110)', () => {
  it('sends a strict CSP and the companion headers on the shell, a client route, the API, the worker and a 404', async () => {
    for (const url of ['/', '/product-info/insta360-x5', '/api/cms/category', '/sw.js', '/api/cms/nope']) {
      const res = await t.app.inject({ url, headers: { accept: url.startsWith('/api') ? 'application/json' : 'text/html' } });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src'), url).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://tile.openstreetmap.org',
        'https://*.tile.openstreetmap.org',
      ]);
      expect(csp.get('frame-src'), url).toEqual(['https://www.google.com', 'https://www.youtube-nocookie.com']);
      expect(csp.get('worker-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/^geolocation=\(self\), camera=\(\), microphone=\(\)/);
      expect(res.headers['strict-transport-security'], `${url} over http`).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests when the request came over HTTPS (X-Forwarded-Proto)', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('lets only the Swagger UI run inline scripts', async () => {
    const docs = await t.app.inject({ url: '/api/cms/docs/static/index.html' });
    expect(directives(docs.headers['content-security-policy']).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const lookalike = await t.app.inject({ url: '/api/cms/docsx' });
    expect(directives(lookalike.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('reads the allowed hosts from validated configuration', () => {
    const config = loadConfig({
      CSP_MAP_TILE_ORIGINS: 'https://*.tiles.example.org  https://maps.example.org:8443',
      CSP_FRAME_ORIGINS: '',
    });
    expect(config.csp.mapTileOrigins).toEqual(['https://*.tiles.example.org', 'https://maps.example.org:8443']);
    expect(config.csp.frameOrigins).toEqual([]);
    expect(loadConfig({}).csp.scriptOrigins).toEqual([]);
    expect(() => loadConfig({ CSP_MAP_TILE_ORIGINS: 'http://tiles.example.org' })).toThrow(/CSP_MAP_TILE_ORIGINS/);
    expect(() => loadConfig({ CSP_SCRIPT_ORIGINS: "'unsafe-inline'" })).toThrow(/CSP_SCRIPT_ORIGINS/);
    expect(() => loadConfig({ CSP_FRAME_ORIGINS: 'https://a.org; script-src *' })).toThrow(/CSP_FRAME_ORIGINS/);
  });
});
