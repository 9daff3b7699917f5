import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '@/contract/common';
import type { HomeAttribute, HomeAttributeTagSchema } from '@/contract/home';
import { HOME_ATTRIBUTE_LIMITS } from '@/contract/home-terms';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { homeAttributes } from '@/contract/endpoints/home';

type Tag = z.infer<typeof HomeAttributeTagSchema>;

// GET v2/home-attributes?tag=feature_section&limit=4 | tag=product_section&limit=2 (docs/product.md §7, §9).
export async function getHomeAttributes(lang: Lang, tag: Tag, signal?: AbortSignal): Promise<HomeAttribute[]> {
  const query = { lang, tag, limit: HOME_ATTRIBUTE_LIMITS[tag] };
  const body = await apiGet(homeAttributes, { query, signal });
  return body.data;
}

export const getHomeAttributesQueryOptions = (tag: Tag, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'attributes', { tag }),
    queryFn: ({ signal }) => getHomeAttributes(lang, tag, signal),
  });

export const useHomeAttributes = (tag: Tag) => useQuery(getHomeAttributesQueryOptions(tag));
