import type { RegionRef } from '@/contract/dealers';
import type { Holiday } from '@/contract/hours';
import { isOpenAt, zoneOfProvince } from '@/contract/hours-terms';
import type { PickupPoint, ServiceCenter } from '@/contract/service';
import { matchesQuery } from '@/lib/text-match';
import { indonesianCollator } from '@/lib/collator';

export type CenterSort = 'asc' | 'desc';
/** `openAt`: only centres open at that instant, by their hours, time zone and the holiday calendar. */
export type CenterFilters = { cityId?: string; search?: string; openAt?: { now: number; holidays: readonly Holiday[] } | undefined };

/** Cities that host a service centre (for the city filter), by name; derived on the device. */
export function citiesOfCenters(centers: ReadonlyArray<{ city: RegionRef }>): RegionRef[] {
  const byId = new Map(centers.map((center) => [center.city.id, center.city]));
  const { compare } = indonesianCollator(true);
  return [...byId.values()].sort((a, b) => compare(a.name, b.name));
}

/** Centres in the chosen city (open now, when asked) whose name, address, city or brands match the search. */
export function filterCenters(centers: readonly ServiceCenter[], { cityId, search = '', openAt }: CenterFilters): ServiceCenter[] {
  return centers.filter(
    (center) =>
      (!openAt || (center.hours !== null && isOpenAt(center.hours, zoneOfProvince(center.province.id), openAt.holidays, openAt.now))) &&
      (!cityId || center.city.id === cityId) &&
      matchesQuery(search, [center.name, center.address, center.city.name, center.province.name, ...center.brands.map((b) => b.name)]),
  );
}

/** By name, ascending by default (docs/product.md §9), or descending. */
export function sortByName<T extends { name: string; id: number }>(items: readonly T[], sort: CenterSort): T[] {
  const sign = sort === 'desc' ? -1 : 1;
  const { compare } = indonesianCollator(true);
  return [...items].sort((a, b) => sign * compare(a.name, b.name) || a.id - b.id);
}

/**
 * Pickup and drop points for the chosen city: those in the city and those that feed a centre in it
 * (a Bandung centre collects from Cirebon); all of them without a city. By name.
 */
export function filterPickupPoints(
  points: readonly PickupPoint[],
  cityId: string,
  centers: ReadonlyArray<Pick<ServiceCenter, 'id' | 'city'>> = [],
): PickupPoint[] {
  const centerIds = new Set(centers.filter((center) => center.city.id === cityId).map((center) => center.id));
  const kept = cityId ? points.filter((point) => point.city.id === cityId || centerIds.has(point.service_center_id)) : points;
  return sortByName(kept, 'asc');
}
