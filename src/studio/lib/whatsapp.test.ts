import { describe, expect, it } from 'vitest';
import { whatsappLink, whatsappNumber } from './whatsapp';

describe('whatsappNumber', () => {
  it.each([
    ['081234567890', '6281234567890'],
    ['0812-3456-7890', '6281234567890'],
    ['0812 3456 7890', '6281234567890'],
    ['81234567890', '6281234567890'],
    ['6281234567890', '6281234567890'],
    ['+62 812 3456 7890', '6281234567890'],
    ['+62 (0)812 3456 7890', '6281234567890'],
    ['0062 812 3456 7890', '6281234567890'],
    ['(021) 555-1234', '62215551234'],
    ['+65 9123 4567', '6591234567'],
    ['  0811111111 ', '62811111111'],
  ])('%s → %s', (phone, digits) => expect(whatsappNumber(phone)).toBe(digits));

  it.each(['', '   ', '0812', 'abc', '0812abc567890', '+', '+0 812 3456 7890', '1234567890123456', 'tel:081234567890'])(
    'refuses %j',
    (phone) => expect(whatsappNumber(phone)).toBeUndefined(),
  );
});

describe('whatsappLink', () => {
  it('builds wa.me with the text encoded (spaces, line breaks, &, #, ?, non-ASCII)', () => {
    const link = whatsappLink('081234567890', 'Halo Bu Sri & tim #1?\nTerima kasih — Denka é');
    expect(link).toBe(
      'https://wa.me/6281234567890?text=Halo%20Bu%20Sri%20%26%20tim%20%231%3F%0ATerima%20kasih%20%E2%80%94%20Denka%20%C3%A9',
    );
    const url = new URL(link!);
    expect(url.searchParams.get('text')).toBe('Halo Bu Sri & tim #1?\nTerima kasih — Denka é');
    expect(url.pathname).toBe('/6281234567890');
  });

  it('is undefined for a number that is not one', () => expect(whatsappLink('12', 'x')).toBeUndefined());
});
