import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { studioKeys } from '../api/query-keys';
import { StudioApiError } from '../lib/studio-api';

/** A 403 `two_factor_required` (docs/decisions/130): the session is limited to enrolling, the layout shows that screen. */
const limitsSession = (error: unknown) =>
  error instanceof StudioApiError &&
  error.status === 403 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { code?: unknown }).code === 'two_factor_required';

// In memory only, never persisted (staff data must not outlive the tab on a shared computer).
export function createStudioQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (limitsSession(error)) void client.invalidateQueries({ queryKey: studioKeys.session() });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        // A refusal (4xx) does not change on retry; a network error or a 5xx gets one more try.
        retry: (count, error) => !(error instanceof StudioApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
