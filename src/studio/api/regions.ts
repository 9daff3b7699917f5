import { useMutation, useQueryClient } from '@tanstack/react-query';
import { regionKeys } from '@/api/get-regions';
import { regionImport } from '@/contract/endpoints/studio-regions';
import type { RegionKind } from '@/contract/studio/regions';
import { studioCall } from '../lib/studio-api';

// The regions import (docs/decisions/250-staff-studio.md, "Regions"): a dry run, then the apply, of one upload
// of a provinces file, a cities file or both.

export type RegionUpload = { files: Partial<Record<RegionKind, File>>; dryRun: boolean };

export function useRegionImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ files, dryRun }: RegionUpload) => {
      const form = new FormData();
      for (const [kind, file] of Object.entries(files)) if (file) form.set(kind, file, file.name);
      return studioCall(regionImport, { body: form, query: { dry_run: dryRun ? '1' : '0' } });
    },
    // The editors' province and city pickers read the regions once: after an apply, again.
    onSuccess: (_data, { dryRun }) => (dryRun ? undefined : client.invalidateQueries({ queryKey: regionKeys.all })),
  });
}
