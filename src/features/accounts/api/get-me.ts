import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountMe } from '@/contract/endpoints/accounts';
import { sessionGet } from '@/lib/api-session';
import { accountKeys } from './query-keys';

// GET v2/account/me: the signed-in account or null (docs/decisions/130-accounts-and-sessions.md).
export async function getMe(signal?: AbortSignal) {
  return (await sessionGet(accountMe, { signal })).data;
}

export const getMeQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export const useMe = () => useQuery(getMeQueryOptions());
