import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../../../contract/common';
import { AuthorizedStoreResponseSchema, DEALER_PAGE_SIZE, type Dealer, type StoreType } from '../../../contract/dealers';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { dealerKeys } from './query-keys';

// GET v2/authorized_store?type&per_page=1000: every dealer in one call, filtered on the device (decision 025).
export async function getDealers(lang: Lang, type: StoreType, signal?: AbortSignal): Promise<Dealer[]> {
  const query = { lang, type, per_page: DEALER_PAGE_SIZE, page: 1 };
  const body = await apiGet('v2/authorized_store', AuthorizedStoreResponseSchema, { query, signal });
  return body.data.data;
}

export const getDealersQueryOptions = (type: StoreType, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerKeys.list(lang, type),
    queryFn: ({ signal }) => getDealers(lang, type, signal),
  });

export const useDealers = (type: StoreType) => useQuery(getDealersQueryOptions(type));
