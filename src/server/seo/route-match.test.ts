import { describe, expect, it } from 'vitest';
import { createRouteMatcher } from './route-match';
import type { RouteMeta } from './route-meta';

const text = { id: 'x', en: 'x' };
const routes: RouteMeta[] = [
  '/',
  '/brand/:slug',
  '/brand/all/:slug',
  '/b2b',
  '/b2b/thank-you-for-register',
  '/service&garansi',
  '/:hash',
].map((path) => ({ key: path, path, layout: 'main', title: text, description: text }));
const match = createRouteMatcher(routes);

describe('route matching (ranked like React Router, decision 010)', () => {
  it('prefers static segments and sends only other one-segment paths to /:hash', () => {
    expect(match('/brand/all/insta360')?.route.path).toBe('/brand/all/:slug');
    expect(match('/brand/insta360')).toMatchObject({ route: { path: '/brand/:slug' }, params: { slug: 'insta360' } });
    expect(match('/b2b/thank-you-for-register')?.route.path).toBe('/b2b/thank-you-for-register');
    expect(match('/b2b')?.route.path).toBe('/b2b');
    expect(match('/abc123')?.route.path).toBe('/:hash');
    expect(match('/')?.route.path).toBe('/');
  });

  it('decodes segments and rejects unknown or malformed paths', () => {
    expect(match('/service%26garansi')?.route.path).toBe('/service&garansi');
    expect(match('/brand/a%20b')?.params.slug).toBe('a b');
    expect(match('/a/b')).toBeUndefined();
    expect(match('/brand/%E0%A4%A')).toBeUndefined();
  });
});
