import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Brand, ProductSummary } from '@/contract/catalogue';
import { brandKeys } from '@/api/get-brands';
import { catalogueKeys } from '../api/query-keys';
import { brandOnDevice, productPageOnDevice } from './products-on-device';

const product = (id: number, name: string, price: number | null, brand: string, category: string): ProductSummary => ({
  id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  description: `${name} description`,
  price,
  image_base: { url: `/media/products/${id}-640.webp` },
  brand: { id: brand.length, slug: brand, name: brand.toUpperCase(), image_url: null },
  category: { id: category.length, slug: category, name: category },
});
const ALL = [
  product(1, 'Lark M2', 3_000_000, 'hollyland', 'mic'),
  product(2, 'Blink 500', 2_000_000, 'saramonic', 'mic'),
  product(3, 'X5', 9_000_000, 'insta360', 'camera'),
  product(4, 'Lark Max', null, 'hollyland', 'mic'),
  product(5, 'Ace Pro', 6_000_000, 'insta360', 'camera'),
];
const page = (data: ProductSummary[], total: number) => ({
  current_page: 1,
  last_page: 1,
  total,
  per_page: 100,
  from: 1,
  to: data.length,
  data,
});

function saved(products = ALL, total = ALL.length) {
  const client = new QueryClient();
  client.setQueryData(catalogueKeys.products('id', { perPage: 100, page: 1 }), page(products.slice(0, 3), total));
  client.setQueryData(catalogueKeys.products('id', { perPage: 100, page: 2 }), page(products.slice(3), total));
  return client;
}

describe('product lists on the device (docs/decisions/101)', () => {
  it('filters by category and price and sorts by price like v2/product (nulls last), paging 2 a page', () => {
    const client = saved();
    const mics = productPageOnDevice(client, 'id', { category: 'mic', sort: 'asc' }, 1, 2);
    expect(mics?.data.map((p) => p.id)).toEqual([2, 1]);
    expect(mics).toMatchObject({ total: 3, last_page: 2, from: 1, to: 2, fromDevice: true });
    expect(productPageOnDevice(client, 'id', { category: 'mic', sort: 'asc' }, 2, 2)?.data.map((p) => p.id)).toEqual([4]);
    expect(productPageOnDevice(client, 'id', { sort: 'desc', maxPrice: 6_000_000 }, 1, 12)?.data.map((p) => p.id)).toEqual([5, 1, 2]);
    expect(productPageOnDevice(client, 'id', { brand: 'insta360', search: 'ace' }, 1, 12)?.data.map((p) => p.id)).toEqual([5]);
  });

  it("answers a search's categories with counts (most first), as v2/product does, and none once one is chosen", () => {
    const client = saved();
    const searched = productPageOnDevice(client, 'id', { search: 'a' }, 1, 2);
    expect(searched?.total).toBe(5);
    expect(searched?.categories).toEqual([
      { slug: 'mic', name: 'mic', count: 3 },
      { slug: 'camera', name: 'camera', count: 2 },
    ]);
    for (const c of searched!.categories!)
      expect(productPageOnDevice(client, 'id', { search: 'a', category: c.slug }, 1, 2)?.total).toBe(c.count);
    expect(productPageOnDevice(client, 'id', { search: 'a', category: 'mic' }, 1, 2)?.categories).toBeUndefined();
    expect(productPageOnDevice(client, 'id', { search: 'a' }, 2, 2)?.categories).toBeUndefined();
    expect(productPageOnDevice(client, 'id', { category: 'mic' }, 1, 2)?.categories).toBeUndefined();
  });

  it('brand lists (v3) are in name order', () => {
    expect(productPageOnDevice(saved(), 'id', { brand: 'hollyland' }, 1, 100, 'name')?.data.map((p) => p.name)).toEqual([
      'Lark M2',
      'Lark Max',
    ]);
  });

  it('answers nothing from part of the catalogue: a brand seen online is not a category page', () => {
    const client = new QueryClient();
    client.setQueryData(catalogueKeys.products('id', { brand: 'hollyland', perPage: 100 }), page(ALL.slice(0, 1), 1));
    expect(productPageOnDevice(client, 'id', { category: 'mic' }, 1, 12)).toBeUndefined();
    expect(productPageOnDevice(saved(ALL.slice(0, 4), 5), 'id', {}, 1, 12)).toBeUndefined(); // a save cut short
    expect(productPageOnDevice(saved(), 'en', {}, 1, 12)).toBeUndefined(); // another language
  });

  it('finds a brand in the cached brand list, so its page never shows the slug as its name', () => {
    const client = new QueryClient();
    const brand: Brand = {
      id: 1,
      slug: 'hollyland',
      name: 'Hollyland',
      description: null,
      image_url: null,
      meta_title: null,
      meta_description: null,
      featured: true,
    };
    client.setQueryData(brandKeys.list('id', false), [brand]);
    expect(brandOnDevice(client, 'id', 'hollyland')?.name).toBe('Hollyland');
    expect(brandOnDevice(client, 'id', 'godox')).toBeUndefined();
  });
});

