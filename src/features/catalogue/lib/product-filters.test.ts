import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseProductFilters,
  productFiltersToParams,
  readSpecFromUrl,
  withFixedFilters,
  type ProductFilters,
} from './product-filters';

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

  it('reads filters by specification as a GET form writes them, and writes them back the same way', () => {
    const query = 'f.transmitter.min=2&f.transmitter.max=4&f.frekuensi=2%2C4+GHz&f.frekuensi=5%2C8+GHz&f.layar=yes&f.berat.max=';
    const filters = parse(query);
    expect(filters.spec).toEqual([
      { key: 'frekuensi', kind: 'choice', values: ['2,4 GHz', '5,8 GHz'] },
      { key: 'layar', kind: 'boolean', value: true },
      { key: 'transmitter', kind: 'range', min: 2, max: 4 },
    ]);
    expect(parseProductFilters(productFiltersToParams(filters))).toEqual(filters);
    expect(activeFilterCount({ ...filters, minPrice: 1, category: 'mic' }, { category: 'mic' })).toBe(4);
    // The form's own price text, as a browser submits it without JavaScript.
    expect(parse('min_price=Rp+1.500.000').minPrice).toBe(1_500_000);
  });

  it('leaves out specification filters it cannot read, and says which', () => {
    const { spec, errors } = readSpecFromUrl(
      new URLSearchParams('f.berat.min=9&f.berat.max=1&f.Bad=1&f.layar=yes&f.tinggi.min=abc&f.x.avg=3'),
    );
    expect(spec).toEqual([{ key: 'layar', kind: 'boolean', value: true }]);
    expect(errors.map((e) => [e.key, e.reason])).toEqual([
      ['Bad', 'malformed'],
      ['x.avg', 'malformed'],
      ['berat', 'inverted'],
      ['tinggi', 'malformed'],
    ]);
    expect(parse('f.berat.min=9&f.berat.max=1')).toEqual({ sort: 'asc' });
  });

  it('"hanya yang cocok": fits=<slug> survives the URL, counts as a filter, and a malformed one is dropped', () => {
    const filters: ProductFilters = { sort: 'asc', category: 'aksesoris', fits: 'insta360-x4' };
    expect(productFiltersToParams(filters).get('fits')).toBe('insta360-x4');
    expect(parse(productFiltersToParams(filters).toString())).toEqual(filters);
    expect(activeFilterCount(filters, { category: 'aksesoris' })).toBe(1);
    for (const bad of ['', '%00', 'a b', '-x', 'x'.repeat(201)]) expect(parse(`fits=${bad}`).fits).toBeUndefined();
  });
});
