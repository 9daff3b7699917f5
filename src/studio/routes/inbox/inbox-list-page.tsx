import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { keyboardScrollArea } from '../../lib/data-table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSearchUpdate } from '../../lib/use-search-update';
import { INBOX_SORTS, SUBMISSION_STATUSES, type InboxFilter, type InboxRow, type SubmissionStatus } from '@/contract/studio/inbox';
import { SubmissionKindSchema, type SubmissionKind } from '@/contract/forms';
import { inboxExportUrl, useAssignees, useInboxList } from '@/studio/api/inbox';
import { LoadError } from '@/studio/components/page-states';
import { formatDateTime } from '@/studio/lib/format';
import { AgeBadge, InboxStatusBadge, KindLabel } from './inbox-badges';
import { BulkBar } from './bulk-bar';
import { OverduePanel } from './overdue-panel';
import { KIND_LABELS, STATUS_LABELS } from './labels';
import { inboxPaths } from './paths';

const PER_PAGE = 25;
type Sort = (typeof INBOX_SORTS)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as the URL holds them (a shared or reloaded link shows the same list); anything invalid is dropped. */
function filtersOf(search: URLSearchParams): Omit<InboxFilter, 'lang'> & { sort: Sort } {
  const kind = SubmissionKindSchema.safeParse(search.get('kind')).data;
  const status = (SUBMISSION_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as SubmissionStatus)
    : undefined;
  const from = DAY.test(search.get('from') ?? '') ? search.get('from')! : undefined;
  const to = DAY.test(search.get('to') ?? '') ? search.get('to')! : undefined;
  const campaign = Number(search.get('campaign_id'));
  const assigneeRaw = search.get('assignee') ?? '';
  const assignee = assigneeRaw === 'me' || assigneeRaw === 'none' ? assigneeRaw : Number(assigneeRaw) > 0 ? Number(assigneeRaw) : undefined;
  const q = (search.get('q') ?? '').trim() || undefined;
  const sort = (INBOX_SORTS as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as Sort) : '-created_at';
  const overdue = search.get('overdue') === '1' ? ('1' as const) : undefined;
  const late = search.get('late') === '1' ? ('1' as const) : undefined;
  const centreRaw = search.get('centre') ?? '';
  const centre = centreRaw === 'none' ? centreRaw : /^[1-9]\d{0,8}$/.test(centreRaw) ? Number(centreRaw) : undefined;
  return {
    kind,
    status,
    from,
    to,
    campaign_id: Number.isInteger(campaign) && campaign > 0 ? campaign : undefined,
    assignee,
    q,
    overdue,
    late,
    centre,
    sort,
  };
}

