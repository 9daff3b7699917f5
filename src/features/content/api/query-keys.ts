import type { Lang } from '@/contract/common';
import type { ArticleListFilters } from './get-articles';

// The content feature's one query-key factory (docs/architecture.md §5); the language is part of every key.
export const contentKeys = {
  all: ['content'] as const,
  articles: (lang: Lang, filters: ArticleListFilters) => [...contentKeys.all, 'articles', lang, filters] as const,
  article: (lang: Lang, slug: string) => [...contentKeys.all, 'article', lang, slug] as const,
  relatedPosts: (lang: Lang, slug: string) => [...contentKeys.all, 'related-posts', lang, slug] as const,
  suggestedPosts: (lang: Lang, slug: string) => [...contentKeys.all, 'suggested-posts', lang, slug] as const,
  relatedProducts: (lang: Lang, slug: string) => [...contentKeys.all, 'related-products', lang, slug] as const,
  promotions: (lang: Lang, tag: 'all' | 'marketplace') => [...contentKeys.all, 'promotions', lang, tag] as const,
  lotteryCampaign: (lang: Lang) => [...contentKeys.all, 'lottery-campaign', lang] as const,
};
