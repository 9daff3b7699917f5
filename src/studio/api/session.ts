import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioLogin, studioLogout, studioSession } from '@/contract/endpoints/studio';
import type { SessionStaff } from '@/contract/studio/api';
import { StudioApiError, studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The signed-in staff member (GET studio/session), or null when there is none (401).
export async function getStaffSession(signal?: AbortSignal): Promise<SessionStaff | null> {
  try {
    return (await studioCall(studioSession, { signal })).data.staff;
  } catch (error) {
    if (error instanceof StudioApiError && error.status === 401) return null;
    throw error;
  }
}

export const staffSessionQueryOptions = () =>
  queryOptions({ queryKey: studioKeys.session(), queryFn: ({ signal }) => getStaffSession(signal), staleTime: 60_000 });
export const useStaffSession = () => useQuery(staffSessionQueryOptions());

/** POST studio/session: on success the session query holds the staff member. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string; code?: string }) => studioCall(studioLogin, { body }),
    onSuccess: (answer) => client.setQueryData(studioKeys.session(), answer.data.staff),
  });
}

/** DELETE studio/session: everything the studio read goes with it. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => studioCall(studioLogout, {}),
    onSettled: () => {
      client.removeQueries({ queryKey: studioKeys.all });
      client.setQueryData(studioKeys.session(), null);
    },
  });
}
