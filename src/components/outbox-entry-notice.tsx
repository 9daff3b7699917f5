import '@mantine/core/styles/Alert.css';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { requestOutboxReplay, startCorrection, useOutbox } from '../offline/outbox';
import { OutboxProblemText } from './outbox-problem';

/**
 * A form's notice after the service worker kept its submission: follows that entry (by its key) through
 * waiting → delivered, or → "needs your attention" with the server's message and a way to correct it.
 */
export function OutboxEntryNotice() {
  const { entries, delivered, lastQueuedKey } = useOutbox();
  const entry = lastQueuedKey ? entries.find((candidate) => candidate.key === lastQueuedKey) : undefined;
  const isDelivered = lastQueuedKey !== undefined && delivered.includes(lastQueuedKey);
  if (entry?.state === 'attention') {
    return (
      <Alert color="red" role="alert" title={<Trans>Perlu perhatian Anda</Trans>} data-testid="outbox-entry-notice">
        <Stack gap="xs" align="flex-start">
          <OutboxProblemText entry={entry} />
          <Button size="xs" onClick={() => startCorrection(entry)}>
            <Trans>Perbaiki dan kirim ulang</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  // Delivered: the notice says so alone (a "will be sent" title above "sent" read as a contradiction).
  if (isDelivered)
    return <Alert color="green" role="status" title={<Trans>Terkirim. Terima kasih!</Trans>} data-testid="outbox-entry-notice" />;
  return (
    <Alert
      color="yellow"
      role="status"
      title={<Trans>Tersimpan di perangkat — akan dikirim otomatis saat online</Trans>}
      data-testid="outbox-entry-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Trans>Anda boleh menutup halaman ini; data Anda tidak akan hilang dan hanya dikirim sekali.</Trans>
        </Text>
        {entry ? (
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => requestOutboxReplay(true)} loading={entry.state === 'sending'}>
              <Trans>Kirim sekarang</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Alert>
  );
}
