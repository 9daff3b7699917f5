import type { Lang } from '@/contract/common';

// The service feature's one query-key factory (docs/architecture.md §5): service centres, pickup points, warranty, FAQ.
export const serviceKeys = {
  all: ['service'] as const,
  centers: (lang: Lang) => [...serviceKeys.all, 'centers', lang] as const,
  centerPage: (lang: Lang, slug: string) => [...serviceKeys.all, 'center-page', lang, slug] as const,
  pickupPoints: (lang: Lang) => [...serviceKeys.all, 'pickup-points', lang] as const,
  warranty: (lang: Lang) => [...serviceKeys.all, 'warranty', lang] as const,
  faq: (lang: Lang, group: 'service' | 'warranty') => [...serviceKeys.all, 'faq', lang, group] as const,
};
