import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { ProductDealer } from '@/contract/dealers';
import { productDealers, productStock, storeCityList } from '@/contract/endpoints/dealers';
import { apiGet } from '@/lib/api-client';
import { distanceKm } from '@/lib/geo';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { getBrandStores } from './get-brand-stores';
import { catalogueKeys } from './query-keys';

// "Tersedia di dealer terdekat" (docs/decisions/025-dealer-finders.md): the server's nearest carriers of a
// product; when it cannot be reached, the same computed on the device from the saved copy (the product's
// carriers, v2/product_dealers/stock, joined with the brand's saved dealers). Open now first is the page's part.

export type DealerOrigin = { lat: number; lng: number } | { city_id: string };
export type NearestDealers = { stale_after_days: number; dealers: ProductDealer[]; computedOnDevice: boolean };

/** Candidates the server is asked for: enough to put open ones first among the near. */
export const CANDIDATES = 10;

export async function getNearestDealers(
  lang: Lang,
  product: { slug: string; brand: string },
  origin: DealerOrigin,
  signal?: AbortSignal,
): Promise<NearestDealers> {
  try {
    const body = await apiGet(productDealers, { query: { lang, product: product.slug, limit: CANDIDATES, ...origin }, signal });
    return { ...body.data, computedOnDevice: false };
  } catch (error) {
    if (!isUnreachableError(error)) throw error;
    return nearestOnDevice(lang, product, origin, signal);
  }
}

async function nearestOnDevice(lang: Lang, product: { slug: string; brand: string }, origin: DealerOrigin, signal?: AbortSignal) {
  // Both answered from the saved dataset (apiGet asks it when the server is unreachable); else this throws.
  const stock = (await apiGet(productStock, { query: { lang, product: product.slug }, signal })).data;
  const stores = await getBrandStores(lang, 'offline_store', product.brand, signal);
  const point = 'city_id' in origin ? cityCentre(stores, origin.city_id) : origin;
  const byId = new Map(stores.map((s) => [s.id, s]));
  const dealers: ProductDealer[] = [];
  for (const row of stock.stores) {
    const store = byId.get(row.store_id);
    if (!store || store.lat === null || store.lng === null || !point) continue;
    dealers.push({ ...store, stock: row.stock, as_of: row.as_of, distance_km: distanceKm(point, { lat: store.lat, lng: store.lng }) });
  }
  dealers.sort((a, b) => a.distance_km - b.distance_km || a.id - b.id);
  return { stale_after_days: stock.stale_after_days, dealers: dealers.slice(0, CANDIDATES), computedOnDevice: true };
}

/** Offline, a city's centre is that of the saved dealers in it (the server uses the city's own coordinates). */
function cityCentre(stores: { lat: number | null; lng: number | null; city: { id: string } | null }[], cityId: string) {
  const inCity = stores.filter((s) => s.city?.id === cityId && s.lat !== null && s.lng !== null);
  if (inCity.length === 0) return undefined;
  return {
    lat: inCity.reduce((sum, s) => sum + s.lat!, 0) / inCity.length,
    lng: inCity.reduce((sum, s) => sum + s.lng!, 0) / inCity.length,
  };
}

const originKey = (origin: DealerOrigin | null) =>
  origin === null ? '' : 'city_id' in origin ? `city:${origin.city_id}` : `${origin.lat.toFixed(4)},${origin.lng.toFixed(4)}`;

export const getNearestDealersQueryOptions = (
  product: { slug: string; brand: string },
  origin: DealerOrigin | null,
  lang: Lang = currentLang(),
) =>
  queryOptions({
    queryKey: catalogueKeys.nearestDealers(lang, product.slug, originKey(origin)),
    // No origin yet (and on the server's render): nothing to ask.
    queryFn: origin === null ? skipToken : ({ signal }) => getNearestDealers(lang, product, origin, signal),
  });

export const useNearestDealers = (product: { slug: string; brand: string }, origin: DealerOrigin | null) =>
  useQuery(getNearestDealersQueryOptions(product, origin));

/** Cities that have dealers, for choosing one instead of sharing a position (saved for offline too). */
export const useStoreCityChoices = (enabled: boolean) => {
  const lang = currentLang();
  return useQuery({
    queryKey: catalogueKeys.storeCities(lang),
    queryFn: async ({ signal }) => (await apiGet(storeCityList, { query: { lang }, signal })).data,
    enabled,
    staleTime: 60 * 60_000,
  });
};
