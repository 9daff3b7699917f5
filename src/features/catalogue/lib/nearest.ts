// "Nearest first" for the buy-at-a-dealer tab: computed on the device, the position never leaves it (decision 010).
import { sortByDistance, type LatLng } from '@/lib/geo';

export type Position = LatLng;

type Located = { lat: number | null; lng: number | null };

/** Items with their distance from `origin`, nearest first; items without coordinates go last. */
export function byDistance<T extends Located>(items: T[], origin: Position): (T & { distanceKm: number | null })[] {
  return sortByDistance(items, origin).map(({ item, km }) => ({ ...item, distanceKm: km ?? null }));
}
