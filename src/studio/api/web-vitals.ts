import { useQuery } from '@tanstack/react-query';
import { studioWebVitals } from '@/contract/endpoints/web-vitals';
import type { WebVitalsVisit } from '@/contract/web-vitals';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The real-user measurement report (src/contract/endpoints/web-vitals.ts; docs/decisions/111-measuring.md):
// marketing and admin. Both periods come in one answer; the visit filter is the server's.

export const webVitalsKeys = {
  report: (visit: WebVitalsVisit) => [...studioKeys.all, 'web-vitals', visit] as const,
};

export const useWebVitalsReport = (visit: WebVitalsVisit) =>
  useQuery({
    queryKey: webVitalsKeys.report(visit),
    queryFn: async ({ signal }) => (await studioCall(studioWebVitals, { query: { visit }, signal })).data,
  });
