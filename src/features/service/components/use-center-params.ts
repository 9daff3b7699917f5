import { useLatestSearchParams } from '@/lib/latest-search-params';
import { useCallback } from 'react';
import type { CenterSort } from '../lib/filter-centers';

export type CenterParams = { cityId: string; search: string; sort: CenterSort; page: number; open: boolean };

/** The service-centre filters in the URL (shareable, back/forward); a filter change returns to page 1. */
export function useCenterParams() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params: CenterParams = {
    cityId: searchParams.get('city') ?? '',
    search: searchParams.get('q') ?? '',
    sort: searchParams.get('sort') === 'desc' ? 'desc' : 'asc',
    page: Number(searchParams.get('page') ?? 1) || 1,
    open: searchParams.get('open') === '1',
  };
  const update = useCallback(
    (patch: Partial<CenterParams>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (patch.cityId !== undefined) set('city', patch.cityId);
          if (patch.search !== undefined) set('q', patch.search);
          if (patch.sort !== undefined) set('sort', patch.sort === 'desc' ? 'desc' : '');
          if (patch.open !== undefined) set('open', patch.open ? '1' : '');
          set('page', patch.page && patch.page > 1 ? String(patch.page) : '');
          return next;
        },
        { replace: patch.page === undefined },
      ),
    [setSearchParams],
  );
  return [params, update] as const;
}
