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
