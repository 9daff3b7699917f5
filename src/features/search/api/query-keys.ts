import type { Lang } from '@/contract/common';

// The search feature's one query-key factory (docs/architecture.md §5); the language is part of every key.
export const searchKeys = {
  all: ['search'] as const,
  results: (lang: Lang, q: string) => [...searchKeys.all, 'results', lang, q] as const,
};
