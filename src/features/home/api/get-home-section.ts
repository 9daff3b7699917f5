import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { homeSection1, homeSection2 } from '@/contract/endpoints/home';
import type { HomeSection } from '@/contract/home';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { homeKeys } from './query-keys';

type SectionKey = HomeSection['key'];

const SECTIONS = { section_1: homeSection1, section_2: homeSection2 } as const satisfies Record<SectionKey, unknown>;

// GET v2/section_1 and v2/section_2 (docs/product.md §7).
export async function getHomeSection(lang: Lang, key: SectionKey, signal?: AbortSignal): Promise<HomeSection> {
  const body = await apiGet(SECTIONS[key], { query: { lang }, signal });
  return body.data;
}

export const getHomeSectionQueryOptions = (key: SectionKey, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: homeKeys.block(lang, 'section', { key }),
    queryFn: ({ signal }) => getHomeSection(lang, key, signal),
  });

export const useHomeSection = (key: SectionKey) => useQuery(getHomeSectionQueryOptions(key));
