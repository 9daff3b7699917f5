import { useQuery } from '@tanstack/react-query';
import { studioDashboard } from '@/contract/endpoints/studio';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The studio home's dashboard (GET studio/dashboard): one read with the panels the caller's role may see.

/**
 * Asked once the collections list has answered (`enabled`): that list gives content seeded before the studio
 * saw it its drafts, which the dashboard's counts read.
 */
export const useDashboard = (enabled: boolean) =>
  useQuery({
    queryKey: studioKeys.dashboard(),
    queryFn: async ({ signal }) => (await studioCall(studioDashboard, { signal })).data,
    enabled,
  });
