import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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

function serializeArticleFilters(next: ArticleUrlFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (next.category) out.set('category', next.category);
  if (next.year) out.set('year', String(next.year));
  if (next.month) out.set('month', String(next.month));
  if (next.search) out.set('search', next.search);
  if (next.page > 1) out.set('page', String(next.page));
  return out;
}

export function useArticleFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseArticleFilters(params), [params]);

  // Each change builds on the filters as the last change left them, not as they were at the last render:
  // a second change made before React has re-rendered (a fast tap, a tab switch still in transition, whose
  // old panel's select is still on screen) would otherwise drop the first one.
  const latest = useRef(filters);
  useLayoutEffect(() => {
    latest.current = filters;
  }, [filters]);
  const write = useCallback(
    (next: (current: ArticleUrlFilters) => ArticleUrlFilters) => {
      latest.current = next(latest.current);
      setParams(serializeArticleFilters(latest.current), { preventScrollReset: true });
    },
    [setParams],
  );

  /** A new filter starts again at page 1. */
  const change = useCallback((patch: FilterChange) => write((current) => ({ ...current, ...patch, page: 1 })), [write]);
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page })), [write]);
  const reset = useCallback(
    () => write(() => ({ category: undefined, year: undefined, month: undefined, search: undefined, page: 1 })),
    [write],
  );

  return { filters, change, setPage, reset };
}
