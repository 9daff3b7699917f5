import type { Lang } from '../../../contract/common';

// The partnership feature's one query-key factory (STYLE.md §3).
export const partnershipKeys = {
  all: ['partnership'] as const,
  brands: (lang: Lang) => [...partnershipKeys.all, 'brands', lang] as const,
  supportProducts: (brandId: number) => [...partnershipKeys.all, 'support-products', brandId] as const,
};
