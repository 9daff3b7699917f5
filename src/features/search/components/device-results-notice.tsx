import { Trans } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';

/** Marks results searched on the device because the server could not be reached (decision 071). */
export function DeviceResultsNotice() {
  return (
    <Group gap="xs" wrap="nowrap" role="status" data-testid="search-from-device">
      <Badge color="yellow" variant="light" style={{ flexShrink: 0 }}>
        <Trans>Offline</Trans>
      </Badge>
      <Text size="sm">
        <Trans>Hasil dari data tersimpan di perangkat ini.</Trans>
      </Text>
    </Group>
  );
}
