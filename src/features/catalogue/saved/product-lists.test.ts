import { beforeEach, describe, expect, it, vi } from 'vitest';

// The recently viewed products and the saved list on the device (docs/decisions/010-public-pages.md, /tersimpan).

const product = (slug: string, price: number | null = 1_000_000) => ({
  slug,
  name: slug.toUpperCase(),
  price,
  image_base: { url: `/media/${slug}.webp`, width: 600, height: 600 },
  brand: { id: 1, slug: 'insta360', name: 'Insta360', image_url: null },
});

describe('recently viewed', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('keeps the most recent first, each product once, at most twenty, and clears', async () => {
    const lists = await import('./product-lists');
    for (let i = 1; i <= 25; i++) lists.rememberViewed(product(`p${i}`));
    lists.rememberViewed(product('p10')); // seen again: moves to the front, not twice
    const slugs = lists.recentProducts().map((p) => p.slug);
    expect(slugs).toHaveLength(20);
    expect(slugs.slice(0, 3)).toEqual(['p10', 'p25', 'p24']);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).not.toContain('p5'); // the oldest dropped off
    expect(JSON.parse(localStorage.getItem(lists.RECENT_STORAGE_KEY)!)).toHaveLength(20);
    lists.clearRecent();
    expect(lists.recentProducts()).toEqual([]);
    expect(localStorage.getItem(lists.RECENT_STORAGE_KEY)).toBeNull();
  });

  it('keeps only what a card shows of a product page', async () => {
    const lists = await import('./product-lists');
    lists.rememberViewed({ ...product('a'), description: 'x'.repeat(5000), specs: [] } as ReturnType<typeof product>);
    expect(lists.recentProducts()).toEqual([product('a')]);
  });

  it('reads back an earlier page, ignoring malformed entries, duplicates and corrupted storage', async () => {
    localStorage.setItem(
      'denka.recent',
      JSON.stringify([
        product('a'),
        null,
        'x',
        { slug: 7, name: 'X' },
        { slug: '', name: 'Y' },
        { slug: 'b', name: 'B', price: 'mahal' },
        product('a'),
      ]),
    );
    let lists = await import('./product-lists');
    expect(lists.recentProducts()).toEqual([
      product('a'),
      { slug: 'b', name: 'B', price: null, image_base: { url: '' }, brand: { id: 0, slug: '', name: '', image_url: null } },
    ]);
    for (const corrupted of ['{not json', '{"slug":"a"}', '42', 'null']) {
      localStorage.setItem('denka.recent', corrupted);
      vi.resetModules();
      lists = await import('./product-lists');
      expect(lists.recentProducts()).toEqual([]);
      lists.rememberViewed(product('c')); // and works on after it
      expect(lists.recentProducts().map((p) => p.slug)).toEqual(['c']);
    }
  });
});

describe('saved list', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.resetModules();
  });

  it('toggles a product in (first) and out, survives a new page, clears', async () => {
    let lists = await import('./product-lists');
    expect(lists.toggleSaved(product('a'))).toBe(true);
    expect(lists.toggleSaved(product('b'))).toBe(true);
    expect(lists.savedProducts().map((p) => p.slug)).toEqual(['b', 'a']);
    expect(lists.isSaved('a')).toBe(true);
    vi.resetModules();
    lists = await import('./product-lists');
    expect(lists.savedProducts().map((p) => p.slug)).toEqual(['b', 'a']);
    expect(lists.toggleSaved(product('b'))).toBe(false);
    expect(lists.savedProducts().map((p) => p.slug)).toEqual(['a']);
    lists.clearSaved();
    expect(localStorage.getItem(lists.SAVED_STORAGE_KEY)).toBeNull();
  });

  it(`holds at most the account's bound, de-duplicated, when the account's list replaces it`, async () => {
    const lists = await import('./product-lists');
    const many = Array.from({ length: lists.MAX_SAVED + 10 }, (_, i) => product(`p${i}`));
    lists.replaceSaved([many[0]!, ...many]);
    expect(lists.savedProducts()).toHaveLength(lists.MAX_SAVED);
    expect(lists.savedProducts()[1]!.slug).toBe('p1');
  });

  it('tells subscribers, and follows another tab', async () => {
    const lists = await import('./product-lists');
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => lists.useSavedProducts());
    expect(result.current).toEqual([]);
    act(() => void lists.toggleSaved(product('a')));
    expect(result.current.map((p) => p.slug)).toEqual(['a']);
    act(() => {
      localStorage.setItem('denka.saved', JSON.stringify([product('z')]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'denka.saved' }));
    });
    expect(result.current.map((p) => p.slug)).toEqual(['z']);
  });
});
