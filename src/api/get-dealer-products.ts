import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { dealerProducts } from '../contract/endpoints/dealers';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';

// The products one dealer lists, with stock (docs/decisions/025-dealer-finders.md): its page's "Produk yang
// tersedia" (src/components/dealer-products-carried.tsx).

export const dealerProductKeys = {
  all: ['dealer-products'] as const,
  list: (lang: Lang, storeId: number) => [...dealerProductKeys.all, lang, storeId] as const,
};

// GET v2/authorized_store/products?store_id.
export const getDealerProductsQueryOptions = (storeId: number, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: dealerProductKeys.list(lang, storeId),
    queryFn: async ({ signal }) => (await apiGet(dealerProducts, { query: { lang, store_id: storeId }, signal })).data,
  });

export const useDealerProducts = (storeId: number) => useQuery(getDealerProductsQueryOptions(storeId));
