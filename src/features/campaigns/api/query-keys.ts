import type { Lang } from '@/contract/common';

// The campaigns feature's one query-key factory (docs/architecture.md §5).
export const campaignKeys = {
  all: ['campaigns'] as const,
  lottery: (lang: Lang) => [...campaignKeys.all, 'lottery', lang] as const,
  current: (lang: Lang) => [...campaignKeys.all, 'current', lang] as const,
  draws: (lang: Lang) => [...campaignKeys.all, 'draws', lang] as const,
  giveaway: (lang: Lang, slug: string) => [...campaignKeys.all, 'giveaway', lang, slug] as const,
};
