import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Dealer, StoreType } from '@/contract/dealers';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { catalogueKeys } from './query-keys';
import { storeList } from '@/contract/endpoints/dealers';

// GET v2/authorized_store?type&brand (docs/product.md §7): every store of one type that carries the brand, in one page.
export async function getBrandStores(lang: Lang, type: StoreType, brand: string, signal?: AbortSignal): Promise<Dealer[]> {
  const body = await apiGet(storeList, { query: { lang, type, brand }, signal });
  return body.data.data;
}

export const getBrandStoresQueryOptions = (type: StoreType, brand: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.stores(lang, type, brand),
    queryFn: ({ signal }) => getBrandStores(lang, type, brand, signal),
  });

export const useBrandStores = (type: StoreType, brand: string, enabled = true) =>
  useQuery({ ...getBrandStoresQueryOptions(type, brand), enabled });
