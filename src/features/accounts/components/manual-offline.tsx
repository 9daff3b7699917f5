import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isManualSaved, removeManual, saveManual } from '@/offline/saved-manuals';
import { accountKeys } from '../api/query-keys';

/**
 * "My gear": the product's manual, and keeping it on this device so the same link opens without a connection
 * (src/offline/saved-manuals.ts; the service worker answers it from the kept copy when the network fails).
 */
export function ManualOffline({ url, product }: { url: string; product: string }) {
  const client = useQueryClient();
  const key = accountKeys.manualSaved(url);
  const saved = useQuery({ queryKey: key, queryFn: () => isManualSaved(url), networkMode: 'always', staleTime: Infinity });
  const change = useMutation({
    mutationFn: (keep: boolean) => (keep ? saveManual(url) : removeManual(url)),
    networkMode: 'always',
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  return (
    <Group gap="sm" align="center" data-testid="manual-offline">
      <Anchor href={url} target="_blank" rel="noopener" size="sm" underline="always">
        <Trans>Buku manual {product} (PDF)</Trans>
      </Anchor>
      {saved.data ? (
        <>
          <Text size="sm" c="teal.9" role="status">
            <Trans>Tersimpan di perangkat ini, bisa dibuka offline</Trans>
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => change.mutate(false)} loading={change.isPending}>
            <Trans>Hapus dari perangkat</Trans>
          </Button>
        </>
      ) : (
        <Button size="compact-sm" variant="light" onClick={() => change.mutate(true)} loading={change.isPending || saved.isPending}>
          <Trans>Simpan manual untuk offline</Trans>
        </Button>
      )}
      {change.isError ? (
        <Text size="sm" c="red.9" role="alert">
          <Trans>Manual tidak dapat disimpan. Periksa koneksi lalu coba lagi.</Trans>
        </Text>
      ) : null}
    </Group>
  );
}
