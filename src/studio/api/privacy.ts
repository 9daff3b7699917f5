import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyErase, privacyExport, privacyPurge, privacyRetention, privacySearch } from '@/contract/endpoints/studio-privacy';
import type { PrivacySubject } from '@/contract/studio/privacy';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// Personal data (src/contract/endpoints/studio-privacy.ts; docs/decisions/320, 321): admin only. Search, export
// and erase are POSTs (the e-mail or phone stays out of URLs), so they are mutations; the retention view is a
// query under the studio's key root, dropped with the rest on logout.

export const privacyKeys = {
  retention: () => [...studioKeys.all, 'privacy', 'retention'] as const,
};

export const useRetention = () =>
  useQuery({ queryKey: privacyKeys.retention(), queryFn: async ({ signal }) => (await studioCall(privacyRetention, { signal })).data });

export const usePrivacySearch = () =>
  useMutation({ mutationFn: async (body: PrivacySubject) => (await studioCall(privacySearch, { body })).data });

/** The access request's file: the server's JSON document, saved by the browser as denka-data-YYYY-MM-DD.json. */
export const usePrivacyExport = () =>
  useMutation({
    mutationFn: async (body: PrivacySubject) => {
      const document = await studioCall(privacyExport, { body });
      const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
      const link = Object.assign(window.document.createElement('a'), {
        href: url,
        download: `denka-data-${document.exported_at.slice(0, 10)}.json`,
      });
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      return document;
    },
  });

export function usePrivacyErase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PrivacySubject) => (await studioCall(privacyErase, { body: { ...body, confirm: true } })).data.counts,
    // Whatever the studio showed of those submissions is gone now.
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

export function usePurgeNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await studioCall(privacyPurge, {})).data,
    onSuccess: () => client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
