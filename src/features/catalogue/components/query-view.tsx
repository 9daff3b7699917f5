import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';

type Props<T> = {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  /** Shown when the data is there but has nothing to list. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/** Loading → skeleton; failed with nothing cached → retry; empty → empty state; else the content. */
export function QueryView<T>({ query, skeleton, empty = null, isEmpty, children }: Props<T>) {
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? empty : children(query.data);
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return skeleton;
}
