import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance, sortByDistance } from './geo';

const monas = { lat: -6.1754, lng: 106.8272 };
const bandung = { lat: -6.9175, lng: 107.6191 };

describe('distanceKm (haversine)', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(monas, monas)).toBe(0);
    expect(distanceKm(monas, bandung)).toBeCloseTo(distanceKm(bandung, monas), 9);
  });

  it('measures Jakarta to Bandung as about 119 km in a straight line', () => {
    expect(distanceKm(monas, bandung)).toBeGreaterThan(115);
    expect(distanceKm(monas, bandung)).toBeLessThan(123);
  });
});

describe('formatDistance', () => {
  it('uses a decimal comma in Indonesian and a point in English', () => {
    expect(formatDistance(2.345, 'id')).toBe('2,3 km');
    expect(formatDistance(2.345, 'en')).toBe('2.3 km');
  });

  it('shows metres under a kilometre and whole kilometres far away', () => {
    expect(formatDistance(0.456, 'id')).toBe('460 m');
    expect(formatDistance(1234.5, 'id')).toBe('1.235 km');
  });
});

describe('sortByDistance', () => {
  it('orders nearest first and puts items without coordinates last', () => {
    const items = [
      { id: 'bandung', ...bandung },
      { id: 'none', lat: null, lng: null },
      { id: 'monas', ...monas },
    ];
    expect(sortByDistance(items, { lat: -6.2, lng: 106.8166 }).map((row) => row.item.id)).toEqual(['monas', 'bandung', 'none']);
  });
});
