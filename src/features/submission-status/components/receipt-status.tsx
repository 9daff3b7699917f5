import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReceiptStatus, VisitorStatus } from '@/contract/forms';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/format-date';

const STATUS: Record<VisitorStatus, { label: MessageDescriptor; detail: MessageDescriptor; color: string }> = {
  received: { label: msg`Diterima`, detail: msg`Kiriman Anda sudah kami terima dan menunggu ditangani tim kami.`, color: 'gray' },
  in_progress: { label: msg`Sedang diproses`, detail: msg`Tim kami sedang menangani kiriman Anda.`, color: 'blue' },
  done: { label: msg`Selesai`, detail: msg`Kiriman Anda sudah selesai ditangani.`, color: 'green' },
};

const KIND: Record<string, MessageDescriptor> = {
  career: msg`Lamaran kerja`,
  warranty_activation: msg`Klaim garansi`,
  support: msg`Permintaan dukungan`,
};

/** One submission's status as the visitor may see it (spam reads as received on the server). */
export function ReceiptStatusCard({ status, children }: { status: ReceiptStatus; children?: ReactNode }) {
  const { i18n } = useLingui();
  const shown = STATUS[status.status];
  const lang = i18n.locale === 'en' ? 'en' : 'id';
  const received = formatDate(status.received_at, lang);
  const updated = status.updated_at ? formatDate(status.updated_at, lang) : '';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="receipt-status-title">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="receipt-status-title">
            {KIND[status.kind] ? i18n._(KIND[status.kind]!) : status.kind} · <span style={{ whiteSpace: 'nowrap' }}>{status.receipt}</span>
          </Title>
          <Badge color={shown.color} size="lg" variant="light" data-testid="receipt-status">
            {i18n._(shown.label)}
          </Badge>
        </Group>
        <Text>{i18n._(shown.detail)}</Text>
        <Text size="sm" c="dimmed">
          <Trans>Diterima pada {received}</Trans>
          {updated ? (
            <>
              {' · '}
              <Trans>Diperbarui {updated}</Trans>
            </>
          ) : null}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
