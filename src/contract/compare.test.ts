import { describe, expect, it } from 'vitest';
import type { ProductAttribute, ProductSummary } from './catalogue';
import { buildComparison, rowDiffers } from './compare';

const product = (id: number, category: number): ProductSummary => ({
  id,
  slug: `p-${id}`,
  name: `P ${id}`,
  description: '',
  price: id * 1000,
  image_base: { url: `/media/${id}.webp` },
  brand: { id: 1, slug: 'b', name: 'B', image_url: null },
  category: { id: category, slug: `c-${category}`, name: `C ${category}` },
});
const num = (key: string, value: number, unit: string | null = 'g', compared = true): ProductAttribute => ({
  key,
  label: key.toUpperCase(),
  type: 'number',
  unit,
  value,
  compared,
});

describe('buildComparison (src/contract/compare.ts)', () => {
  it('one category: every compared attribute a product carries, first product order, null where a product has none', () => {
    const comparison = buildComparison([
      { product: product(1, 1), attributes: [num('berat', 100), num('baterai', 7, 'jam'), num('internal', 1, null, false)] },
      { product: product(2, 1), attributes: [num('berat', 120), num('jarak', 300, 'm')] },
    ]);
    expect(comparison.products.map((p) => p.id)).toEqual([1, 2]);
    expect(comparison.rows.map((r) => [r.key, r.values])).toEqual([
      ['berat', [100, 120]],
      ['baterai', [7, null]],
      ['jarak', [null, 300]],
    ]);
  });

  it('several categories: only the attributes every category carries, with the same type and unit', () => {
    const comparison = buildComparison([
      { product: product(1, 1), attributes: [num('berat', 100), num('baterai', 7, 'jam'), num('ulir', 77, 'mm')] },
      { product: product(2, 2), attributes: [num('berat', 100), num('ulir', 1, 'inci')] },
      { product: product(3, 1), attributes: [num('berat', 90)] },
    ]);
    expect(comparison.rows.map((r) => [r.key, r.values])).toEqual([['berat', [100, 100, 90]]]);
  });

  it('marks a row as differing when a value or its presence differs, not when options are in another order', () => {
    expect(rowDiffers({ values: [1, 1, 1] })).toBe(false);
    expect(rowDiffers({ values: [1, 2] })).toBe(true);
    expect(rowDiffers({ values: [1, null] })).toBe(true);
    expect(
      rowDiffers({
        values: [
          ['USB-C', 'Lightning'],
          ['Lightning', 'USB-C'],
        ],
      }),
    ).toBe(false);
    expect(rowDiffers({ values: [true, false] })).toBe(true);
  });
});
