import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCompareSlugs } from '../api/get-comparison';

// The compare tray on the device and the page's address (docs/decisions/010-public-pages.md, /bandingkan).

const item = (slug: string) => ({ slug, name: slug.toUpperCase(), image: `/media/${slug}.webp` });

describe('compare tray', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('keeps at most four products in localStorage, toggles one out, clears', async () => {
    const store = await import('./compare-store');
    for (const slug of ['a', 'b', 'c', 'd']) expect(store.toggleCompared(item(slug))).toBe(true);
    expect(store.toggleCompared(item('e'))).toBe(false);
    expect(store.comparedItems().map((i) => i.slug)).toEqual(['a', 'b', 'c', 'd']);
    expect(store.toggleCompared(item('b'))).toBe(true);
    expect(JSON.parse(localStorage.getItem(store.COMPARE_STORAGE_KEY)!)).toEqual([item('a'), item('c'), item('d')]);
    store.clearCompared();
    expect(localStorage.getItem(store.COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('reads back what an earlier page stored, ignoring malformed entries and anything past four', async () => {
    localStorage.setItem(
      'denka.compare',
      JSON.stringify([item('a'), { slug: 1 }, null, 'x', { slug: 'b', name: 'B' }, item('c'), item('d'), item('e')]),
    );
    const store = await import('./compare-store');
    expect(store.comparedItems()).toEqual([item('a'), { slug: 'b', name: 'B', image: null }, item('c'), item('d')]);
  });

  it('starts empty from storage that is not a list', async () => {
    localStorage.setItem('denka.compare', '{not json');
    const store = await import('./compare-store');
    expect(store.comparedItems()).toEqual([]);
  });
});

describe('parseCompareSlugs', () => {
  it('keeps the first four distinct well-formed slugs and counts what it left out', () => {
    expect(parseCompareSlugs('a, b,,a,<x>,c,d,e')).toEqual({ slugs: ['a', 'b', 'c', 'd'], dropped: 3 });
    expect(parseCompareSlugs(null)).toEqual({ slugs: [], dropped: 0 });
    expect(parseCompareSlugs(`${'x'.repeat(201)},ok`)).toEqual({ slugs: ['ok'], dropped: 1 });
  });
});