describe('filters by specification on the device (src/contract/spec-filters.ts)', () => {
  const withAttrs = (p: ProductSummary, attrs: Record<string, number | boolean | string | string[]>) => ({ ...p, attrs });
  const mics = [
    withAttrs(ALL[0]!, { transmitter: 2, frekuensi: '2,4 GHz', layar: true }),
    withAttrs(ALL[1]!, { transmitter: 1, frekuensi: '2,4 GHz', layar: false }),
    withAttrs(ALL[3]!, { transmitter: 2, frekuensi: ['2,4 GHz', '5,8 GHz'] }),
    withAttrs(product(6, 'Wireless Go', 4_000_000, 'rode', 'mic'), { transmitter: 3, frekuensi: '5,8 GHz', layar: true }),
    ALL[2]!,
    ALL[4]!,
  ];
  /** The category's facets as the saved first page of its list answered them. */
  const facets = [
    { key: 'transmitter', label: 'Jumlah transmitter', type: 'number', unit: 'unit', count: 4, min: 1, max: 3, options: [] },
    {
      key: 'frekuensi',
      label: 'Frekuensi',
      type: 'choice',
      unit: null,
      count: 4,
      min: null,
      max: null,
      options: [
        { value: '2,4 GHz', label: '2,4 GHz', count: 3 },
        { value: '5,8 GHz', label: '5,8 GHz', count: 2 },
      ],
    },
    {
      key: 'layar',
      label: 'Layar',
      type: 'boolean',
      unit: null,
      count: 3,
      min: null,
      max: null,
      options: [
        { value: 'yes', label: 'Ya', count: 2 },
        { value: 'no', label: 'Tidak', count: 1 },
      ],
    },
  ] as const;
  function device() {
    const client = saved(mics as ProductSummary[], mics.length);
    client.setQueryData(catalogueKeys.productList('id', { category: 'mic', sort: 'asc' }), {
      pages: [{ ...page([], 4), facets }],
      pageParams: [1],
    });
    return client;
  }

  it('filters a category by a range and a choice (any of its options), with counts for the others applied', () => {
    const spec = [
      { key: 'transmitter', kind: 'range' as const, min: 2 },
      { key: 'frekuensi', kind: 'choice' as const, values: ['5,8 GHz'] },
    ];
    const found = productPageOnDevice(device(), 'id', { category: 'mic', sort: 'asc', spec }, 1, 12)!;
    expect(found.data.map((p) => p.id)).toEqual([6, 4]);
    expect(found.data[0]).not.toHaveProperty('attrs');
    const byKey = Object.fromEntries(found.facets!.map((f) => [f.key, f]));
    // The range's own group: products of 5,8 GHz (Lark Max, Wireless Go), their transmitters 2–3.
    expect(byKey.transmitter).toMatchObject({ count: 2, min: 2, max: 3 });
    // The choice's own group: products with ≥ 2 transmitters (Lark M2, Lark Max, Wireless Go).
    expect(byKey.frekuensi!.options).toEqual([
      { value: '2,4 GHz', label: '2,4 GHz', count: 2 },
      { value: '5,8 GHz', label: '5,8 GHz', count: 2 },
    ]);
    // Every other group: both filters applied (Lark Max has no screen value, Wireless Go has one).
    expect(byKey.layar!.options.map((o) => o.count)).toEqual([1, 0]);
    // Each count is the total once that option alone is chosen in its group.
    for (const option of byKey.frekuensi!.options) {
      const chosen = productPageOnDevice(
        device(),
        'id',
        { category: 'mic', sort: 'asc', spec: [spec[0]!, { key: 'frekuensi', kind: 'choice', values: [option.value] }] },
        1,
        12,
      )!;
      expect(chosen.total).toBe(option.count);
    }
  });

  it('ignores (and reports) a filter the category does not have, and one of the wrong type', () => {
    const found = productPageOnDevice(
      device(),
      'id',
      {
        category: 'mic',
        sort: 'asc',
        spec: [
          { key: 'berat', kind: 'range', max: 100 },
          { key: 'frekuensi', kind: 'range', min: 1 },
          { key: 'layar', kind: 'boolean', value: true },
        ],
      },
      1,
      12,
    )!;
    expect(found.ignored?.map((e) => [e.key, e.reason])).toEqual([
      ['berat', 'unknown'],
      ['frekuensi', 'type'],
    ]);
    expect(found.data.map((p) => p.id)).toEqual([1, 6]);
  });
});
