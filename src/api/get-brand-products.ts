import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client';
import { supportProducts } from '../contract/endpoints/pickers';

// The products of one brand, the second choice of the support and product registration forms (after the
// brand): one read, one key (docs/decisions/200-code-structure.md).
export const brandProductKeys = {
  all: ['brand-products'] as const,
  list: (brandId: number) => [...brandProductKeys.all, brandId] as const,
};

// GET v2/support/product?brand_id.
export async function getBrandProducts(brandId: number, signal?: AbortSignal) {
  return (await apiGet(supportProducts, { query: { brand_id: brandId }, signal })).data;
}

export const getBrandProductsQueryOptions = (brandId: number) =>
  queryOptions({
    queryKey: brandProductKeys.list(brandId),
    queryFn: ({ signal }) => getBrandProducts(brandId, signal),
    enabled: brandId > 0,
  });

export const useBrandProducts = (brandId: number) => useQuery(getBrandProductsQueryOptions(brandId));
