import { queryOptions, useQuery } from '@tanstack/react-query';
import { BrandsResponseSchema, type Brand } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { partnershipKeys } from './query-keys';

// GET v2/product/brands: the brand choice of the support form.
export async function getSupportBrands(lang: Lang, signal?: AbortSignal): Promise<Brand[]> {
  return (await apiGet('v2/product/brands', BrandsResponseSchema, { query: { lang }, signal })).data;
}

export const getSupportBrandsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: partnershipKeys.brands(lang), queryFn: ({ signal }) => getSupportBrands(lang, signal) });

export const useSupportBrands = () => useQuery(getSupportBrandsQueryOptions());
