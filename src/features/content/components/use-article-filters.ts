import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ArticleCategory } from '@/contract/content';
import { ARTICLE_CATEGORIES } from '@/contract/content-terms';
import { intParam, oneOfParam } from '@/lib/url-params';

// Every list filter lives in the URL (decision 010), so a filtered list can be shared and reloaded.

export type ArticleUrlFilters = {
  category: ArticleCategory | undefined;
  year: number | undefined;
  month: number | undefined;
  search: string | undefined;
  page: number;
};

type FilterChange = Partial<Omit<ArticleUrlFilters, 'page'>>;

export function parseArticleFilters(params: URLSearchParams): ArticleUrlFilters {
  return {
    category: oneOfParam(ARTICLE_CATEGORIES, params.get('category')),
    year: intParam(params.get('year'), 2000, 2100),
    month: intParam(params.get('month'), 1, 12),
    search: params.get('search')?.trim() || undefined,
    page: intParam(params.get('page'), 1) ?? 1,
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
