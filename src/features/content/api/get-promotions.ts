import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Promotion } from '@/contract/home';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { contentKeys } from './query-keys';
import { promotionList, promotionsByTag } from '@/contract/endpoints/home';

type PromotionSet = 'all' | 'marketplace';

// GET v2/promosi (every promotion) and v2/promotion?tag=marketplace (docs/product.md §7.1).
export async function getPromotions(lang: Lang, set: PromotionSet, signal?: AbortSignal): Promise<Promotion[]> {
  const body =
    set === 'all'
      ? await apiGet(promotionList, { query: { lang }, signal })
      : await apiGet(promotionsByTag, { query: { lang, tag: 'marketplace' }, signal });
  return body.data;
}

export const getPromotionsQueryOptions = (set: PromotionSet, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: contentKeys.promotions(lang, set),
    queryFn: ({ signal }) => getPromotions(lang, set, signal),
  });

export const usePromotions = (set: PromotionSet) => useQuery(getPromotionsQueryOptions(set));
