import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lang } from '@/contract/common';
import { apiGet } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { accountKeys } from './query-keys';
import { warrantyCheck } from '@/contract/endpoints/accounts';

// GET v2/warranty/check?serial_number: the public warranty check (no account needed).
export async function checkWarranty(serial: string, lang: Lang, signal?: AbortSignal) {
  return (await apiGet(warrantyCheck, { query: { serial_number: serial, lang }, signal })).data;
}

export const checkWarrantyQueryOptions = (serial: string, lang: Lang = currentLang()) =>
  queryOptions({
    queryKey: accountKeys.warrantyCheck(serial, lang),
    queryFn: ({ signal }) => checkWarranty(serial, lang, signal),
    enabled: serial.length > 0,
    retry: false,
  });

export const useWarrantyCheck = (serial: string) => useQuery(checkWarrantyQueryOptions(serial));
