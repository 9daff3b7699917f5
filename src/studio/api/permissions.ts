import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { permissionsRead, permissionsUpdate } from '@/contract/endpoints/studio-permissions';
import type { CollectionKey, PermissionAction } from '@/contract/collections/fields';
import type { PermissionMatrix } from '@/contract/studio/permissions';
import { useCollections } from './entities';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// The permission matrix (admin only; the server refuses everyone else with 403 and checks every content call).

const permissionsKey = () => [...studioKeys.all, 'permissions'] as const;

export const usePermissions = () =>
  useQuery({ queryKey: permissionsKey(), queryFn: async ({ signal }) => (await studioCall(permissionsRead, { signal })).data });

export function useSavePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (matrix: PermissionMatrix) => studioCall(permissionsUpdate, { body: { matrix } }),
    onSuccess: (answer) => {
      client.setQueryData(permissionsKey(), answer.data);
      // The admin's own navigation does not change (admin may everything), but keep every list honest.
      void client.invalidateQueries({ queryKey: studioKeys.collections() });
    },
  });
}

/**
 * What the signed-in staff member may do with a collection (from the collection list the server answers), to hide
 * the buttons it may not use; everything while the list loads (the server refuses anyway).
 */
export function useMay(collection: CollectionKey): (action: PermissionAction) => boolean {
  const collections = useCollections();
  const actions = collections.data?.find((c) => c.key === collection)?.actions;
  return (action) => actions === undefined || actions.includes(action);
}
