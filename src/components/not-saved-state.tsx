import '@mantine/core/styles/Alert.css';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { openOfflinePanel } from '../offline/offline-panel-store';

type Props = { onRetry: () => void; retrying?: boolean };

/**
 * Offline, on a page this device never opened nor saved (docs/decisions/071): say so plainly and offer
 * "Simpan untuk offline" (which runs once the server answers again), instead of a bare load error.
 */
export function NotSavedState({ onRetry, retrying = false }: Props) {
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      data-testid="offline-not-saved"
      title={<Trans>Halaman ini belum tersimpan di perangkat</Trans>}
    >
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            Anda sedang offline, dan halaman ini belum pernah dibuka atau disimpan di perangkat ini. Simpan untuk offline saat tersambung
            lagi, agar seluruh katalog, artikel, karier dan halaman perusahaan bisa dibuka tanpa sinyal.
          </Trans>
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={openOfflinePanel}>
            <Trans>Simpan untuk offline</Trans>
          </Button>
          <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
            <Trans>Coba lagi</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
