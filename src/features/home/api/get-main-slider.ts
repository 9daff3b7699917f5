import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import type { Slide } from '@/contract/home';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';
import { mainSlider } from '@/contract/endpoints/home';

// GET v2/main-slider, read as data.main_slider (docs/product.md §7).
export async function getMainSlider(lang: Lang, signal?: AbortSignal): Promise<Slide[]> {
  const body = await apiGet(mainSlider, { query: { lang }, signal });
  return body.main_slider;
}

export const getMainSliderQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'main-slider'),
    queryFn: ({ signal }) => getMainSlider(lang, signal),
  });

export const useMainSlider = () => useQuery(getMainSliderQueryOptions());
