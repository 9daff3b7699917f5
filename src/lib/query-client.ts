import { QueryCache, QueryClient } from '@tanstack/react-query';
import { PERSIST_MAX_AGE_MS } from '../offline/query-persister';
import { ApiError } from './api-client';

// Failed reads are only logged; lists stay as they were and nothing is shown (spec §8).
export function logReadError(error: unknown): void {
  const detail = error instanceof ApiError ? `${error.path} (${error.status}): ${error.message}` : error;
  console.warn('[api] read failed:', detail);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logReadError }),
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        // Kept at least as long as the IndexedDB copy is trusted, or restored data would be dropped.
        gcTime: PERSIST_MAX_AGE_MS,
        refetchOnWindowFocus: false,
        // Run the first fetch even when the browser says offline: the service worker may answer it.
        networkMode: 'offlineFirst',
        // A 4xx will not change on retry; network and 5xx errors get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}
