import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedChange } from '@/contract/accounts';
import type { Lang } from '@/contract/common';
import { accountSaved, accountSavedChange } from '@/contract/endpoints/accounts';
import { isQueued, sessionGet, sessionSend } from '@/lib/api-session';
import { FormSubmitError } from '@/lib/forms/submit-form';
import { currentLang } from '@/lib/i18n';
import { accountKeys } from './query-keys';

// The account's saved products (decision 130): GET v2/account/saved for /profile, PUT for the device's list
// at login and each change after it (src/app/saved-sync.tsx). Never queued: they need the network.

export async function getSavedProducts(signal?: AbortSignal) {
  return (await sessionGet(accountSaved, { signal })).data;
}

/** Adds and removes; the account's whole list comes back, most recently saved first. */
export async function changeSavedProducts(change: SavedChange) {
  const result = await sessionSend(accountSavedChange, change);
  if (isQueued(result)) throw new FormSubmitError('', 0);
  return result.data;
}

export const getSavedProductsQueryOptions = (lang: Lang = currentLang()) =>
  queryOptions({ queryKey: accountKeys.saved(lang), queryFn: ({ signal }) => getSavedProducts(signal) });

export const useSavedInAccount = () => useQuery(getSavedProductsQueryOptions());
