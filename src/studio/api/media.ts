import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  csvImport,
  mediaDelete,
  mediaGet,
  mediaList,
  mediaReplace,
  mediaUpdate,
  mediaUpload,
  mediaUsagesGet,
} from '@/contract/endpoints/studio-media';
import type { MediaPatch } from '@/contract/studio/media';
import type { ImportCollection } from '@/contract/studio/import';
import { studioCall } from '../lib/studio-api';
import { studioKeys, type MediaFilters } from './query-keys';

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

/** One page of the library, searched and filtered by the server (GET studio/media). */
export const useMediaList = (filters: MediaFilters) =>
  useQuery({
    queryKey: studioKeys.mediaList(filters),
    queryFn: ({ signal }) => studioCall(mediaList, { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** The drafts and published entities that name a medium. */
export const useMediaUsages = (id: string | undefined) =>
  useQuery({
    queryKey: [...studioKeys.media(id ?? ''), 'usages'],
    queryFn: async ({ signal }) => (await studioCall(mediaUsagesGet, { params: { id: id ?? '' }, signal })).data,
    enabled: Boolean(id),
  });

/** Alt texts or focal point changed: the library, the medium and the entities that show it are read again. */
export function useMediaUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MediaPatch }) => studioCall(mediaUpdate, { params: { id }, body: patch }),
    onSuccess: ({ data }) => {
      client.setQueryData(studioKeys.media(data.id), data);
      void client.invalidateQueries({ queryKey: studioKeys.mediaLists() });
    },
  });
}

/** "Ganti file": the medium's new file everywhere it is used; the medium, the library and its usages are read again. */
export function useMediaReplace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.set('file', file, file.name);
      return studioCall(mediaReplace, { params: { id }, body: form });
    },
    onSuccess: ({ data }) => {
      client.setQueryData(studioKeys.media(data.id), data);
      void client.invalidateQueries({ queryKey: studioKeys.mediaLists() });
      void client.invalidateQueries({ queryKey: [...studioKeys.media(data.id), 'usages'] });
    },
  });
}

export function useMediaDelete() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioCall(mediaDelete, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: studioKeys.mediaLists() }),
  });
}

export function useCsvImport(collection: ImportCollection) {
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      studioCall(csvImport, { params: { collection }, query: { dry_run: dryRun ? '1' : '0' }, body: csv }),
  });
}
