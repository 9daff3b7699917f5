import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { href, routeKeys, routes, type RouteDef } from './routes';
import { ROUTE_READS } from './route-reads';

// The route table's own rules (docs/decisions/200-code-structure.md).

const table = routes as Record<string, RouteDef>;

describe('route table', () => {
  it('has one route per path, and only the last one is the /:hash catch-all', () => {
    const all = routeKeys.map((key) => table[key]!.path);
    expect(new Set(all).size).toBe(all.length);
    expect(all.filter((p) => /^\/:[^/]+$/.test(p))).toEqual(['/:hash']);
    expect(all.at(-1)).toBe('/:hash');
  });

  it('names page modules that exist, and first-screen reads whose parameters the route has', () => {
    for (const key of routeKeys) {
      const route = table[key]!;
      if (route.page) {
        const file = ['.tsx', '.ts'].map((ext) => path.resolve('src', route.page + ext)).find((f) => fs.existsSync(f));
        expect(file, `${key}: src/${route.page}`).toBeDefined();
      }
      for (const read of ROUTE_READS[key] ?? []) {
        for (const value of Object.values(read.query ?? {})) {
          if (typeof value === 'string' && value.startsWith(':'))
            expect(route.path.split('/'), `${key}: ${read.endpoint.path}`).toContain(value);
        }
      }
    }
  });

  it('builds hrefs with every parameter percent-encoded', () => {
    expect(href('home')).toBe('/');
    expect(href('productInfo', { slug: 'a b/c?d' })).toBe('/product-info/a%20b%2Fc%3Fd');
    expect(href('brandAll', { slug: 'insta360' })).toBe('/brand/all/insta360');
    expect(href('serviceGaransi')).toBe('/service&garansi');
  });
});
