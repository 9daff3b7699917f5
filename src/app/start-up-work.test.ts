import { afterEach, describe, expect, it, vi } from 'vitest';

// What a page's modules must not do as they load: work that belongs to a later use lands in every start-up
// that imports them (docs/decisions/112-start-up-and-the-shell.md).
describe("the pages' modules as they load", () => {
  afterEach(() => vi.restoreAllMocks());

  it('make no collator (building one costs ~6 ms, ~25 ms on a phone); sorting makes it, once', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'Collator');
    const dealers = await import('../features/dealers/lib/filter-dealers');
    const centers = await import('../features/service/lib/filter-centers');
    await import('../features/catalogue/offline/products-on-device');
    expect(made).not.toHaveBeenCalled();
    const city = (id: string, name: string) => ({ city: { id, name } });
    expect(centers.citiesOfCenters([city('2', 'Ébé'), city('1', 'abc')]).map((c) => c.name)).toEqual(['abc', 'Ébé']);
    expect(dealers.sortDealers([], 'asc', undefined)).toEqual([]);
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('make no number format as they load, and one for every price once one is shown', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    await import('../features/catalogue/components/product-price');
    const { formatRupiah } = await import('../lib/format');
    // Indonesian number data (the test DOM loads all of Mantine, whose unused RollingNumber makes an en-US one).
    const indonesian = () => made.mock.calls.filter(([locale]) => String(locale).startsWith('id'));
    expect(indonesian()).toEqual([]);
    expect(formatRupiah(4_899_000)).toBe('Rp 4.899.000');
    expect(formatRupiah(12_500)).toBe('Rp 12.500');
    expect(indonesian()).toHaveLength(1);
  });
});
