import { useDeferredValue } from 'react';

/**
 * A query's `data`, except that its arrival (nothing → data) renders as a deferred update (decision 112).
 * TanStack Query reports through useSyncExternalStore, which React always renders urgently: a page whose
 * whole content appears with its data would render it in one long task. Deferred, the urgent render keeps
 * the loading state and React renders the content right after in short, interruptible slices. Data there
 * on the first render (cached) shows at once; a new key (data gone) shows its loading state at once, and
 * a refetch its new data.
 */
export function useDeferredArrival<T>(data: T | undefined): T | undefined {
  const arrived = useDeferredValue(data) !== undefined;
  return arrived ? data : undefined;
}
