import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { accountTickets } from '@/contract/endpoints/accounts';
import { sessionGet } from '@/lib/api-session';
import { currentLang } from '@/lib/i18n';
import { accountKeys } from './query-keys';

// GET v2/account/tickets: "Servis saya", the support requests sent while signed in, with their current stage.
export async function getTickets(signal?: AbortSignal) {
  return (await sessionGet(accountTickets, { signal })).data;
}

export const getTicketsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: accountKeys.tickets(lang), queryFn: ({ signal }) => getTickets(signal) });

export const useTickets = () => useQuery(getTicketsQueryOptions());
