import { describe, expect, it } from 'vitest';
import { directionsHref, telHref, whatsappHref } from './contact-links';

describe('dealer links', () => {
  it('builds tap-to-call links from formatted numbers', () => {
    expect(telHref('(022) 3747 0843')).toBe('tel:02237470843');
    expect(telHref('+62 21 555 0101')).toBe('tel:+62215550101');
  });

  it('builds wa.me links with international digits', () => {
    expect(whatsappHref('628117852097')).toBe('https://wa.me/628117852097');
    expect(whatsappHref('0811-785-2097')).toBe('https://wa.me/628117852097');
  });

  it('points directions at the coordinates, else the address', () => {
    expect(directionsHref({ lat: -6.9, lng: 107.6, address: 'x', name: 'y' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-6.9,107.6',
    );
    expect(directionsHref({ lat: null, lng: null, address: 'Jl. A 1', name: 'Toko' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Toko%2C%20Jl.%20A%201',
    );
    expect(directionsHref({ lat: null, lng: null, address: null, name: 'Toko' })).toBeUndefined();
  });
});
