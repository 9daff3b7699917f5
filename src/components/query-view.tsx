import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { useDeferredArrival } from '../lib/use-deferred-arrival';

type Props<T> = {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  /** Shown when the data is there but has nothing to list. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/**
 * Loading → skeleton; failed with nothing cached → retry; empty → empty state; else the content.
 * Arriving data renders as a deferred update (`useDeferredArrival`), in short slices.
 */
export function QueryView<T>({ query, skeleton, empty = null, isEmpty, children }: Props<T>) {
  const data = useDeferredArrival(query.data);
  if (data !== undefined) {
    return isEmpty?.(data) ? empty : children(data);
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return skeleton;
}
