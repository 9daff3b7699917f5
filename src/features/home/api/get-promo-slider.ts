import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Lang } from '@/contract/common';
import type { PromoSliderTagSchema, Slide } from '@/contract/home';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { promoSlider } from '@/contract/endpoints/home';

export type PromoSliderTag = z.infer<typeof PromoSliderTagSchema>;

// GET v2/promo-slider?tag=promo_slider_left|promo_slider_right, read as data.promo_slider (docs/product.md §7).
export async function getPromoSlider(lang: Lang, tag: PromoSliderTag, signal?: AbortSignal): Promise<Slide[]> {
  const body = await apiGet(promoSlider, { query: { lang, tag }, signal });
  return body.promo_slider;
}

export const getPromoSliderQueryOptions = (tag: PromoSliderTag, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'promo-slider', { tag }),
    queryFn: ({ signal }) => getPromoSlider(lang, tag, signal),
  });

export const usePromoSlider = (tag: PromoSliderTag) => useQuery(getPromoSliderQueryOptions(tag));
