import { describe, expect, it } from 'vitest';
import { escapeRegExp, highlightParts } from './highlight';

describe('highlightParts', () => {
  it('marks every match, case-insensitively, keeping the original casing', () => {
    expect(highlightParts('Insta360 X4 dan INSTA360 Flow', 'insta360')).toEqual([
      { text: 'Insta360', match: true },
      { text: ' X4 dan ', match: false },
      { text: 'INSTA360', match: true },
      { text: ' Flow', match: false },
    ]);
  });

  it('searches special characters literally and never throws', () => {
    expect(highlightParts('Kabel a+b atau ab', 'a+b')).toEqual([
      { text: 'Kabel ', match: false },
      { text: 'a+b', match: true },
      { text: ' atau ab', match: false },
    ]);
    expect(() => highlightParts('Lensa (wide)', '(')).not.toThrow();
    expect(
      highlightParts('Lensa (wide)', '(')
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['(']);
    for (const term of ['[', '\\', '*', '?', '$^', '.', '|', ')']) {
      expect(() => highlightParts('a.b*c?d', term)).not.toThrow();
    }
    expect(highlightParts('a.b', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
  });

  it('a blank term or text leaves the text alone', () => {
    expect(highlightParts('Hollyland', '   ')).toEqual([{ text: 'Hollyland', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });

  it('escapeRegExp makes a pattern that matches the literal string', () => {
    const raw = 'a+b(c)[d]{e}^$|?*.\\/-';
    expect(new RegExp(escapeRegExp(raw)).test(`x${raw}y`)).toBe(true);
  });
});
