import { useMutation, useQuery } from '@tanstack/react-query';
import { csvImport, mediaGet, mediaUpload } from '@/contract/endpoints/studio-media';
import type { ImportCollection } from '@/contract/studio/import';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// Media uploads (images and PDFs with alt texts in both languages) and the CSV import (docs/decisions/260, 261).

export type UploadInput = { file: File; alt: string; alt_en: string; focal_x?: number; focal_y?: number };

export function useMediaUpload() {
  return useMutation({
    mutationFn: ({ file, alt, alt_en, focal_x = 0.5, focal_y = 0.5 }: UploadInput) => {
      const form = new FormData();
      form.set('alt', alt);
      form.set('alt_en', alt_en);
      form.set('focal_x', String(focal_x));
      form.set('focal_y', String(focal_y));
      form.set('file', file, file.name);
      return studioCall(mediaUpload, { body: form });
    },
  });
}

/** One medium, to show a draft's `{ media_id }` as the picture or file it is. */
export const useMedia = (id: string | undefined) =>
  useQuery({
    queryKey: studioKeys.media(id ?? ''),
    queryFn: async ({ signal }) => (await studioCall(mediaGet, { params: { id: id ?? '' }, signal })).data,
    enabled: Boolean(id),
    staleTime: Infinity,
  });

export function useCsvImport(collection: ImportCollection) {
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      studioCall(csvImport, { params: { collection }, query: { dry_run: dryRun ? '1' : '0' }, body: csv }),
  });
}
