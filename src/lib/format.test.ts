import { describe, expect, it, vi } from 'vitest';
import { formatRupiah, groupRupiah } from './format';

describe('formatRupiah (docs/product.md §9)', () => {
  it('groups thousands with a dot', () => {
    expect(formatRupiah(9_000_000)).toBe('Rp 9.000.000');
    expect(formatRupiah(4_899_000)).toBe('Rp 4.899.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1_234_567_890)).toBe('Rp 1.234.567.890');
  });

  it('shows 0 for an empty value', () => {
    expect(formatRupiah(null)).toBe('Rp 0');
    expect(formatRupiah(undefined)).toBe('Rp 0');
    expect(formatRupiah('')).toBe('Rp 0');
    expect(formatRupiah(0)).toBe('Rp 0');
  });

  it('reads numeric strings and rounds to whole rupiah', () => {
    expect(formatRupiah('2500000')).toBe('Rp 2.500.000');
    expect(formatRupiah(1999.6)).toBe('Rp 2.000');
    expect(formatRupiah('abc')).toBe('Rp 0');
  });
});

describe('groupRupiah', () => {
  it("writes what Intl.NumberFormat('id-ID') writes, for whole, fractional, negative and large amounts", () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    const amounts = [0, -0, 0.4, 0.5, 1.5, 2.5, -0.4, -0.5, -2.5, 7, 12, 999, 1000, 1001, 99_999.5, 123_456, 1_000_000, 4_899_000];
    amounts.push(9_007_199_254_740_991, -1_234_567.49, 1e21, 2 ** 60);
    for (const amount of amounts) expect(groupRupiah(amount), String(amount)).toBe(intl.format(amount));
    expect(groupRupiah(4_899_000)).toBe('4.899.000');
  });

  it('makes one NumberFormat for every price', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const { formatRupiah: format } = await import('./format');
      expect(format(9_000_000)).toBe('Rp 9.000.000');
      expect(format(1_500)).toBe('Rp 1.500');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
