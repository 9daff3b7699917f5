// "Nearest first" is computed on the device, so it works offline and the position never leaves it (decisions 010 and 025).
import { numberFormat } from '@/lib/intl-formats';
import { distanceKm, type LatLng } from '@/contract/geo';

export { distanceKm, type LatLng };

/** "2,3 km" in Indonesian, "2.3 km" in English; under a kilometre in metres. */
export function formatDistance(km: number, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : 'id-ID';
  if (km < 1) return `${numberFormat(tag).format(Math.round((km * 1000) / 10) * 10)} m`;
  const digits = km < 100 ? 1 : 0;
  return `${numberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(km)} km`;
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
