import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, List, Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { COLLECTIONS } from '@/contract/collections/registry';
import {
  REGION_KINDS,
  type RegionImportResult,
  type RegionKind,
  type RegionProblem,
  type RegionReference,
} from '@/contract/studio/regions';
import { keyboardScrollArea } from '../../lib/data-table';
import { changeRows, writesAnything, type ChangeStatus } from './region-files';

// The dry run's (or the apply's) answer (docs/decisions/250-staff-studio.md, "Regions"): counts per kind, then one
// table of every row added, renamed or moved, removed, and kept because something still refers to it.

// Shade 9 of each: 4.5:1 on white and on the striped rows (green and orange 9 are not; axe in tests/e2e/studio-regions.spec.ts).
const STATUS_COLOR: Record<ChangeStatus, string> = { added: 'teal.9', changed: 'blue.9', removed: 'red.9', kept: 'grape.9' };

function useLabels() {
  const { t, i18n } = useLingui();
  const kind: Record<RegionKind, string> = { provinces: t`Provinsi`, cities: t`Kota/kabupaten` };
  const status: Record<ChangeStatus, string> = {
    added: t`Baru`,
    changed: t`Berubah`,
    removed: t`Dihapus`,
    kept: t`Tetap`,
  };
  const source = (ref: RegionReference) => {
    if (ref.source === 'studio_drafts' && ref.collection) return t`Draf ${i18n._(COLLECTIONS[ref.collection].label)}`;
    if (ref.collection) return i18n._(COLLECTIONS[ref.collection].label);
    if (ref.source === 'cities') return t`Kota/kabupaten`;
    if (ref.source === 'users') return t`Akun pengunjung`;
    return ref.source;
  };
  return { kind, status, source };
}

export function RegionSummary({ result }: { result: RegionImportResult }) {
  const labels = useLabels();
  const writes = writesAnything(result);
  return (
    <Alert color={result.dry_run && writes ? 'blue' : 'green'} role="status" data-testid="regions-summary">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {result.dry_run ? (
            writes ? (
              <Trans>Uji coba: belum ada yang disimpan. Periksa daftarnya, lalu tekan Terapkan.</Trans>
            ) : (
              <Trans>Uji coba: tidak ada perubahan. Berkas sama dengan data sekarang.</Trans>
            )
          ) : writes ? (
            <Trans>Diterapkan: perubahan sudah tersimpan dan tampil di situs.</Trans>
          ) : (
            <Trans>Tidak ada yang perlu diubah: data sudah seperti berkasnya.</Trans>
          )}
        </Text>
        <List size="sm" spacing={2}>
          {REGION_KINDS.map((kind) => {
            const c = result[kind];
            if (!c) return null;
            const label = labels.kind[kind];
            const added = c.added.length;
            const changed = c.changed.length;
            const removed = c.removed.length;
            const kept = c.kept.length;
            const unchanged = c.unchanged;
            return (
              <List.Item key={kind}>
                <Trans>
                  {label}: {c.rows} baris — {added} baru, {changed} berubah, {unchanged} sama, {removed} dihapus, {kept} tetap karena masih
                  dirujuk
                </Trans>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Alert>
  );
}

export function RegionChangesTable({ result }: { result: RegionImportResult }) {
  const { t } = useLingui();
  const labels = useLabels();
  const rows = changeRows(result);
  if (rows.length === 0) return null;
  return (
    <DataTable
      aria-label={t`Perubahan wilayah`}
      data-testid="regions-changes"
      scrollAreaProps={keyboardScrollArea}
      withTableBorder
      borderRadius="sm"
      striped
      records={rows}
      idAccessor="key"
      columns={[
        { accessor: 'kind', title: t`Jenis`, noWrap: true, render: (row) => labels.kind[row.kind] },
        {
          accessor: 'status',
          title: t`Perubahan`,
          noWrap: true,
          render: (row) => (
            <Badge variant="outline" color={STATUS_COLOR[row.status]}>
              {labels.status[row.status]}
            </Badge>
          ),
        },
        { accessor: 'code', title: t`Kode`, noWrap: true },
        { accessor: 'name', title: t`Nama`, noWrap: true },
        {
          accessor: 'before_name',
          title: t`Sebelumnya`,
          noWrap: true,
          render: (row) =>
            row.status !== 'changed'
              ? ''
              : [
                  row.before_name !== row.name ? row.before_name : null,
                  row.before_province_code ? t`provinsi ${row.before_province_code}` : null,
                ]
                  .filter(Boolean)
                  .join(' · '),
        },
        {
          accessor: 'references',
          title: t`Dirujuk oleh`,
          render: (row) => (row.references ?? []).map((ref) => `${labels.source(ref)}: ${ref.count}`).join(', '),
        },
      ]}
    />
  );
}

/** A refused upload: every problem by file and line; nothing was written. */
export function RegionProblems({ problems }: { problems: RegionProblem[] }) {
  const { t } = useLingui();
  const labels = useLabels();
  const count = problems.length;
  return (
    <Stack gap="xs">
      <Alert color="red" role="alert" data-testid="regions-problems">
        <Trans>{count} masalah. Tidak ada yang disimpan; perbaiki berkasnya lalu uji coba lagi.</Trans>
      </Alert>
      <DataTable
        aria-label={t`Masalah berkas`}
        scrollAreaProps={keyboardScrollArea}
        withTableBorder
        borderRadius="sm"
        records={problems.map((problem, index) => ({ ...problem, key: index }))}
        idAccessor="key"
        columns={[
          { accessor: 'file', title: t`Berkas`, render: (row) => labels.kind[row.file] },
          { accessor: 'line', title: t`Baris`, textAlign: 'right' },
          { accessor: 'field', title: t`Kolom` },
          { accessor: 'message', title: t`Masalah` },
        ]}
      />
    </Stack>
  );
}
