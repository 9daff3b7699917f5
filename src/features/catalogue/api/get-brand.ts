import { queryOptions, useQuery } from '@tanstack/react-query';
import { BrandFindResponseSchema, type Brand } from '../../../contract/catalogue';
import type { Lang } from '../../../contract/common';
import { apiGet } from '../../../lib/api-client';
import { currentLang } from '../../../lib/i18n';
import { catalogueKeys } from './query-keys';

// GET v3/brands/find?slug (spec §7); unknown slug → 404.
export async function getBrand(lang: Lang, slug: string, signal?: AbortSignal): Promise<Brand> {
  const body = await apiGet('v3/brands/find', BrandFindResponseSchema, { query: { lang, slug }, signal });
  return body.data;
}

export const getBrandQueryOptions = (slug: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: catalogueKeys.brand(lang, slug),
    queryFn: ({ signal }) => getBrand(lang, slug, signal),
  });

export const useBrand = (slug: string) => useQuery(getBrandQueryOptions(slug));
