import { notifyManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// Failed reads are only logged; lists stay as they were and nothing is shown (docs/product.md §8).
export function logReadError(error: unknown): void {
  const detail = error instanceof ApiError ? `${error.path} (${error.status}): ${error.message}` : error;
  console.warn('[api] read failed:', detail);
}

/**
 * TanStack's own options for a page with many reads (decision 112): a query's subscribers are told of a change
 * at the end of the current task (a microtask) instead of in a `setTimeout(0)` task of their own each time —
 * a first page otherwise queues over a hundred such tasks. The example TanStack gives for `setScheduler`.
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logReadError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // Kept in memory for the whole visit: at least as long as the IndexedDB copy is trusted (7 days), or
        // restored data would be dropped. Infinity rather than 7 days: the same for any real visit, and no
        // garbage-collection timer is set and cleared for every query the page reads.
        gcTime: Infinity,
        refetchOnWindowFocus: false,
        // Run the first fetch even when the browser says offline: the service worker may answer it.
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry; network and 5xx errors get one more try.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}
