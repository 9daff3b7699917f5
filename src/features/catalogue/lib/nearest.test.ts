import { describe, expect, it } from 'vitest';
import { distanceKm } from '@/lib/geo';
import { byDistance } from './nearest';

const jakarta = { lat: -6.2, lng: 106.816 };
const bandung = { lat: -6.907, lng: 107.613 };
const medan = { lat: 3.578, lng: 98.693 };

describe('nearest first', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(jakarta, jakarta)).toBe(0);
    expect(distanceKm(jakarta, bandung)).toBeGreaterThan(110);
    expect(distanceKm(jakarta, bandung)).toBeLessThan(125);
  });

  it('sorts nearest first and puts stores without coordinates last', () => {
    const stores = [
      { name: 'Medan', ...medan },
      { name: 'Online', lat: null, lng: null },
      { name: 'Bandung', ...bandung },
    ];
    expect(byDistance(stores, jakarta).map((s) => s.name)).toEqual(['Bandung', 'Medan', 'Online']);
    expect(byDistance(stores, medan)[0]).toMatchObject({ name: 'Medan', distanceKm: 0 });
  });
});
