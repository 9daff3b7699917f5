import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './web-vitals-report';

// The page type a measurement carries is the route's key, never its URL (docs/decisions/111-measuring.md).
describe('pageTypeOf', () => {
  it('names the route of a path, without its slug or query', () => {
    expect(pageTypeOf({ pathname: '/' })).toBe('home');
    expect(pageTypeOf({ pathname: '/product-info/insta360-x5' })).toBe('productInfo');
    expect(pageTypeOf({ pathname: '/authorized-store' })).toBe('authorizedStore');
    expect(pageTypeOf({ pathname: '/product-catalog' })).toBe('productCatalog');
  });
  it('is the not-found page for a path no route has', () => {
    expect(pageTypeOf({ pathname: '/no/such/page/here' })).toBe('notFound');
  });
});
