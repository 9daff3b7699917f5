import { useLatestSearchParams } from '@/lib/latest-search-params';
import { useCallback } from 'react';
import type { DealerSort, FinderParams } from '../lib/filter-dealers';

// The finder's filters live in the URL: shareable, kept by back/forward, no server state in useState.

const SORTS: readonly DealerSort[] = ['asc', 'desc', 'near'];
type Patch = Partial<FinderParams>;

function readParams(params: URLSearchParams): FinderParams {
  const sort = params.get('sort');
  return {
    type: params.get('type') === 'online' ? 'online_store' : 'offline_store',
    provinceId: params.get('province') ?? '',
    cityId: params.get('city') ?? '',
    brand: params.get('brand') ?? '',
    search: params.get('q') ?? '',
    sort: SORTS.find((s) => s === sort) ?? 'asc',
    page: Number(params.get('page') ?? 1) || 1,
    map: params.get('view') === 'map',
    open: params.get('open') === '1',
  };
}

function writeParams(next: FinderParams): URLSearchParams {
  const entries: Array<[string, string]> = [
    ['type', next.type === 'online_store' ? 'online' : ''],
    ['province', next.provinceId],
    ['city', next.cityId],
    ['brand', next.brand],
    ['q', next.search],
    ['sort', next.sort === 'asc' ? '' : next.sort],
    ['page', next.page > 1 ? String(next.page) : ''],
    ['open', next.open ? '1' : ''],
    ['view', next.map ? 'map' : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

/** Reads and updates the finder's URL state; changing a filter returns to page 1 (docs/product.md §9: first page 1). */
export function useFinderParams() {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const params = readParams(searchParams);
  const update = useCallback(
    (patch: Patch) =>
      setSearchParams(
        (current) => {
          const before = readParams(current);
          const resetsPage = Object.keys(patch).some((key) => key !== 'page' && key !== 'map');
          return writeParams({ ...before, ...(resetsPage ? { page: 1 } : {}), ...patch });
        },
        { replace: !('page' in patch) && !('type' in patch) && !('map' in patch) },
      ),
    [setSearchParams],
  );
  return [params, update] as const;
}
