// "Nearest first" is computed on the device, so it works offline and the position never leaves it (decisions 010 and 025).
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

/** "2,3 km" in Indonesian, "2.3 km" in English; under a kilometre in metres. */
export function formatDistance(km: number, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : 'id-ID';
  if (km < 1) return `${new Intl.NumberFormat(tag).format(Math.round((km * 1000) / 10) * 10)} m`;
  const digits = km < 100 ? 1 : 0;
  return `${new Intl.NumberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
}

type Located = { lat: number | null; lng: number | null };

/** Items with their distance from `origin`, nearest first; items without coordinates go last, in order. */
export function sortByDistance<T extends Located>(items: readonly T[], origin: LatLng): Array<{ item: T; km: number | undefined }> {
  return items
    .map((item) => ({
      item,
      km: item.lat !== null && item.lng !== null ? distanceKm(origin, { lat: item.lat, lng: item.lng }) : undefined,
    }))
    .sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY));
}
