import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Brand } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { isUnreachableError } from '@/offline/connection';
import { brandOnDevice } from '../offline/products-on-device';
import { catalogueKeys } from './query-keys';
import { brandFind } from '@/contract/endpoints/catalogue';

// GET v3/brands/find?slug (docs/product.md §7); unknown slug → 404.
// Offline, the brand list in the cache holds the same record (decision 101): never the bare slug as a name.
export async function getBrand(lang: Lang, slug: string, signal?: AbortSignal, client?: QueryClient): Promise<Brand> {
  try {
    const body = await apiGet(brandFind, { query: { lang, slug }, signal });
    return body.data;
  } catch (error) {
    const onDevice = isUnreachableError(error) ? brandOnDevice(client, lang, slug) : undefined;
    if (!onDevice) throw error;
    return onDevice;
  }
}

export const getBrandQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.brand(lang, slug),
    queryFn: ({ signal, client }) => getBrand(lang, slug, signal, client),
  });

export const useBrand = (slug: string) => useQuery(getBrandQueryOptions(slug));
