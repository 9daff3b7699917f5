import type { Lang } from '@/contract/common';

// The home page's one query-key factory (docs/architecture.md §5): each block of the page is one read; the language
// is part of every key.
export const homeKeys = {
  all: ['home'] as const,
  block: (lang: Lang, block: string, params?: Record<string, string | number>) => [...homeKeys.all, lang, block, params ?? {}] as const,
};
