import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { GeoState } from './use-geo-position';

type Props = { geo: GeoState; wanted: boolean; onRetry: () => void };

/** What "nearest first" is waiting for: the position, a refusal, or a reload that lost the position. */
export function GeoNotice({ geo, wanted, onRetry }: Props) {
  if (geo.status === 'pending') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">
          <Trans>Mencari lokasi Anda…</Trans>
        </Text>
      </Group>
    );
  }
  if (geo.status === 'denied' || geo.status === 'unavailable') {
    return (
      <Alert color="yellow" variant="light" role="alert">
        {geo.status === 'denied' ? (
          <Trans>Izin lokasi ditolak. Izinkan akses lokasi di browser untuk melihat dealer terdekat.</Trans>
        ) : (
          <Trans>Lokasi Anda tidak dapat ditentukan. Dealer tetap diurutkan menurut nama.</Trans>
        )}
      </Alert>
    );
  }
  if (wanted && geo.status === 'idle') {
    return (
      <Alert color="blue" variant="light">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            <Trans>Izinkan akses lokasi untuk mengurutkan dealer dari yang terdekat.</Trans>
          </Text>
          <Button size="xs" onClick={onRetry}>
            <Trans>Gunakan lokasi saya</Trans>
          </Button>
        </Group>
      </Alert>
    );
  }
  return null;
}
