import { queryOptions, useQuery } from '@tanstack/react-query';
import { SupportProductsResponseSchema } from '../../../contract/pickers';
import { apiGet } from '../../../lib/api-client';
import { partnershipKeys } from './query-keys';

// GET v2/support/product?brand_id (spec §7 "Forms"): the products of the chosen brand.
export async function getSupportProducts(brandId: number, signal?: AbortSignal) {
  return (await apiGet('v2/support/product', SupportProductsResponseSchema, { query: { brand_id: brandId }, signal })).data;
}

export const getSupportProductsQueryOptions = (brandId: number) =>
  queryOptions({
    queryKey: partnershipKeys.supportProducts(brandId),
    queryFn: ({ signal }) => getSupportProducts(brandId, signal),
    enabled: brandId > 0,
  });

export const useSupportProducts = (brandId: number) => useQuery(getSupportProductsQueryOptions(brandId));
