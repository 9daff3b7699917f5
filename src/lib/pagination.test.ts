import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, pageWindow } from './pagination';

describe('pagination (docs/product.md §9)', () => {
  it('counts pages of 10, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(189)).toBe(19);
  });

  it('clamps the page into range', () => {
    expect(clampPage(0, 189)).toBe(1);
    expect(clampPage(99, 189)).toBe(19);
    expect(clampPage(Number.NaN, 189)).toBe(1);
  });

  it('slices one page, or every page up to it for "view more"', () => {
    const items = Array.from({ length: 25 }, (_, i) => i + 1);
    expect(pageItems(items, 3)).toEqual([21, 22, 23, 24, 25]);
    expect(pageItems(items, 2, { cumulative: true })).toHaveLength(20);
  });

  it('shows five page buttons around the current page', () => {
    expect(pageWindow(1, 19)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 19)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(19, 19)).toEqual([15, 16, 17, 18, 19]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
