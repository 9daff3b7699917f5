import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_REASON_MAX, type ClaimParty, type WarrantyClaim } from '@/contract/studio/warranty-claims';
import { useDecideClaim } from '../../api/warranty-claims';
import { ErrorText } from '../../components/page-states';
import { formatDateTime } from '../../lib/format';
import { StudioApiError } from '../../lib/studio-api';
import { AttachmentCard } from './attachment-card';
import { inboxPaths } from './paths';

// One waiting claim (docs/decisions/133): the claim and the registration holding the activation side by side, and
// the decision. A refusal needs a reason (it is mailed to the customer); approving asks once more, as it takes the
// cover from the holder.

/** "Hollyland Lark M2", without doubling the brand when the product's name already starts with it. */
const productTitle = ({ name, brand }: WarrantyClaim['product']) =>
  name.toLowerCase().startsWith(brand.toLowerCase()) ? name : `${brand} ${name}`;

export function ClaimCard({ claim }: { claim: WarrantyClaim }) {
  const { t } = useLingui();
  const decide = useDecideClaim();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = `claim-${claim.id}-title`;
  const serverReason = decide.error instanceof StudioApiError ? decide.error.fieldErrors.reason?.[0] : undefined;
  const send = (decision: 'approve' | 'refuse') =>
    decide.mutate(
      { id: claim.id, body: { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: decision === 'approve' ? t`Klaim disetujui; pelanggan diberi tahu.` : t`Klaim ditolak; pelanggan diberi tahu.`,
            closeButtonProps: { 'aria-label': t`Tutup` },
          }),
      },
    );
  const refuse = () => {
    if (!reason.trim()) return setMissing(true);
    send('refuse');
  };
  const approve = () =>
    modals.openConfirmModal({
      title: t`Setujui klaim ini?`,
      children: (
        <Text size="sm">
          <Trans>
            Garansi nomor seri {claim.serial_number} pindah ke registrasi {claim.claim.reference}; pemegang sebelumnya kehilangan
            aktivasinya.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Setujui`, cancel: t`Batal` },
      onConfirm: () => send('approve'),
    });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="warranty-claim" data-claim-id={claim.id}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h4" id={titleId}>
            {productTitle(claim.product)} · <Trans>nomor seri</Trans> {claim.serial_number}
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Klaim diajukan {formatDateTime(claim.requested_at)}</Trans>
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Party title={t`Klaim baru`} party={claim.claim} />
          {claim.activated ? (
            <Party title={t`Pemegang aktivasi saat ini`} party={claim.activated} />
          ) : (
            <Paper withBorder p="sm" bg="gray.0">
              <Text size="sm">
                <Trans>Registrasi yang mengaktifkan nomor seri ini sudah tidak ada (dihapus).</Trans>
              </Text>
            </Paper>
          )}
        </SimpleGrid>
        <Textarea
          label={t`Alasan atau catatan untuk pelanggan`}
          description={t`Wajib untuk menolak; dikirim ke pelanggan apa adanya. Paling banyak ${CLAIM_REASON_MAX} karakter (${reason.length}).`}
          rows={3}
          maxLength={CLAIM_REASON_MAX}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t`Tuliskan alasan penolakan: alasan ini dikirim ke pelanggan.` : serverReason}
          // Mantine's default error red is below 4.5:1 on white (WCAG 1.4.3): the darker shade the studio's alerts use.
          errorProps={{ c: 'red.9' }}
        />
        {decide.isError && !serverReason && (
          <Alert color="red" role="alert">
            <ErrorText error={decide.error} />
          </Alert>
        )}
        <Group>
          <Button onClick={approve} loading={decide.isPending && decide.variables?.body.decision === 'approve'} disabled={decide.isPending}>
            <Trans>Setujui klaim</Trans>
          </Button>
          <Button
            color="red.9"
            variant="outline"
            onClick={refuse}
            loading={decide.isPending && decide.variables?.body.decision === 'refuse'}
            disabled={decide.isPending}
          >
            <Trans>Tolak klaim</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Party({ title, party }: { title: string; party: ClaimParty }) {
  const { t } = useLingui();
  const rows: [string, string][] = [
    [t`Nama`, party.name],
    [t`Email`, party.email],
    [t`Telepon`, party.phone || '—'],
    [t`Referensi`, party.reference],
    [t`Tanggal beli`, party.purchase_date],
    [t`Tempat beli`, party.place_name],
    [t`Didaftarkan`, formatDateTime(party.registered_at)],
    [t`Diaktifkan`, party.activated_at ? formatDateTime(party.activated_at) : t`belum`],
  ];
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text fw={700}>{title}</Text>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, rowGap: 2 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </dl>
        {party.invoice.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Tanpa bukti pembelian.</Trans>
          </Text>
        ) : (
          party.invoice.map((file) => <AttachmentCard key={file.id} submissionId={party.submission_id} file={file} />)
        )}
        <Anchor component={Link} to={inboxPaths.detail(party.submission_id)} size="sm" underline="always">
          <Trans>Buka registrasi {party.reference} di kotak masuk</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
