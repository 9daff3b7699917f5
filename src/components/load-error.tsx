import '@mantine/core/styles/Alert.css';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { isOffline, useConnection } from '../offline/connection';
import { NotSavedState } from './not-saved-state';

type Props = {
  onRetry: () => void;
  /** True when older (cached) data is still shown below: then this is only a notice. */
  hasData?: boolean;
  retrying?: boolean;
};

/** A failed read: a notice above cached data, or a bilingual error with a retry button when there is none. */
export function LoadError({ onRetry, hasData = false, retrying = false }: Props) {
  // Offline with nothing saved for this page: "not saved, save it" rather than an error (decision 071).
  const offline = isOffline(useConnection());
  if (offline && !hasData) return <NotSavedState onRetry={onRetry} retrying={retrying} />;
  return (
    <Alert color={hasData ? 'yellow' : 'red'} variant="light" role={hasData ? 'status' : 'alert'}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {hasData ? (
            <Trans>Data terbaru tidak dapat dimuat; yang tampil adalah data tersimpan.</Trans>
          ) : (
            <Trans>Data tidak dapat dimuat. Periksa koneksi Anda lalu coba lagi.</Trans>
          )}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry} loading={retrying}>
          <Trans>Coba lagi</Trans>
        </Button>
      </Group>
    </Alert>
  );
}
