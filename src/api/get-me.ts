import { isServer, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { accountMe } from '@/contract/endpoints/accounts';
import { sessionGet } from '@/lib/api-session';
import { PRIVATE_QUERY_ROOT } from '@/offline/query-persister';

// GET v2/account/me: the signed-in account or null (docs/decisions/130-accounts-and-sessions.md). Shared, so a form of
// another feature can fill in the account's contact details (the support form, decision 133). Under the private
// root: never persisted, removed at logout.
export const meQueryKey = [PRIVATE_QUERY_ROOT, 'me'] as const;

export async function getMe(signal?: AbortSignal) {
  return (await sessionGet(accountMe, { signal })).data;
}

export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal), staleTime: 60_000 });

export const useMe = () => useQuery(getMeQueryOptions());

/**
 * The account for a public page's form, read by the browser only: the server renders the page for every visitor
 * (its first screen, docs/decisions/113-first-screen.md) and has no session to read, so the render never waits on it nor fails.
 */
export const useMeInBrowser = () => {
  const options = getMeQueryOptions();
  return useQuery(isServer ? { ...options, queryFn: skipToken } : options);
};
