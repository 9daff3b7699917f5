import { describe, expect, it } from 'vitest';
import { parseProductFilters, productFiltersToParams, withFixedFilters, type ProductFilters } from './product-filters';

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe('product filters ↔ URL search params', () => {
  it('defaults to ascending price and no filters', () => {
    expect(parse('')).toEqual({ sort: 'asc' });
    expect(productFiltersToParams({ sort: 'asc' }).toString()).toBe('');
  });

  it('reads every filter', () => {
    expect(parse('search=lark&category=mic-wireless&brand=hollyland&min_price=1000000&max_price=5000000&sort=desc')).toEqual({
      search: 'lark',
      category: 'mic-wireless',
      brand: 'hollyland',
      minPrice: 1_000_000,
      maxPrice: 5_000_000,
      sort: 'desc',
    });
  });

  it('round-trips: params → filters → the same params', () => {
    const filters: ProductFilters = { search: 'x5', brand: 'insta360', minPrice: 0, maxPrice: 9_000_000, sort: 'desc' };
    expect(parseProductFilters(productFiltersToParams(filters))).toEqual(filters);
    expect(productFiltersToParams(filters).toString()).toBe('search=x5&brand=insta360&min_price=0&max_price=9000000&sort=desc');
  });

  it('drops malformed values and swaps a reversed price range', () => {
    expect(parse('min_price=-5&max_price=abc&brand=../etc&sort=sideways&search=%20%20')).toEqual({ sort: 'asc' });
    expect(parse('min_price=1.5')).toEqual({ sort: 'asc' });
    expect(parse('min_price=5000000&max_price=1000000')).toEqual({ minPrice: 1_000_000, maxPrice: 5_000_000, sort: 'asc' });
  });

  it('keeps the filters a route fixes by its path', () => {
    expect(withFixedFilters(parse('category=other&brand=rode'), { category: 'kamera-360' })).toEqual({
      category: 'kamera-360',
      brand: 'rode',
      sort: 'asc',
    });
    expect(withFixedFilters(parse('brand=rode'), { brand: undefined })).toEqual({ brand: 'rode', sort: 'asc' });
  });
});
