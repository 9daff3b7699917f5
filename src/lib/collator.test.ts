import { describe, expect, it } from 'vitest';
import { indonesianCollator } from './collator';

describe('indonesianCollator', () => {
  it('is made once per kind and ignores case and accents', () => {
    expect(indonesianCollator(true)).toBe(indonesianCollator(true));
    expect(indonesianCollator()).not.toBe(indonesianCollator(true));
    expect(indonesianCollator().compare('ébé', 'EBE')).toBe(0);
    expect(indonesianCollator(true).compare('Toko 9', 'Toko 10')).toBeLessThan(0);
  });
});
