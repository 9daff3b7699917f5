import { describe, expect, it, vi } from 'vitest';
import { formatRupiah } from './format';

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

describe('prepareRupiah (the locale data loads in a task of its own; decision 115)', () => {
  it('builds the formatter once, in a later task, and formatting then reuses it', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      const { formatRupiah: format, prepareRupiah } = await import('./format');
      prepareRupiah();
      prepareRupiah();
      expect(made).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(made).toHaveBeenCalledTimes(1);
      expect(format(9_000_000)).toBe('Rp 9.000.000');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
      vi.useRealTimers();
    }
  });
});
