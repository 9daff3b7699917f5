import { describe, expect, it } from 'vitest';
import { readKey } from './read-key';

describe('readKey (decision 113: the server and the client name a read the same way)', () => {
  it('sorts parameters and drops empty ones, whatever order the caller built them in', () => {
    expect(readKey('v2/product/brands', { lang: 'id', featured: 'yes' })).toBe('v2/product/brands?featured=yes&lang=id');
    expect(readKey('/v2/product/brands', { featured: 'yes', lang: 'id', page: undefined, q: '', x: null })).toBe(
      'v2/product/brands?featured=yes&lang=id',
    );
    expect(readKey('v2/popular_category', { size: 6, lang: 'en' })).toBe('v2/popular_category?lang=en&size=6');
    expect(readKey('v3/products/find', { slug: 'a b&c', lang: 'id' })).toBe('v3/products/find?lang=id&slug=a+b%26c');
  });
});
