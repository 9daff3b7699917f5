import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { usePurgeNow, useRetention } from '@/studio/api/privacy';
import { ErrorText, LoadError, PageLoader } from '@/studio/components/page-states';
import { formatDateTime } from '@/studio/lib/format';
import { CountsLine } from './counts-line';
import { KIND_LABELS } from '../inbox/labels';

/** How long each kind of submission is kept (set by RETENTION_MONTHS, docs/decisions/320) and the last purge. */
export function RetentionPanel() {
  const { t, i18n } = useLingui();
  const retention = useRetention();
  const purge = usePurgeNow();
  const last = retention.data?.last_purge;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="privacy-retention">
      <Stack>
        <Title order={3} size="h4" id="privacy-retention">
          <Trans>Masa simpan</Trans>
        </Title>
        {retention.isPending && <PageLoader />}
        {retention.isError && <LoadError error={retention.error} onRetry={() => void retention.refetch()} />}
        {retention.data && (
          <>
            <Text size="sm" c="dimmed">
              <Trans>
                Pengajuan yang lebih tua dari masa simpannya dihapus otomatis beserta berkasnya, sekali setiap{' '}
                {retention.data.purge_every_hours} jam. Masa simpan diatur oleh administrator server (RETENTION_MONTHS).
              </Trans>
            </Text>
            <Table withTableBorder striped maw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Jenis`}</Table.Th>
                  <Table.Th>{t`Disimpan`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {retention.data.periods.map((p) => (
                  <Table.Tr key={p.kind}>
                    <Table.Td>{i18n._(KIND_LABELS[p.kind] ?? { id: p.kind })}</Table.Td>
                    <Table.Td>{t`${p.months} bulan`}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" data-testid="privacy-last-purge">
              {last ? (
                <Trans>
                  Pembersihan terakhir: {formatDateTime(last.at)} oleh {last.by?.name ?? t`sistem`}. Dihapus:{' '}
                  <CountsLine counts={last.counts} />
                </Trans>
              ) : (
                <Trans>Pembersihan belum pernah dijalankan.</Trans>
              )}
            </Text>
          </>
        )}
        <Group>
          <Button
            variant="default"
            loading={purge.isPending}
            onClick={() =>
              purge.mutate(undefined, {
                onSuccess: (run) =>
                  notifications.show({ color: 'green', message: t`Pembersihan selesai: ${run.counts.submissions} pengajuan dihapus.` }),
              })
            }
          >
            <Trans>Jalankan pembersihan sekarang</Trans>
          </Button>
        </Group>
        {purge.isError && (
          <Alert color="red" role="alert">
            <ErrorText error={purge.error} />
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
