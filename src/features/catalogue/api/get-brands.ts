import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys } from './query-keys';

// A header read, so part of every page's start: the schema loads beside the shell, not in it (issue #11).
const loadBrandsResponseSchema = () => import('../../../contract/catalogue').then((m) => m.BrandsResponseSchema);
loadBrandsResponseSchema().catch(() => undefined); // started now: every page's header needs it

// GET v2/product/brands[?featured=yes] (spec §7 "Catalogue").
export async function getBrands(lang: Lang, featured = false, signal?: AbortSignal): Promise<Brand[]> {
  const query = { lang, featured: featured ? 'yes' : undefined };
  const body = await apiGet('v2/product/brands', loadBrandsResponseSchema, { query, signal });
  return body.data;
}

export const getBrandsQueryOptions = (featured = false, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.brands(lang, featured),
    queryFn: ({ signal }) => getBrands(lang, featured, signal),
  });

export const useBrands = (featured = false) => useQuery(getBrandsQueryOptions(featured));
