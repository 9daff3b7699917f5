import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@/contract/catalogue';
import { TRENDING_SIZE } from '@/contract/catalogue-terms';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { catalogueKeys } from './query-keys';
import { trendingProducts } from '@/contract/endpoints/catalogue';

// GET v2/trending_product?size=10 (docs/product.md §7, §9): trending rank 1 first.
export async function getTrendingProducts(lang: Lang, size: number, signal?: AbortSignal): Promise<ProductSummary[]> {
  const body = await apiGet(trendingProducts, { query: { lang, size }, signal });
  return body.data;
}

export const getTrendingProductsQueryOptions = (size = TRENDING_SIZE, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.trending(lang, size),
    queryFn: ({ signal }) => getTrendingProducts(lang, size, signal),
  });

export const useTrendingProducts = (size = TRENDING_SIZE) => useQuery(getTrendingProductsQueryOptions(size));
