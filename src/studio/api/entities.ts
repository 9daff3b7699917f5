import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  collectionList,
  entityBulk,
  entityConfirm,
  entityCreate,
  entityDelete,
  entityList,
  entityPreview,
  entityPublish,
  entityRead,
  entityRestore,
  entitySchedule,
  entityUnpublish,
  entityUpdate,
  entityVersions,
  entityVersion,
} from '@/contract/endpoints/studio';
import type { CollectionKey } from '@/contract/collections/fields';
import type { EntityBulkAction } from '@/contract/studio/api';
import { studioCall } from '../lib/studio-api';
import { studioKeys, type EntityListFilters } from './query-keys';

// The collections and their entities (src/contract/endpoints/studio.ts): reads and the editor's actions.

export const collectionsQueryOptions = () =>
  queryOptions({ queryKey: studioKeys.collections(), queryFn: async ({ signal }) => (await studioCall(collectionList, { signal })).data });
export const useCollections = () => useQuery(collectionsQueryOptions());

export const entityListQueryOptions = (collection: CollectionKey, filters: EntityListFilters) =>
  queryOptions({
    queryKey: studioKeys.entityList(collection, filters),
    queryFn: ({ signal }) =>
      studioCall(entityList, {
        params: { collection },
        query: {
          q: filters.q || undefined,
          page: filters.page,
          per_page: filters.per_page,
          status: filters.status as never,
          sort: filters.sort as never,
          unconfirmed: filters.unconfirmed ? 'yes' : undefined,
          missing_en: filters.missingEn ? 'yes' : undefined,
          ref: filters.ref || undefined,
          cols: filters.cols || undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useEntityList = (collection: CollectionKey, filters: EntityListFilters) =>
  useQuery(entityListQueryOptions(collection, filters));

export const entityQueryOptions = (collection: CollectionKey, id: number) =>
  queryOptions({
    queryKey: studioKeys.entity(collection, id),
    queryFn: async ({ signal }) => (await studioCall(entityRead, { params: { collection, id }, signal })).data,
    // The editor owns the form's values from the first answer on; a refetch must not reset them behind its back.
    staleTime: Infinity,
  });
export const useEntity = (collection: CollectionKey, id: number | undefined) =>
  useQuery({ ...entityQueryOptions(collection, id ?? 0), enabled: id !== undefined });

export const useEntityVersions = (collection: CollectionKey, id: number, enabled: boolean) =>
  useQuery({
    queryKey: studioKeys.versions(collection, id),
    queryFn: async ({ signal }) => (await studioCall(entityVersions, { params: { collection, id }, signal })).data,
    enabled,
  });

/** One saved version with its data, to compare with the draft. */
export const useEntityVersion = (collection: CollectionKey, id: number, n: number | null) =>
  useQuery({
    queryKey: [...studioKeys.versions(collection, id), n],
    queryFn: async ({ signal }) => (await studioCall(entityVersion, { params: { collection, id, n: n! }, signal })).data,
    enabled: n !== null,
  });

/**
 * Every write refreshes the collection's lists and counts, and marks the entity stale without re-reading it
 * (the open editor keeps its own state); the next editor that opens it reads it afresh.
 */
function useInvalidate(collection: CollectionKey) {
  const client = useQueryClient();
  return (ids?: number | readonly number[]) => {
    void client.invalidateQueries({ queryKey: [...studioKeys.entities(collection), 'list'] });
    void client.invalidateQueries({ queryKey: studioKeys.collections() });
    for (const id of ids === undefined ? [] : typeof ids === 'number' ? [ids] : ids)
      void client.invalidateQueries({ queryKey: studioKeys.entity(collection, id), refetchType: 'none' });
  };
}

export function useEntityActions(collection: CollectionKey) {
  const invalidate = useInvalidate(collection);
  const onSuccess = (_answer: unknown, variables: { id?: number } | Record<string, unknown>) =>
    invalidate(typeof variables.id === 'number' ? variables.id : undefined);
  const create = useMutation({
    mutationFn: (data: Record<string, unknown>) => studioCall(entityCreate, { params: { collection }, body: { data } }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, data, version }: { id: number; data: Record<string, unknown>; version: number }) =>
      studioCall(entityUpdate, { params: { collection, id }, body: { data, version } }),
    onSuccess,
  });
  /** The editor's autosave: a mutation of its own, so the toolbar's buttons do not flicker at every pause. */
  const autosave = useMutation({
    mutationFn: ({ id, data, version, keepalive }: { id: number; data: Record<string, unknown>; version: number; keepalive: boolean }) =>
      studioCall(entityUpdate, { params: { collection, id }, body: { data, version, autosave: true }, keepalive }),
    onSuccess,
  });
  const publish = useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) =>
      studioCall(entityPublish, { params: { collection, id }, body: { version } }),
    onSuccess,
  });
  const unpublish = useMutation({
    mutationFn: ({ id }: { id: number }) => studioCall(entityUnpublish, { params: { collection, id }, body: {} }),
    onSuccess,
  });
  const schedule = useMutation({
    mutationFn: ({ id, publish_at, unpublish_at }: { id: number; publish_at: string | null; unpublish_at: string | null }) =>
      studioCall(entitySchedule, { params: { collection, id }, body: { publish_at, unpublish_at } }),
    onSuccess,
  });
  const restore = useMutation({
    mutationFn: ({ id, n }: { id: number; n: number }) => studioCall(entityRestore, { params: { collection, id, n }, body: {} }),
    onSuccess,
  });
  const preview = useMutation({
    mutationFn: ({ id }: { id: number }) => studioCall(entityPreview, { params: { collection, id }, body: {} }),
  });
  const remove = useMutation({
    mutationFn: ({ id }: { id: number }) => studioCall(entityDelete, { params: { collection, id } }),
    onSuccess,
  });
  /** "Konfirmasi tanpa perubahan": the published data is still right (dealers, service centres). */
  const confirm = useMutation({
    mutationFn: ({ id }: { id: number }) => studioCall(entityConfirm, { params: { collection, id }, body: {} }),
    onSuccess,
  });
  /** The list's bulk action: every entry's outcome, in order (each entry's cached read is stale after it). */
  const bulk = useMutation({
    mutationFn: (body: { action: EntityBulkAction; ids: number[]; at?: string }) =>
      studioCall(entityBulk, { params: { collection }, body }),
    onSuccess: (_answer, { ids }) => invalidate(ids),
  });
  return { create, update, autosave, publish, unpublish, schedule, restore, preview, remove, confirm, bulk };
}
