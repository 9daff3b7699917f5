import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listViewCreate, listViewDelete, listViews, listViewUpdate } from '@/contract/endpoints/studio';
import type { CollectionKey } from '@/contract/collections/fields';
import type { ListViewState } from '@/contract/studio/list-views';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The signed-in member's saved views of a collection list (src/contract/endpoints/studio.ts; docs/decisions/250).

export const useListViews = (collection: CollectionKey) =>
  useQuery({
    queryKey: studioKeys.listViews(collection),
    queryFn: async ({ signal }) => (await studioCall(listViews, { params: { collection }, signal })).data,
  });

export function useListViewActions(collection: CollectionKey) {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: studioKeys.listViews(collection) });
  const create = useMutation({
    mutationFn: (body: { name: string; state: ListViewState }) => studioCall(listViewCreate, { params: { collection }, body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; name?: string; state?: ListViewState }) =>
      studioCall(listViewUpdate, { params: { collection, id }, body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: ({ id }: { id: number }) => studioCall(listViewDelete, { params: { collection, id } }),
    onSuccess,
  });
  return { create, update, remove };
}
