import type { Lang } from '@/contract/common';

// Site-wide header content (ticker, web accessories): one key factory (docs/architecture.md §5).
export const siteKeys = {
  all: ['site'] as const,
  newsticker: (lang: Lang) => [...siteKeys.all, 'newsticker', lang] as const,
  webAccessories: (lang: Lang) => [...siteKeys.all, 'web-accessories', lang] as const,
};
