import { describe, expect, it } from 'vitest';
import { queryWords, SYNONYM_GROUPS, stemIndonesian, wordAlternatives } from './search-terms';

describe('search vocabulary shared by the server and the offline index', () => {
  it('stems Indonesian affixes, keeping at least four letters', () => {
    expect(stemIndonesian('perekaman')).toBe('rekam');
    expect(stemIndonesian('pencahayaan')).toBe('cahaya');
    expect(stemIndonesian('kameranya')).toBe('kamera');
    expect(stemIndonesian('memotret')).toBe('potret');
    expect(stemIndonesian('menulis')).toBe('tulis');
    expect(stemIndonesian('menyapu')).toBe('sapu');
    expect(stemIndonesian('dijual')).toBe('jual');
    // Short words, brand and model names pass through.
    for (const word of ['mic', 'x4', 'insta360', 'kamera', 'gimbal', 'tripod']) expect(stemIndonesian(word)).toBe(word);
  });

  it('expands a word to its synonyms both ways (mic/mikrofon, lampu/light, stabilizer/gimbal)', () => {
    expect(wordAlternatives('mic')).toEqual(expect.arrayContaining(['mic', 'mikrofon']));
    expect(wordAlternatives('mikrofon')).toEqual(expect.arrayContaining(['mic', 'mikrofon']));
    expect(wordAlternatives('lampu')).toContain('light');
    expect(wordAlternatives('light')).toContain('lampu');
    expect(wordAlternatives('stabilizer')).toContain('gimbal');
    expect(wordAlternatives('gimbal')).toContain('stabilizer');
    expect(wordAlternatives('lampunya')).toEqual(expect.arrayContaining(['lampunya', 'lampu', 'light']));
    expect(wordAlternatives('tripod')).toEqual(['tripod']);
    for (const group of SYNONYM_GROUPS) for (const word of group) expect(word).toMatch(/^[a-z]+$/);
  });

  it('splits a query into lower-case, accent-free words (safe inside a tsquery)', () => {
    expect(queryWords('MICRÓPHONE  Lark-M2!')).toEqual(['microphone', 'lark', 'm2']);
    expect(queryWords("a & b | c:* ' ! ( )")).toEqual(['a', 'b', 'c']);
    expect(queryWords('   ')).toEqual([]);
  });
});
