import { Trans } from '@lingui/react/macro';
import { Group, Paper, Text } from '@mantine/core';
import { DataAsOf } from '@/components/data-as-of';
import { isOffline, useConnection } from '@/offline/connection';
import { isStale, useSaveForOffline } from '@/offline/save-state';

/** "Anda sedang offline" while the server cannot be reached (docs/product.md §10), with the age of saved data. */
export function OfflineBanner() {
  const connection = useConnection();
  const { record, latestVersion } = useSaveForOffline();
  if (!isOffline(connection)) return null;
  return (
    <Paper
      role="status"
      data-testid="offline-banner"
      shadow="md"
      radius="md"
      px="md"
      py="xs"
      bg="dark.7"
      c="white"
      style={{ position: 'fixed', insetInline: 12, bottom: 12, zIndex: 300, maxWidth: 560, marginInline: 'auto' }}
    >
      <Group gap="xs" justify="center">
        <Text size="sm" fw={600}>
          {connection.online ? <Trans>Server tidak dapat dihubungi.</Trans> : <Trans>Anda sedang offline.</Trans>}
        </Text>
        <Text size="sm">
          <Trans>Yang tampil adalah data tersimpan.</Trans>
        </Text>
        {record ? <DataAsOf updatedAt={record.finishedAt} c="gray.3" /> : null}
        {isStale(record, latestVersion) ? (
          <Text span c="yellow.3" size="sm" data-testid="offline-banner-stale">
            <Trans>Sudah ada konten yang lebih baru.</Trans>
          </Text>
        ) : null}
      </Group>
    </Paper>
  );
}
