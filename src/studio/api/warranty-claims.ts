import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { warrantyClaimDecide, warrantyClaimsList } from '@/contract/endpoints/studio-warranty-claims';
import type { WarrantyClaimDecision } from '@/contract/studio/warranty-claims';
import { studioCall } from '../lib/studio-api';
import { studioKeys } from './query-keys';

// Second warranty claims waiting for staff (src/contract/endpoints/studio-warranty-claims.ts; docs/decisions/133).

const claimsKey = () => [...studioKeys.all, 'warranty-claims'] as const;

export const useWarrantyClaims = (enabled = true) =>
  useQuery({
    queryKey: claimsKey(),
    queryFn: async ({ signal }) => (await studioCall(warrantyClaimsList, { signal })).data,
    enabled,
  });

/** A decision; afterwards (also after a 409: someone else decided) the list is read again. */
export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: WarrantyClaimDecision }) => studioCall(warrantyClaimDecide, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: claimsKey() }),
  });
}
