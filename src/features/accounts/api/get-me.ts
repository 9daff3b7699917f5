import { queryOptions, useQuery } from '@tanstack/react-query';
import { MeResponseSchema } from '../../../contract/accounts';
import { sessionGet } from '../../../lib/api-session';
import { accountKeys } from './query-keys';

// GET v2/account/me: the signed-in account or null (issue #13).
export async function getMe(signal?: AbortSignal) {
  return (await sessionGet('v2/account/me', MeResponseSchema, signal)).data;
}

export const getMeQueryOptions = () => queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export const useMe = () => useQuery(getMeQueryOptions());
