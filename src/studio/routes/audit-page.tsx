import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, ScrollArea, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { keyboardScrollArea } from '../lib/data-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { COLLECTION_KEYS } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { useAuditLog, useStaffList } from '../api/staff';
import { LoadError } from '../components/page-states';
import { formatDateTime } from '../lib/format';

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** Every studio write (admin only): who, when, what, with the entity's data before and after. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const collection = search.get('collection') ?? undefined;
  const staffId = Number(search.get('staff_id')) || undefined;
  const entityId = search.get('entity_id') ?? undefined;
  const log = useAuditLog({ page, collection, staff_id: staffId, entity_id: entityId });
  const staff = useStaffList();
  const [expanded, setExpanded] = useState<number[]>([]);
  const set = (key: string, value: string | null | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearch(next, { replace: true });
  };
  return (
    <Stack>
      <Title order={2}>
        <Trans>Log audit</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t`Koleksi`}
          clearable
          placeholder={t`Semua`}
          value={collection ?? null}
          onChange={(v) => set('collection', v)}
          data={COLLECTION_KEYS.map((key) => ({ value: key, label: i18n._(COLLECTIONS[key].label) }))}
        />
        <Select
          label={t`Staf`}
          clearable
          placeholder={t`Semua`}
          value={staffId ? String(staffId) : null}
          onChange={(v) => set('staff_id', v)}
          data={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        />
        <TextInput label={t`ID entri`} value={entityId ?? ''} onChange={(e) => set('entity_id', e.currentTarget.value.trim())} />
      </SimpleGrid>
      {log.isError && <LoadError error={log.error} onRetry={() => void log.refetch()} />}
      <DataTable
        scrollAreaProps={keyboardScrollArea}
        withTableBorder
        borderRadius="sm"
        minHeight={log.data?.data.length ? undefined : 150}
        fetching={log.isFetching}
        records={log.data?.data ?? []}
        totalRecords={log.data?.meta.total ?? 0}
        recordsPerPage={log.data?.meta.per_page ?? 25}
        page={page}
        onPageChange={(p) => set('page', p > 1 ? String(p) : undefined)}
        paginationText={({ from, to, totalRecords }) => t`${from}–${to} dari ${totalRecords}`}
        noRecordsText={t`Belum ada catatan.`}
        loadingText={t`Memuat…`}
        rowExpansion={{
          allowMultiple: true,
          expanded: { recordIds: expanded, onRecordIdsChange: setExpanded },
          content: ({ record }) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} p="sm">
              <Stack gap={4}>
                <Text size="xs" fw={600}>
                  <Trans>Sebelum</Trans>
                </Text>
                <ScrollArea.Autosize mah={300}>
                  <Code block>{json(record.before)}</Code>
                </ScrollArea.Autosize>
              </Stack>
              <Stack gap={4}>
                <Text size="xs" fw={600}>
                  <Trans>Sesudah</Trans>
                </Text>
                <ScrollArea.Autosize mah={300}>
                  <Code block>{json(record.after)}</Code>
                </ScrollArea.Autosize>
              </Stack>
            </SimpleGrid>
          ),
        }}
        columns={[
          { accessor: 'at', title: t`Waktu`, render: (row) => formatDateTime(row.at) },
          { accessor: 'staff', title: t`Staf`, render: (row) => row.staff?.name ?? '—' },
          { accessor: 'action', title: t`Tindakan` },
          {
            accessor: 'id',
            title: t`Rincian`,
            render: (row) => {
              const open = expanded.includes(row.id);
              return (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-expanded={open}
                  onClick={(event) => {
                    event.stopPropagation();
                    setExpanded(open ? expanded.filter((id) => id !== row.id) : [...expanded, row.id]);
                  }}
                >
                  {open ? t`Tutup` : t`Sebelum / sesudah`}
                </Button>
              );
            },
          },
          {
            accessor: 'collection',
            title: t`Entri`,
            render: (row) => (
              <Group gap={4}>
                <Text size="sm">
                  {row.collection && (COLLECTION_KEYS as readonly string[]).includes(row.collection)
                    ? i18n._(COLLECTIONS[row.collection as (typeof COLLECTION_KEYS)[number]].label)
                    : (row.collection ?? '—')}
                </Text>
                {row.entity_id && (
                  <Text size="sm" c="dimmed">
                    #{row.entity_id}
                  </Text>
                )}
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
