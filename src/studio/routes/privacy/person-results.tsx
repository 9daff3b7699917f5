import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { PrivacyHoldings, PrivacySubject } from '@/contract/studio/privacy';
import { usePrivacyExport } from '@/studio/api/privacy';
import { ErrorText } from '@/studio/components/page-states';
import { formatDateTime } from '@/studio/lib/format';
import { KIND_LABELS } from '../inbox/labels';

type Props = { holdings: PrivacyHoldings; subject: PrivacySubject; erasing: boolean; eraseError: unknown; onErase: () => void };

/** Everything held about the person, with the download and the erasure (after a confirmation). */
export function PersonResults({ holdings, subject, erasing, eraseError, onErase }: Props) {
  const { t, i18n } = useLingui();
  const download = usePrivacyExport();
  const h = holdings;
  const total = h.submissions.length + h.product_registrations.length + h.accounts.length + h.subscriptions.length;
  const who = [subject.email, subject.phone].filter(Boolean).join(' · ');
  const confirm = () =>
    modals.openConfirmModal({
      title: t`Hapus semua data orang ini?`,
      children: (
        <Text size="sm">
          <Trans>
            {h.submissions.length} pengajuan beserta berkasnya, {h.product_registrations.length} registrasi produk, {h.accounts.length} akun
            pengunjung dan {h.subscriptions.length} langganan untuk {who} akan dihapus permanen. Tindakan ini tidak dapat dibatalkan.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Hapus permanen`, cancel: t`Batal` },
      confirmProps: { color: 'red.9' },
      onConfirm: onErase,
    });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="privacy-results">
      <Stack>
        <Title order={3} size="h4" id="privacy-results">
          <Trans>Hasil pencarian</Trans>
        </Title>
        <Text size="sm" data-testid="privacy-summary">
          <Trans>
            Ditemukan untuk {who}: {h.submissions.length} pengajuan, {h.product_registrations.length} registrasi produk, {h.accounts.length}{' '}
            akun pengunjung, {h.subscriptions.length} langganan, {h.lottery_codes.length} kode undian.
          </Trans>
        </Text>
        {total === 0 ? (
          <Text c="dimmed">
            <Trans>Tidak ada data tersimpan untuk email atau nomor telepon ini.</Trans>
          </Text>
        ) : (
          <>
            <Listing
              caption={t`Pengajuan`}
              head={[t`Jenis`, t`Referensi`, t`Diterima`, t`Berkas`]}
              rows={h.submissions.map((s) => [
                i18n._(KIND_LABELS[s.kind] ?? { id: s.kind }),
                s.reference ?? s.id,
                formatDateTime(s.created_at),
                s.file_count,
              ])}
            />
            <Listing
              caption={t`Registrasi produk`}
              head={[t`Referensi`, t`Merek`, t`Nomor seri`, t`Terdaftar`]}
              rows={h.product_registrations.map((r) => [r.reference, r.brand_slug, r.serial_number, formatDateTime(r.created_at)])}
            />
            <Listing
              caption={t`Akun pengunjung`}
              head={[t`Email`, t`Nama`, t`Telepon`, t`Sesi`]}
              rows={h.accounts.map((a) => [a.email, a.name, a.phone, a.session_count])}
            />
            <Listing
              caption={t`Langganan berita`}
              head={[t`Email`, t`Sejak`, t`Berhenti`]}
              rows={h.subscriptions.map((s) => [
                s.email,
                formatDateTime(s.created_at),
                s.unsubscribed_at ? formatDateTime(s.unsubscribed_at) : '—',
              ])}
            />
            <Listing caption={t`Kode undian`} head={[t`Kode`, t`Kampanye`]} rows={h.lottery_codes.map((c) => [c.code, c.campaign_id])} />
            <Group>
              <Button variant="default" loading={download.isPending} onClick={() => download.mutate(subject)}>
                <Trans>Unduh data (JSON)</Trans>
              </Button>
              <Button color="red.9" loading={erasing} onClick={confirm}>
                <Trans>Hapus semua data</Trans>
              </Button>
            </Group>
            {(download.isError || eraseError !== null) && (
              <Alert color="red" role="alert">
                <ErrorText error={download.error ?? eraseError} />
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** One table of records; none is left out when empty. */
function Listing({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption style={{ textAlign: 'start', fontWeight: 600 }}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((cell, j) => (
                <Table.Td key={j} style={{ overflowWrap: 'anywhere' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
