import type { BrandTag, Dealer, RegionRef, StoreType } from '@/contract/dealers';
import type { Holiday } from '@/contract/hours';
import { isOpenAt, zoneOfProvince } from '@/contract/hours-terms';
import { foldText } from '@/lib/text-match';
import { sortByDistance, type LatLng } from '@/lib/geo';
import { indonesianCollator } from '@/lib/collator';

export type DealerSort = 'asc' | 'desc' | 'near';
/** `openAt`: only stores open at that instant, by their hours, time zone and the holiday calendar. */
export type DealerFilters = {
  provinceId?: string;
  cityId?: string;
  brand?: string;
  search?: string;
  openAt?: { now: number; holidays: readonly Holiday[] } | undefined;
};
export type DealerRow = { dealer: Dealer; km: number | undefined };

/** The finder's filters, as its URL holds them (components/use-finder-params.ts). */
export type FinderParams = {
  type: StoreType;
  provinceId: string;
  cityId: string;
  brand: string;
  search: string;
  sort: DealerSort;
  page: number;
  map: boolean;
  /** Only stores open now. */
  open: boolean;
};

/** What the finder's first screen shows: every filter but the map's. */
export type FinderScreenParams = Omit<FinderParams, 'map'>;

/**
 * Each dealer's searchable text, folded once (decision 025: 13,230 dealers on a phone): the search then
 * folds only the query, not every dealer on every keystroke. Same matching as `matchesQuery`.
 */
const haystacks = new WeakMap<Dealer, string>();
const haystackOf = (dealer: Dealer) => {
  let text = haystacks.get(dealer);
  if (text === undefined) {
    text = foldText([dealer.name, dealer.address, dealer.city?.name, dealer.province?.name, dealer.marketplace].filter(Boolean).join(' '));
    haystacks.set(dealer, text);
  }
  return text;
};

/** Dealers matching every filter given: province, city, brand, open now, and a search over name, address, city, marketplace. */
export function filterDealers(dealers: readonly Dealer[], filters: DealerFilters): Dealer[] {
  const words = foldText(filters.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const { openAt } = filters;
  return dealers.filter(
    (dealer) =>
      (!openAt || (dealer.hours !== null && isOpenAt(dealer.hours, zoneOfProvince(dealer.province?.id), openAt.holidays, openAt.now))) &&
      (!filters.provinceId || dealer.province?.id === filters.provinceId) &&
      (!filters.cityId || dealer.city?.id === filters.cityId) &&
      (!filters.brand || dealer.brands.some((brand) => brand.slug === filters.brand)) &&
      (words.length === 0 || words.every((word) => haystackOf(dealer).includes(word))),
  );
}

/** By name (ascending by default, docs/product.md §9) or, with the visitor's position, nearest first. */
export function sortDealers(dealers: readonly Dealer[], sort: DealerSort, origin?: LatLng): DealerRow[] {
  if (sort === 'near' && origin) return sortByDistance(dealers, origin).map(({ item, km }) => ({ dealer: item, km }));
  const sign = sort === 'desc' ? -1 : 1;
  const { compare } = indonesianCollator(true);
  return [...dealers].sort((a, b) => sign * compare(a.name, b.name) || a.id - b.id).map((dealer) => ({ dealer, km: undefined }));
}

function uniqueRegions(regions: Array<RegionRef | null>): RegionRef[] {
  const byId = new Map<string, RegionRef>();
  for (const region of regions) if (region) byId.set(region.id, region);
  const { compare } = indonesianCollator(true);
  return [...byId.values()].sort((a, b) => compare(a.name, b.name));
}

/** Provinces that have dealers, from the dealers themselves (works offline for every province). */
export const provincesOf = (dealers: readonly Dealer[]) => uniqueRegions(dealers.map((dealer) => dealer.province));

/** Cities of one province that have dealers, from the dealers themselves. */
export const citiesOf = (dealers: readonly Dealer[], provinceId: string) =>
  uniqueRegions(dealers.filter((dealer) => dealer.province?.id === provinceId).map((dealer) => dealer.city));

/** Every brand some dealer carries, by name. */
export function brandsOf(dealers: readonly Dealer[]): BrandTag[] {
  const bySlug = new Map<string, BrandTag>();
  for (const dealer of dealers) for (const brand of dealer.brands) bySlug.set(brand.slug, brand);
  const { compare } = indonesianCollator(true);
  return [...bySlug.values()].sort((a, b) => compare(a.name, b.name));
}
