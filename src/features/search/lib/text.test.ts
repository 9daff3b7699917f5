import { describe, expect, it } from 'vitest';
import { DEALER_ADDRESS_MAX, ELLIPSIS, PRODUCT_DESCRIPTION_MAX, snippet, truncate } from './text';

describe('truncate', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncate('Jl. Pluit Raya No. 200', DEALER_ADDRESS_MAX)).toBe('Jl. Pluit Raya No. 200');
    const description = 'Kamera aksi dengan layar lipat dan lensa Leica yang unggul di kondisi gelap, cocok untuk touring.';
    const cut = truncate(description, PRODUCT_DESCRIPTION_MAX);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(cut.slice(0, -1)).toBe(description.slice(0, PRODUCT_DESCRIPTION_MAX).trimEnd());
    expect(cut).toBe('Kamera aksi dengan layar lipat dan lensa Leica yang unggul d…');
  });

  it('cuts a dealer address at 40 characters', () => {
    const cut = truncate('Jl. T. Panglima Polem No. 101 Blok F12, Banda Aceh', DEALER_ADDRESS_MAX);
    expect(cut).toBe('Jl. T. Panglima Polem No. 101 Blok F12,…');
  });

  it('handles null and exact-length text', () => {
    expect(truncate(null, 10)).toBe('');
    expect(truncate('1234567890', 10)).toBe('1234567890');
  });
});

describe('snippet', () => {
  const before = 'a'.repeat(150);
  const after = 'b'.repeat(150);

  it('cuts 100 characters of context around the match, with an ellipsis at each cut end', () => {
    const text = `${before} Hollyland ${after}`;
    const result = snippet(text, 'hollyland');
    expect(result).toBe(`${ELLIPSIS}${'a'.repeat(99)} Hollyland ${'b'.repeat(99)}${ELLIPSIS}`);
  });

  it('no ellipsis at an end that was not cut', () => {
    expect(snippet(`Hollyland ${after}`, 'Hollyland')).toBe(`Hollyland ${'b'.repeat(99)}${ELLIPSIS}`);
    expect(snippet(`${before} Hollyland`, 'Hollyland')).toBe(`${ELLIPSIS}${'a'.repeat(99)} Hollyland`);
    expect(snippet('Lark M2 Hollyland', 'hollyland')).toBe('Lark M2 Hollyland');
  });

  it('without a match, the start of the text; special characters are literal', () => {
    expect(snippet(`${after}${after}`, 'zzz')).toBe(`${'b'.repeat(100)}${ELLIPSIS}`);
    expect(() => snippet('x (y', '(')).not.toThrow();
    expect(snippet(`${before}a+b`, 'a+b', 10)).toBe(`${ELLIPSIS}aaaaaaaaaaa+b`);
  });

  it('takes a custom context', () => {
    expect(snippet('0123456789XYZ0123456789', 'xyz', 3)).toBe(`${ELLIPSIS}789XYZ012${ELLIPSIS}`);
  });
});
