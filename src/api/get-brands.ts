import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '../contract/catalogue';
import type { Lang } from '../contract/common';
import { apiGet } from '../lib/api-client';
import { currentLang } from '../lib/i18n';
import { brandList } from '../contract/endpoints/catalogue';

// The brand list, read by the header, the catalogue, the home page and the brand pickers of the support and
// product registration forms: one read, one key, persisted like all public data (docs/decisions/200-code-structure.md).
export const brandKeys = {
  all: ['brands'] as const,
  list: (lang: Lang, featured = false) => [...brandKeys.all, lang, { featured }] as const,
};

// GET v2/product/brands[?featured=yes].
export async function getBrands(lang: Lang, featured = false, signal?: AbortSignal): Promise<Brand[]> {
  const query = { lang, featured: featured ? ('yes' as const) : undefined };
  const body = await apiGet(brandList, { query, signal });
  return body.data;
}

export const getBrandsQueryOptions = (featured = false, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: brandKeys.list(lang, featured),
    queryFn: ({ signal }) => getBrands(lang, featured, signal),
  });

export const useBrands = (featured = false) => useQuery(getBrandsQueryOptions(featured));
