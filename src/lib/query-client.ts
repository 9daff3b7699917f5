import { QueryCache, QueryClient } from '@tanstack/react-query';
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
        gcTime: 24 * 60 * 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change on retry; network and 5xx errors get one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
}
