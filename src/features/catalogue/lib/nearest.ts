// "Nearest first" for the buy-at-a-dealer tab: computed on the device, the position never leaves it (issue #6 §3).

export type Position = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: Position, b: Position): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Located = { lat: number | null; lng: number | null };

/** Items with their distance from `origin`, nearest first; items without coordinates go last. */
export function byDistance<T extends Located>(items: T[], origin: Position): (T & { distanceKm: number | null })[] {
  return items
    .map((item) => ({
      ...item,
      distanceKm: item.lat === null || item.lng === null ? null : distanceKm(origin, { lat: item.lat, lng: item.lng }),
    }))
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity));
}
