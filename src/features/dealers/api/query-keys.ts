import type { Lang } from '@/contract/common';
import type { StoreType } from '@/contract/dealers';
import type { FinderScreenParams } from '../lib/filter-dealers';

// The dealers feature's one query-key factory (docs/architecture.md §5); the language is part of every key.
export const dealerKeys = {
  all: ['dealers'] as const,
  list: (lang: Lang, type: StoreType) => [...dealerKeys.all, 'list', lang, type] as const,
  /** The finder's first screen for the filters in its URL (made on the server: get-finder-screen.ts). */
  screen: (lang: Lang, params: FinderScreenParams) => [...dealerKeys.all, 'screen', lang, params] as const,
  page: (lang: Lang, slug: string) => [...dealerKeys.all, 'page', lang, slug] as const,
  provinces: (lang: Lang) => [...dealerKeys.all, 'provinces', lang] as const,
  cities: (lang: Lang, provinceId: string) => [...dealerKeys.all, 'cities', lang, provinceId] as const,
};
