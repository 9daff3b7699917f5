import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseProductFilters,
  productFiltersToParams,
  withFixedFilters,
  type ProductFilters,
} from '@/features/catalogue/lib/product-filters';

type Fixed = Pick<ProductFilters, 'brand' | 'category'>;

/** The list's filters live in the URL (shareable, restored on reload); the path may fix brand or category. */
export function useProductFilters(fixed: Fixed) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(
    () => withFixedFilters(parseProductFilters(new URLSearchParams(query)), fixed),
    [query, fixed.brand, fixed.category], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const setFilters = useCallback(
    (next: ProductFilters) => {
      // What the path fixes stays out of the query string.
      const written: ProductFilters = { ...next };
      if (fixed.brand) delete written.brand;
      if (fixed.category) delete written.category;
      setParams(productFiltersToParams(written), { replace: true, preventScrollReset: true });
    },
    [fixed.brand, fixed.category, setParams],
  );
  return { filters, setFilters };
}
