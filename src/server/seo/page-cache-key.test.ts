import { describe, expect, it } from 'vitest';
import { MAX_CACHED_QUERY, PAGE_QUERY, pageCacheKey } from './page-cache-key';
import { routes } from '@/contract/routes';

// The rendered-page cache's key (decision 120): everything the render reads, or no key at all.
const key = (pathname: string, search = '', routeKey?: string) => pageCacheKey({ base: 'https://denka.co.id', pathname, search, routeKey });

describe('pageCacheKey', () => {
  it('keys a page by its base, path and every parameter of its query, in any order', () => {
    expect(key('/authorized-store', 'q=kamera&city=3171', 'authorizedStore')).toBe(
      'https://denka.co.id /authorized-store?city=3171&q=kamera',
    );
    expect(key('/authorized-store', 'city=3171&q=kamera', 'authorizedStore')).toBe(
      key('/authorized-store', 'q=kamera&city=3171', 'authorizedStore'),
    );
    expect(key('/authorized-store', 'q=a+b', 'authorizedStore')).toBe(key('/authorized-store', 'q=a%20b', 'authorizedStore'));
    expect(key('/authorized-store', 'q=ZZPOISON', 'authorizedStore')).not.toBe(key('/authorized-store', '', 'authorizedStore'));
    expect(key('/garansi', 'lang=en', 'garansi')).toBe('https://denka.co.id /garansi?lang=en');
    expect(pageCacheKey({ base: 'http://localhost', pathname: '/garansi', search: '', routeKey: 'garansi' })).not.toBe(
      key('/garansi', '', 'garansi'),
    );
  });

  it('gives no key (render for this request alone) for a parameter the route does not declare, a preview, or a long query', () => {
    expect(key('/garansi', 'utm_source=x', 'garansi')).toBeUndefined();
    expect(key('/product-info/x', 'preview=token', 'productInfo')).toBeUndefined();
    expect(key('/authorized-store', 'q=a&preview=token', 'authorizedStore')).toBeUndefined();
    expect(key('/no-such-page', 'q=a', undefined)).toBeUndefined();
    // Filters by specification key the list's page; names outside their family do not.
    expect(key('/product-category/gimbal', 'f.beban-maks.min=500&f.layar=yes', 'productCategory')).toBe(
      'https://denka.co.id /product-category/gimbal?f.beban-maks.min=500&f.layar=yes',
    );
    expect(key('/product-category/gimbal', 'f.layar.avg=1', 'productCategory')).toBeUndefined();
    expect(key('/product-category/gimbal', 'f.Layar=yes', 'productCategory')).toBeUndefined();
    expect(key('/product-category/gimbal', 'f.=yes', 'productCategory')).toBeUndefined();
    expect(key('/authorized-store', `q=${'a'.repeat(MAX_CACHED_QUERY)}`, 'authorizedStore')).toBeUndefined();
  });

  it('declares parameters only of routes in the table, and never `preview`', () => {
    for (const [routeKey, names] of Object.entries(PAGE_QUERY)) {
      expect(routes).toHaveProperty(routeKey);
      expect(names).not.toContain('preview');
    }
  });
});
