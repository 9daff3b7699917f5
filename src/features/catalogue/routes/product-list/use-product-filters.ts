import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProductFilters,
  productFiltersToParams,
  readSpecFromUrl,
  withFixedFilters,
  type FixedFilters,
  type ProductFilters,
} from '@/features/catalogue/lib/product-filters';

/**
 * The list's filters live in the URL (shareable, restored on reload); the path may fix brand, category or search term.
 * Each change is a new history entry, so the back button returns to the list as it was filtered before.
 * `urlErrors`: specification filters in the URL that cannot apply as written (the list ignores them).
 */
export function useProductFilters(fixed: FixedFilters) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(
    () => withFixedFilters(parseProductFilters(new URLSearchParams(query)), fixed),
    [query, fixed.brand, fixed.category, fixed.search], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const urlErrors = useMemo(() => readSpecFromUrl(new URLSearchParams(query)).errors, [query]);
  // The query last written, before the router renders it: a second submit of the same filters in that moment
  // (a click React replays once the form hydrates submits twice) must not add a second, identical history
  // entry — "back" would then seem to do nothing. Back and forward set it to the URL's.
  const lastQuery = useRef(query);
  useEffect(() => {
    lastQuery.current = query;
  }, [query]);
  const setFilters = useCallback(
    (next: ProductFilters) => {
      // What the path fixes stays out of the query string.
      const written: ProductFilters = { ...next };
      if (fixed.brand) delete written.brand;
      if (fixed.category) delete written.category;
      if (fixed.search) delete written.search;
      const nextParams = productFiltersToParams(written);
      if (nextParams.toString() === lastQuery.current) return;
      lastQuery.current = nextParams.toString();
      setParams(nextParams, { preventScrollReset: true });
    },
    [fixed.brand, fixed.category, fixed.search, setParams],
  );
  return { filters, setFilters, urlErrors };
}
