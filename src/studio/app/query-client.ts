import { QueryClient } from '@tanstack/react-query';
import { StudioApiError } from '../lib/studio-api';

// In memory only, never persisted (staff data must not outlive the tab on a shared computer).
export function createStudioQueryClient(): QueryClient {
  return new QueryClient({
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
}
