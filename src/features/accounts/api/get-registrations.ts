import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { accountRegistrations } from '@/contract/endpoints/accounts';
import { sessionGet } from '@/lib/api-session';
import { currentLang } from '@/lib/i18n';
import { accountKeys } from './query-keys';

// GET v2/account/registrations: the account's products with their warranty status.
export async function getRegistrations(signal?: AbortSignal) {
  return (await sessionGet(accountRegistrations, { signal })).data;
}

export const getRegistrationsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: accountKeys.registrations(lang), queryFn: ({ signal }) => getRegistrations(signal) });

export const useRegistrations = (enabled = true) => useQuery({ ...getRegistrationsQueryOptions(), enabled });
