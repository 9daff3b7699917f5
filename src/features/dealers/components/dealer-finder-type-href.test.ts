import { describe, expect, it } from 'vitest';
import { typeHref } from './dealer-finder';

// Without scripts the store-kind switch is two links (docs/decisions/113-first-screen.md): the same filters, the
// first page, sorted by name, as the app's switch leaves them.
describe('typeHref', () => {
  it('keeps the filters and the language, drops the page and the sort', () => {
    expect(typeHref({ pathname: '/authorized-store', search: '?q=bandung&page=3&sort=desc&lang=en' }, 'online_store')).toBe(
      '/authorized-store?q=bandung&lang=en&type=online',
    );
    expect(typeHref({ pathname: '/authorized-store', search: '?type=online&brand=insta360' }, 'offline_store')).toBe(
      '/authorized-store?brand=insta360',
    );
    expect(typeHref({ pathname: '/authorized-store-app', search: '' }, 'offline_store')).toBe('/authorized-store-app');
  });
});
