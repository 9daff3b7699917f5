import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys } from './query-keys';
import { productFind } from '../../../contract/endpoints/catalogue';

// GET v3/products/find?slug (docs/product.md §7): everything the product page shows; unknown slug → 404.
export async function getProduct(lang: Lang, slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  const body = await apiGet(productFind, { query: { lang, slug }, signal });
  return body.data;
}

export const getProductQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.product(lang, slug),
    queryFn: ({ signal }) => getProduct(lang, slug, signal),
  });

export const useProduct = (slug: string) => useQuery(getProductQueryOptions(slug));
