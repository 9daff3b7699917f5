import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSummary } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { contentKeys } from './query-keys';
import { articleProducts } from '@/contract/endpoints/content';

export const RELATED_PRODUCT_LIMIT = 4;

// GET v2/article/related_product?slug&limit: the products an article names (docs/product.md §7.4).
export async function getRelatedProducts(lang: Lang, slug: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  const query = { lang, slug, limit: RELATED_PRODUCT_LIMIT };
  const body = await apiGet(articleProducts, { query, signal });
  return body.data;
}

export const getRelatedProductsQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.relatedProducts(lang, slug),
    queryFn: ({ signal }) => getRelatedProducts(lang, slug, signal),
  });

export const useRelatedProducts = (slug: string) => useQuery(getRelatedProductsQueryOptions(slug));
