import { describe, expect, it } from 'vitest';
import { demoContent } from './content/demo-content';
import { scaleContent } from './scale';

describe('scaleContent', () => {
  it('leaves ×1 as it is', () => {
    expect(scaleContent(demoContent, 1)).toBe(demoContent);
  });

  it('spreads each dealer’s copies around it, deterministically, in its own province and city', () => {
    const scaled = scaleContent(demoContent, 5);
    const originals = demoContent.dealers.length;
    expect(scaled.dealers).toHaveLength(originals * 5);
    expect(new Set(scaled.dealers.map((d) => d.id)).size).toBe(scaled.dealers.length);
    expect(scaled.dealers.slice(0, originals)).toEqual(demoContent.dealers);
    const spots = new Set<string>();
    scaled.dealers.forEach((copy, i) => {
      const original = demoContent.dealers[i % originals]!;
      expect(copy.province_code).toBe(original.province_code);
      expect(copy.city_code).toBe(original.city_code);
      if (original.lat == null || original.lng == null) return expect([copy.lat, copy.lng]).toEqual([original.lat, original.lng]);
      expect(Math.abs(copy.lat! - original.lat)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(copy.lng! - original.lng)).toBeLessThanOrEqual(0.05);
      spots.add(`${copy.lat},${copy.lng}`);
    });
    // Copies no longer stand on their original's spot: (almost) every dealer has its own coordinates.
    expect(spots.size).toBeGreaterThan(scaled.dealers.filter((d) => d.lat != null).length * 0.99);
    expect(scaleContent(demoContent, 5).dealers).toEqual(scaled.dealers);
  });
});
