import type { Lang } from '@/contract/common';
import { meQueryKey } from '@/api/get-me';
import { PRIVATE_QUERY_ROOT } from '@/offline/query-persister';

// The accounts feature's one query-key factory (docs/architecture.md §5). Everything under ['accounts'] is personal:
// the persisted cache skips it (src/offline/query-persister.ts) and logout removes it.
export const accountKeys = {
  all: [PRIVATE_QUERY_ROOT] as const,
  me: () => meQueryKey,
  registrations: (lang: Lang) => [...accountKeys.all, 'registrations', lang] as const,
  tickets: (lang: Lang) => [...accountKeys.all, 'tickets', lang] as const,
  saved: (lang: Lang) => [...accountKeys.all, 'saved', lang] as const,
  /** Whether this device keeps a manual for offline ("My gear"): device state, under the root logout wipes. */
  manualSaved: (url: string) => [...accountKeys.all, 'manual-saved', url] as const,
  warrantyCheck: (serial: string, lang: Lang) => [...accountKeys.all, 'warranty-check', serial, lang] as const,
};
