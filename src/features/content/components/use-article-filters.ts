import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { ArticleCategorySchema, type ArticleCategory } from '@/contract/content';

// Every list filter lives in the URL (decision 010), so a filtered list can be shared and reloaded.
const PageSchema = z.coerce.number().int().min(1).catch(1);
const YearSchema = z.coerce.number().int().min(2000).max(2100).optional().catch(undefined);
const MonthSchema = z.coerce.number().int().min(1).max(12).optional().catch(undefined);

export type ArticleUrlFilters = {
  category: ArticleCategory | undefined;
  year: number | undefined;
  month: number | undefined;
  search: string | undefined;
  page: number;
};

type FilterChange = Partial<Omit<ArticleUrlFilters, 'page'>>;

export function parseArticleFilters(params: URLSearchParams): ArticleUrlFilters {
  const category = ArticleCategorySchema.safeParse(params.get('category'));
  return {
    category: category.success ? category.data : undefined,
    year: YearSchema.parse(params.get('year') ?? undefined),
    month: MonthSchema.parse(params.get('month') ?? undefined),
    search: params.get('search')?.trim() || undefined,
    page: PageSchema.parse(params.get('page') ?? 1),
  };
}

export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseArticleFilters(params), [params]);

  const write = useCallback(
    (next: ArticleUrlFilters) => {
      const out = new URLSearchParams();
      if (next.category) out.set('category', next.category);
      if (next.year) out.set('year', String(next.year));
      if (next.month) out.set('month', String(next.month));
      if (next.search) out.set('search', next.search);
      if (next.page > 1) out.set('page', String(next.page));
      setParams(out, { preventScrollReset: true });
    },
    [setParams],
  );

  /** A new filter starts again at page 1. */
  const change = useCallback((patch: FilterChange) => write({ ...filters, ...patch, page: 1 }), [filters, write]);
  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const reset = useCallback(() => write({ category: undefined, year: undefined, month: undefined, search: undefined, page: 1 }), [write]);

  return { filters, change, setPage, reset };
}
