import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { discardOutboxEntry, requestOutboxReplay, retryOutboxEntry, startCorrection, useOutbox } from '@/offline/outbox';
import { outboxKind } from '@/offline/outbox-kinds';
import type { OutboxEntry } from '@/offline/outbox-policy';
import { OutboxProblemText } from '@/components/outbox-problem';

function StateBadge({ entry }: { entry: OutboxEntry }) {
  if (entry.state === 'attention') {
    return (
      <Badge color="red" variant="filled" tt="none">
        <Trans>Perlu perhatian Anda</Trans>
      </Badge>
    );
  }
  if (entry.state === 'sending') {
    return (
      <Badge color="blue" variant="filled" tt="none">
        <Trans>Mengirim…</Trans>
      </Badge>
    );
  }
  return (
    <Badge color="yellow" variant="filled" tt="none" c="dark">
      <Trans>Menunggu</Trans>
    </Badge>
  );
}

function EntryCard({ entry, onCorrect }: { entry: OutboxEntry; onCorrect: (entry: OutboxEntry) => void }) {
  const { i18n, t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const queuedAt = i18n.date(new Date(entry.queuedAt), { dateStyle: 'medium', timeStyle: 'short' });
  const nextAt = i18n.date(new Date(entry.nextAttemptAt), { timeStyle: 'short' });
  const kind = i18n._(outboxKind(entry));
  return (
    <Paper withBorder p="sm" radius="md" data-testid="outbox-entry" data-state={entry.state} aria-label={kind}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>{kind}</Text>
          <StateBadge entry={entry} />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Disimpan {queuedAt}</Trans>
          {entry.state === 'waiting' && entry.attempts > 0 ? (
            <>
              {' · '}
              <Trans>
                percobaan ke-{entry.attempts + 1} sekitar {nextAt}
              </Trans>
            </>
          ) : null}
        </Text>
        {entry.state === 'attention' ? (
          <>
            <OutboxProblemText entry={entry} />
            <Text size="sm">
              <Trans>Isian dan berkas Anda masih tersimpan di perangkat ini.</Trans>
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => onCorrect(entry)}>
                <Trans>Perbaiki</Trans>
              </Button>
              {entry.problem?.reason === 'gave_up' ? (
                <Button size="xs" variant="light" onClick={() => void retryOutboxEntry(entry.id)}>
                  <Trans>Kirim ulang</Trans>
                </Button>
              ) : null}
              {confirming ? (
                <>
                  <Button size="xs" color="red" onClick={() => void discardOutboxEntry(entry.id)} aria-label={t`Ya, buang ${kind}`}>
                    <Trans>Ya, buang</Trans>
                  </Button>
                  <Button size="xs" variant="subtle" onClick={() => setConfirming(false)}>
                    <Trans>Batal</Trans>
                  </Button>
                </>
              ) : (
                <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
                  <Trans>Buang</Trans>
                </Button>
              )}
            </Group>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Every submission kept on this device, each with its own state (decision 091). */
export function OutboxPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { entries } = useOutbox();
  const waiting = entries.some((entry) => entry.state !== 'attention');
  const onCorrect = (entry: OutboxEntry) => {
    startCorrection(entry);
    onClose();
    void navigate(entry.pageUrl);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t`Formulir di perangkat ini`} size="lg">
      <Stack gap="sm" data-testid="outbox-panel">
        {entries.length === 0 ? (
          <Text size="sm">
            <Trans>Semua formulir sudah terkirim.</Trans>
          </Text>
        ) : (
          entries.map((entry) => <EntryCard key={entry.id} entry={entry} onCorrect={onCorrect} />)
        )}
        {waiting ? (
          <Button variant="light" onClick={() => requestOutboxReplay(true)} w="fit-content">
            <Trans>Kirim sekarang</Trans>
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