/** Every submission the caller's role handles (GET studio/inbox): filters, search, pages, age of open leads, exports. */
export function InboxListPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search, update] = useSearchUpdate({ resetPage: true });
  const filters = filtersOf(search);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const [q, setQ] = useState(filters.q ?? '');
  // The rows ticked for the bulk action (ids of rows the list showed; the server judges each again).
  const [selected, setSelected] = useState<InboxRow[]>([]);
  const list = useInboxList({ ...filters, page, per_page: PER_PAGE });
  const assignees = useAssignees();
  const kinds = list.data?.meta.kinds;
  const searchLater = useDebouncedCallback((value: string) => update({ q: value.trim() || undefined }), 300);
  const { sort, ...exportFilters } = filters;
  const filtered = Object.values(exportFilters).some((v) => v !== undefined);
  const sortStatus: DataTableSortStatus<InboxRow> = { columnAccessor: 'created_at', direction: sort === 'created_at' ? 'asc' : 'desc' };
  const hasCampaigns = kinds?.some((k) => k === 'lottery' || k === 'giveaway') ?? false;
  const hasTickets = kinds?.includes('support') ?? false;
  const total = list.data?.meta.total ?? 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>
          <Trans>Kotak masuk</Trans>
        </Title>
        <Group gap="xs">
          <Button variant="subtle" component={Link} to={inboxPaths.notify()}>
            <Trans>Notifikasi email</Trans>
          </Button>
          {kinds?.includes('warranty_activation') && (
            <Button variant="subtle" component={Link} to={inboxPaths.claims()} data-testid="inbox-claims-link">
              <Trans>Klaim garansi kedua</Trans>
            </Button>
          )}
          <Button
            variant="default"
            component="a"
            href={inboxExportUrl(exportFilters, 'csv', i18n.locale)}
            download
            data-testid="inbox-export-csv"
          >
            <Trans>Ekspor CSV</Trans>
          </Button>
          <Button
            variant="default"
            component="a"
            href={inboxExportUrl(exportFilters, 'xlsx', i18n.locale)}
            download
            data-testid="inbox-export-xlsx"
          >
            <Trans>Ekspor XLSX</Trans>
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" role="search" aria-label={t`Saring kotak masuk`}>
        <TextInput
          label={t`Cari`}
          placeholder={t`Nama, email, telepon, referensi…`}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            searchLater(e.currentTarget.value);
          }}
        />
        <Select
          label={t`Jenis`}
          clearable
          placeholder={t`Semua`}
          value={filters.kind ?? null}
          onChange={(v) => update({ kind: v ?? undefined })}
          data={(kinds ?? (filters.kind ? [filters.kind] : [])).map((k: SubmissionKind) => ({ value: k, label: i18n._(KIND_LABELS[k]!) }))}
        />
        <Select
          label={t`Status`}
          clearable
          placeholder={t`Semua`}
          value={filters.status ?? null}
          onChange={(v) => update({ status: v ?? undefined })}
          data={SUBMISSION_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]!) }))}
        />
        <Select
          label={t`Ditangani oleh`}
          clearable
          placeholder={t`Siapa saja`}
          value={filters.assignee === undefined ? null : String(filters.assignee)}
          onChange={(v) => update({ assignee: v ?? undefined })}
          data={[
            { value: 'me', label: t`Saya` },
            { value: 'none', label: t`Belum ditugaskan` },
            ...(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
          ]}
        />
        <DatePickerInput
          type="range"
          label={t`Tanggal masuk`}
          placeholder={t`Semua tanggal`}
          clearable
          allowSingleDateInRange
          valueFormat="D MMM YYYY"
          value={[filters.from ?? null, filters.to ?? null]}
          onChange={([from, to]) => update({ from: from ?? undefined, to: to ?? undefined })}
        />
        {hasCampaigns && (
          <NumberInput
            label={t`ID kampanye`}
            placeholder={t`Semua`}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={filters.campaign_id ?? ''}
            onChange={(v) => update({ campaign_id: typeof v === 'number' && v > 0 ? String(v) : undefined })}
          />
        )}
      </SimpleGrid>
      {hasTickets && <OverduePanel filters={filters} onFilter={update} />}
      {filters.late && (
        // The studio home's "lewat 24 jam" count opens this list: say which rows it holds, and how to see the rest.
        <Group gap="xs" data-testid="inbox-late-filter">
          <Text size="sm" c="red.9" fw={600}>
            <Trans>Hanya yang lewat 24 jam tanpa tindak lanjut, milik Anda atau belum ditugaskan.</Trans>
          </Text>
          <Button size="compact-sm" variant="subtle" onClick={() => update({ late: undefined })}>
            <Trans>Tampilkan semua</Trans>
          </Button>
        </Group>
      )}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {!list.isError && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="inbox-total">
          {list.isPending ? <Trans>Memuat…</Trans> : <Plural value={total} one="# kiriman" other="# kiriman" />}
        </Text>
      )}
      <BulkBar selected={selected} onDone={() => setSelected([])} />
      <DataTable<InboxRow>
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        selectionCheckboxProps={{ 'aria-label': t`Pilih baris` }}
        allRecordsSelectionCheckboxProps={{ 'aria-label': t`Pilih semua baris di halaman ini` }}
        getRecordSelectionCheckboxProps={(row) => ({ 'aria-label': t`Pilih ${row.name || row.reference}` })}
        scrollAreaProps={keyboardScrollArea}
        withTableBorder
        borderRadius="sm"
        minHeight={list.data?.data.length ? undefined : 180}
        fetching={list.isFetching}
        records={list.data?.data ?? []}
        idAccessor="id"
        totalRecords={total}
        recordsPerPage={PER_PAGE}
        page={list.data?.meta.page ?? page}
        onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
        paginationText={({ from, to, totalRecords }) => t`${from}–${to} dari ${totalRecords}`}
        sortStatus={sortStatus}
        onSortStatusChange={(s) => update({ sort: s.direction === 'asc' ? 'created_at' : undefined })}
        noRecordsText={list.isError ? '' : filtered ? t`Tidak ada kiriman yang cocok.` : t`Belum ada kiriman.`}
        loadingText={t`Memuat…`}
        highlightOnHover
        onRowClick={({ record }) => void navigate(inboxPaths.detail(record.id))}
        customRowAttributes={(row) => ({ 'data-reference': row.reference })}
        columns={[
          {
            accessor: 'name',
            title: t`Pengirim`,
            render: (row) => (
              <Stack gap={0}>
                <Anchor component={Link} to={inboxPaths.detail(row.id)} onClick={(e) => e.stopPropagation()} fw={600}>
                  {row.name || row.email || row.reference}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {row.reference}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  <KindLabel kind={row.kind} />
                </Text>
              </Stack>
            ),
          },
          {
            accessor: 'kind',
            title: t`Jenis`,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (row) => (
              <Stack gap={2}>
                <Text size="sm">
                  <KindLabel kind={row.kind} />
                </Text>
                {row.summary && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {row.summary}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            accessor: 'status',
            title: t`Status`,
            noWrap: true,
            render: (row) => (
              <Group gap={4} wrap="nowrap">
                <InboxStatusBadge status={row.status} />
                <AgeBadge row={row} />
              </Group>
            ),
          },
          {
            accessor: 'assignee',
            title: t`Ditangani oleh`,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (row) => row.assignee?.name ?? '—',
          },
          {
            accessor: 'created_at',
            title: t`Diterima`,
            sortable: true,
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (row) => formatDateTime(row.created_at),
          },
          {
            accessor: 'file_count',
            title: t`Berkas`,
            textAlign: 'right',
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (row) => (row.file_count ? String(row.file_count) : '—'),
          },
        ]}
      />
    </Stack>
  );
}
