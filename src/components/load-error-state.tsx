import { Trans } from '@lingui/react/macro';
import { Button, Paper, Stack, Text } from '@mantine/core';

type Props = { onRetry: () => void; retrying?: boolean };

/** A failed read with nothing cached to show: say so in the visitor's language and offer a retry. */
export function LoadErrorState({ onRetry, retrying = false }: Props) {
  return (
    <Paper withBorder p="lg" radius="md" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fw={600}>
          <Trans>Data belum dapat dimuat.</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Periksa koneksi internet Anda, lalu coba lagi.</Trans>
        </Text>
        <Button variant="light" onClick={onRetry} loading={retrying}>
          <Trans>Coba lagi</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
