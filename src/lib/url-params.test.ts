import { describe, expect, it } from 'vitest';
import { intParam, oneOfParam } from './url-params';

describe('intParam', () => {
  it('reads a whole number within its bounds, else nothing', () => {
    expect(intParam('3', 1)).toBe(3);
    expect(intParam(' 2024 ', 2000, 2100)).toBe(2024);
    expect(intParam(null, 1)).toBeUndefined();
    expect(intParam('', 1)).toBeUndefined(); // Number('') is 0, below 1
    expect(intParam('0', 1)).toBeUndefined();
    expect(intParam('2.5', 1)).toBeUndefined();
    expect(intParam('13', 1, 12)).toBeUndefined();
    expect(intParam('abc', 1)).toBeUndefined();
    expect(intParam('1e400', 1)).toBeUndefined(); // Infinity
  });
});

describe('oneOfParam', () => {
  it('keeps only a listed value', () => {
    const kinds = ['full-time', 'contract'] as const;
    expect(oneOfParam(kinds, 'contract')).toBe('contract');
    expect(oneOfParam(kinds, 'Contract')).toBeUndefined();
    expect(oneOfParam(kinds, null)).toBeUndefined();
    expect(oneOfParam(kinds, '')).toBeUndefined();
  });
});
