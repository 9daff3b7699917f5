import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SegmentedControl, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { routes } from '@/contract/routes';
import type { WebVitalsRow, WebVitalsVisit } from '@/contract/web-vitals';
import { WEB_VITAL_NAMES, type WebVitalsWindow } from '@/contract/web-vitals-terms';
import { useWebVitalsReport } from '@/studio/api/web-vitals';
import { EmptyState, LoadError, PageLoader } from '@/studio/components/page-states';
import { MetricCell } from './metric-cell';

/**
 * Site speed as visitors had it (docs/decisions/111-measuring.md): the 75th percentile of each Core Web Vital
 * per page type and connection type, for the last 7 or 28 days, of all, first or repeat visits.
 */
export function WebVitalsPage() {
  const { t } = useLingui();
  const [days, setDays] = useState<WebVitalsWindow>(7);
  const [visit, setVisit] = useState<WebVitalsVisit>('all');
  const report = useWebVitalsReport(visit);
  const rows = report.data?.windows.find((w) => w.days === days)?.rows ?? [];
  const percent = Math.round((report.data?.sample_rate ?? 0) * 100);
  return (
    <Stack>
      <Title order={2}>
        <Trans>Kecepatan situs bagi pengunjung</Trans>
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        <Trans>
          Persentil ke-75 (p75) Core Web Vitals dari kunjungan nyata: tiga dari empat kunjungan secepat ini atau lebih cepat. Hanya jenis
          halaman, jenis koneksi dan kunjungan ulang yang dicatat, tanpa data pribadi; sebagian kunjungan saja yang melapor.
        </Trans>
        {report.data && (
          <>
            {' '}
            <Trans>Kunjungan yang melapor: {percent}%.</Trans>
          </>
        )}
      </Text>
      <Group gap="md">
        <SegmentedControl
          aria-label={t`Periode`}
          value={String(days)}
          onChange={(value) => setDays(Number(value) as WebVitalsWindow)}
          data={[
            { value: '7', label: t`7 hari terakhir` },
            { value: '28', label: t`28 hari terakhir` },
          ]}
        />
        <SegmentedControl
          aria-label={t`Kunjungan`}
          value={visit}
          onChange={(value) => setVisit(value as WebVitalsVisit)}
          data={[
            { value: 'all', label: t`Semua` },
            { value: 'first', label: t`Pertama` },
            { value: 'repeat', label: t`Ulang` },
          ]}
        />
      </Group>
      {report.isPending && <PageLoader />}
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {report.data && rows.length === 0 && (
        <EmptyState>
          <Trans>Belum ada pengukuran dalam {days} hari terakhir.</Trans>
        </EmptyState>
      )}
      {rows.length > 0 && (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table striped data-testid="web-vitals-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Jenis halaman`}</Table.Th>
                  <Table.Th>{t`Koneksi`}</Table.Th>
                  {WEB_VITAL_NAMES.map((name) => (
                    <Table.Th key={name}>{name}</Table.Th>
                  ))}
                  <Table.Th>{t`Sampel`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <ReportRow key={`${row.page} ${row.connection}`} row={row} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <Text size="xs" c="dimmed">
        <Trans>
          Batas baik / buruk: LCP 2,5 / 4 s · INP 200 / 500 ms · CLS 0,1 / 0,25 · TTFB 0,8 / 1,8 s. Hijau baik, kuning perlu perbaikan,
          merah buruk.
        </Trans>
      </Text>
    </Stack>
  );
}

function ReportRow({ row }: { row: WebVitalsRow }) {
  const { t } = useLingui();
  const all = row.connection === 'all';
  const path = row.page in routes ? routes[row.page as keyof typeof routes].path : undefined;
  const connection = all ? t`Semua koneksi` : row.connection === 'unknown' ? t`Tidak diketahui` : row.connection;
  const samples = Math.max(0, ...WEB_VITAL_NAMES.map((name) => row.metrics[name]?.samples ?? 0));
  return (
    <Table.Tr data-testid="web-vitals-row" data-page={row.page} data-connection={row.connection}>
      {/* A connection's row names its page for screen readers only: the page's own row above shows it. */}
      <Table.Td>
        {all ? (
          <>
            <Text size="sm" fw={600}>
              {row.page === 'notFound' ? t`Halaman tidak ditemukan` : row.page}
            </Text>
            {path && (
              <Text size="xs" c="dimmed">
                {path}
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <span aria-hidden="true">↳</span>
            <VisuallyHidden>{row.page}</VisuallyHidden>
          </Text>
        )}
      </Table.Td>
      <Table.Td fw={all ? 600 : undefined}>{connection}</Table.Td>
      {WEB_VITAL_NAMES.map((name) => (
        <Table.Td key={name}>
          <MetricCell name={name} p75={row.metrics[name]?.p75} />
        </Table.Td>
      ))}
      <Table.Td>{samples}</Table.Td>
    </Table.Tr>
  );
}
