// Distances between places, shared by the browser (nearest first, a saved page's nearest alternatives) and the
// server (a dealer's or service centre's nearest alternatives): decisions 010 and 025.
export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

type Place = { id: number; lat: number | null; lng: number | null };

/**
 * The `count` places nearest to `origin` other than `origin` itself, nearest first (ties by id), each with its
 * distance; places without coordinates are left out. The server ranks the index's candidates with it, the
 * device a saved list.
 */
export function nearestOthers<T extends Place>(places: readonly T[], origin: Place, count: number): (T & { distance_km: number })[] {
  if (origin.lat === null || origin.lng === null) return [];
  const from = { lat: origin.lat, lng: origin.lng };
  return places
    .flatMap((p) =>
      p.id !== origin.id && p.lat !== null && p.lng !== null ? [{ ...p, distance_km: distanceKm(from, { lat: p.lat, lng: p.lng }) }] : [],
    )
    .sort((a, b) => a.distance_km - b.distance_km || a.id - b.id)
    .slice(0, count);
}
