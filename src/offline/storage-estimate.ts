import { numberFormat } from '@/lib/intl-formats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineKeys } from './query-keys';

export type StorageInfo = { usage: number; quota: number; persisted: boolean };

/** How much the site stores on the device, and whether the browser promised to keep it (docs/product.md §10). */
export async function getStorageInfo(): Promise<StorageInfo | null> {
  if (!navigator.storage?.estimate) return null;
  const [estimate, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? false]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}

/** Measured again after each save (the key carries its time); the browser answers offline too. */
export const getStorageInfoQueryOptions = (savedAt: number) =>
  queryOptions({ queryKey: offlineKeys.storage(savedAt), queryFn: getStorageInfo, networkMode: 'always', staleTime: 0 });

export const useStorageInfo = (savedAt: number) => useQuery(getStorageInfoQueryOptions(savedAt));

/** "12,3 MB" in the visitor's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return numberFormat(locale === 'en' ? 'en-GB' : 'id-ID', {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
