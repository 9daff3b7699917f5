import { describe, expect, it } from 'vitest';
import { boxWithin, candidatesFor } from './dealer-stock';

// The proof behind the nearest carriers (docs/decisions/025-dealer-finders.md): every point within the distance lies
// in the box, which is what lets the candidates read on the plane of degrees stand for all carriers.

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const s = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(s)));
}

/** mulberry32: the same points on every run. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('boxWithin', () => {
  it("holds every point within the distance, on the map and on the plane of degrees, at Indonesia's latitudes and far from them", () => {
    const next = rng(25);
    for (const origin of [
      { lat: -6.2, lng: 106.82 },
      { lat: 5.5, lng: 95.3 },
      { lat: -10.9, lng: 140.5 },
      { lat: 0, lng: 0 },
      { lat: 60.2, lng: 24.9 },
      { lat: -45, lng: 150 },
    ]) {
      for (const km of [0.5, 5, 40, 300, 1500]) {
        const box = boxWithin(origin, km)!;
        expect(box, `${origin.lat} ${km}`).toBeDefined();
        // Points spread over a square four times the box; those within `km` must be inside it.
        let within = 0;
        for (let i = 0; i < 4000; i++) {
          const lat = origin.lat + (next() * 2 - 1) * 2 * (box.north - origin.lat);
          const lng = origin.lng + (next() * 2 - 1) * 2 * (box.east - origin.lng);
          if (lat <= -90 || lat >= 90 || distanceKm(origin, { lat, lng }) > km) continue;
          within++;
          expect(lat).toBeGreaterThanOrEqual(box.south);
          expect(lat).toBeLessThanOrEqual(box.north);
          expect(lng).toBeGreaterThanOrEqual(box.west);
          expect(lng).toBeLessThanOrEqual(box.east);
          expect(Math.hypot(lat - origin.lat, lng - origin.lng)).toBeLessThanOrEqual(box.plane);
        }
        expect(within).toBeGreaterThan(100);
        // And it is not much larger than needed: the point due north at the distance is at its edge.
        expect(distanceKm(origin, { lat: box.north, lng: origin.lng })).toBeCloseTo(km, 3);
        expect(box.plane).toBeCloseTo(box.east - origin.lng, 9);
      }
    }
  });

  it('gives no box past a pole or across the antimeridian (every carrier is read then)', () => {
    expect(boxWithin({ lat: 89.9, lng: 0 }, 50)).toBeUndefined();
    expect(boxWithin({ lat: -6, lng: 179.99 }, 50)).toBeUndefined();
    expect(boxWithin({ lat: -6, lng: 106 }, 30_000)).toBeUndefined();
  });

  it('reads at least 50 candidates, five per answer wanted', () => {
    expect(candidatesFor(3)).toBe(50);
    expect(candidatesFor(30)).toBe(150);
  });
});
