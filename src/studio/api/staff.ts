import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditList, staffCreate, staffList, staffUpdate } from '@/contract/endpoints/studio';
import type { StaffRole } from '@/contract/collections/fields';
import { studioCall } from '../lib/studio-api';
import { studioKeys, type AuditFilters } from './query-keys';

// Staff accounts and the audit log: admin only (the server refuses everyone else with 403).

export const useStaffList = () =>
  useQuery({ queryKey: studioKeys.staff(), queryFn: async ({ signal }) => (await studioCall(staffList, { signal })).data });

export function useStaffWrites() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: studioKeys.staff() });
  const create = useMutation({
    mutationFn: (body: { email: string; name: string; role: StaffRole; password: string }) => studioCall(staffCreate, { body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: { id: number; name?: string; role?: StaffRole; disabled?: boolean; password?: string }) =>
      studioCall(staffUpdate, { params: { id }, body }),
    onSuccess,
  });
  return { create, update };
}

export const useAuditLog = (filters: AuditFilters) =>
  useQuery({
    queryKey: studioKeys.audit(filters),
    queryFn: ({ signal }) =>
      studioCall(auditList, {
        query: {
          page: filters.page,
          per_page: 25,
          collection: filters.collection,
          staff_id: filters.staff_id,
          entity_id: filters.entity_id,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
