import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Checkbox, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { keyboardScrollArea } from '../lib/data-table';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useSearchUpdate } from '../lib/use-search-update';
import { ENTITY_SORTS, ENTITY_STATUSES, type EntityStatus, type EntitySummary } from '@/contract/studio/api';
import { type CollectionKey, type Field } from '@/contract/collections/fields';
import { COLLECTIONS, hasEnglish, isCollectionKey } from '@/contract/collections/registry';
import { IMPORT_COLLECTIONS, type ImportCollection } from '@/contract/studio/import';
import { defaultColumns } from '@/contract/studio/list-columns';
import { useEntityList } from '../api/entities';
import { useMay } from '../api/permissions';
import { LoadError } from '../components/page-states';
import { EntityBulkBar } from './entity-bulk-bar';
import { ReferenceInput } from '../editor/reference-input';
import { STATUS_LABELS } from '../components/status-badge';
import { studioPaths } from '../lib/paths';
import { useListColumns } from './collection-list-columns';
import { columnsOf, searchOf, stateOf } from './collection-list-state';
import { ColumnPicker } from './column-picker';
import { ViewsMenu } from './views-menu';

const PER_PAGE = 25;
type Sort = (typeof ENTITY_SORTS)[number];
const SORTABLE: Record<string, [Sort, Sort]> = { title: ['title', '-title'], updated_at: ['updated_at', '-updated_at'], id: ['id', '-id'] };

type RefField = Extract<Field, { kind: 'reference' | 'references' }>;

/** The URL's `ref` as field → value, keeping only the collection's own reference fields (each once). */
function refsOf(raw: string | null, fields: readonly RefField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (raw ?? '').split(',')) {
    const colon = part.indexOf(':');
    const name = part.slice(0, colon);
    const value = part.slice(colon + 1);
    if (colon > 0 && value && fields.some((f) => f.name === name) && !(name in out)) out[name] = value;
  }
  return out;
}

/**
 * One collection's entities (GET studio/collections/{collection}): search, filters, sort, columns and pages in the
 * URL; the member's saved views of them (docs/decisions/250-staff-studio.md "Columns and saved views").
 */
export function CollectionListPage() {
  const { collection } = useParams();
  if (!collection || !isCollectionKey(collection)) return <Navigate to={studioPaths.home()} replace />;
  return <CollectionList key={collection} collection={collection} />;
}

function CollectionList({ collection }: { collection: CollectionKey }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search, update] = useSearchUpdate();
  const [q, setQ] = useState(search.get('q') ?? '');
  const query = search.get('q') ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const status = (ENTITY_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as EntityStatus)
    : undefined;
  const sort = (ENTITY_SORTS as readonly string[]).includes(search.get('sort') ?? '') ? (search.get('sort') as Sort) : '-updated_at';
  // Dealers and service centres: "not confirmed in 90 days" (docs/decisions/025-dealer-finders.md).
  const confirms = COLLECTIONS[collection].confirms;
  const unconfirmed = Boolean(confirms) && search.get('unconfirmed') === 'yes';
  // "Inggris belum diisi": the studio home's count of this collection links here (src/studio/routes/home-page.tsx).
  const bilingual = hasEnglish(collection);
  const missingEn = bilingual && search.get('missing_en') === 'yes';
  // Filters by the collection's own reference fields (a product's brand and category, a stock row's dealer):
  // `ref=brand_id:3,category_id:2` in the URL, one picker per field.
  const refFields = COLLECTIONS[collection].fields.filter((f): f is RefField => f.kind === 'reference');
  const refs = refsOf(search.get('ref'), refFields);
  const ref = Object.entries(refs)
    .map(([field, value]) => `${field}:${value}`)
    .join(',');
  const setRef = (field: string, value: unknown) => {
    const next = { ...refs, [field]: value === null || value === undefined || value === '' ? undefined : String(value) };
    const joined = Object.entries(next)
      .filter(([, v]) => v !== undefined)
      .map(([f, v]) => `${f}:${v}`)
      .join(',');
    update({ ref: joined || undefined, page: undefined });
  };
  // The columns shown: the address's `cols`, or the list as it always was.
  const columns = columnsOf(collection, search.get('cols'));
  const standardColumns = !search.get('cols');
  const setColumns = (next: string[]) =>
    update({ cols: next.join(',') === defaultColumns(collection).join(',') ? undefined : next.join(',') });
  const tableColumns = useListColumns(collection, columns, standardColumns);
  const list = useEntityList(collection, {
    q: query || undefined,
    page,
    per_page: PER_PAGE,
    status,
    sort,
    unconfirmed,
    missingEn,
    ref: ref || undefined,
    cols: standardColumns ? undefined : columns.join(','),
  });
  const may = useMay(collection);
  const searchLater = useDebouncedCallback((value: string) => update({ q: value.trim() || undefined, page: undefined }), 300);
  const sortStatus: DataTableSortStatus<EntitySummary> = {
    columnAccessor: sort.replace(/^-/, ''),
    direction: sort.startsWith('-') ? 'desc' : 'asc',
  };
  const importable = (IMPORT_COLLECTIONS as readonly string[]).includes(collection) ? (collection as ImportCollection) : undefined;
  // Rows ticked for a bulk action, on this page of this list (a new page, filter or sort starts a new selection).
  const [selected, setSelected] = useState<EntitySummary[]>([]);
  const selection = `${query}|${page}|${status ?? ''}|${sort}|${unconfirmed}|${missingEn}|${ref}`;
  const [selectionOf, setSelectionOf] = useState(selection);
  if (selectionOf !== selection) {
    setSelectionOf(selection);
    setSelected([]);
  }
  const bulkRights = may('publish') || may('delete');
  const label = i18n._(COLLECTIONS[collection].label);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{label}</Title>
        <Group gap="xs">
          <ViewsMenu
            collection={collection}
            state={stateOf(collection, search)}
            onApply={(state) => {
              setQ(state.q ?? '');
              update(searchOf(collection, state));
            }}
          />
          <ColumnPicker collection={collection} columns={columns} onChange={setColumns} />
          {importable && may('edit') && may('publish') && (
            <Button variant="default" component={Link} to={studioPaths.import(importable)}>
              <Trans>Impor CSV</Trans>
            </Button>
          )}
          {may('edit') && (
            <Button component={Link} to={studioPaths.create(collection)}>
              <Trans>Baru</Trans>
            </Button>
          )}
        </Group>
      </Group>
      <Group align="end">
        <TextInput
          label={t`Cari`}
          placeholder={t`Judul atau slug`}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            searchLater(e.currentTarget.value);
          }}
          type="search"
          w={280}
        />
        <Select
          label={t`Status`}
          clearable
          placeholder={t`Semua`}
          value={status ?? null}
          onChange={(value) => update({ status: value ?? undefined, page: undefined })}
          data={ENTITY_STATUSES.map((s) => ({ value: s, label: i18n._(STATUS_LABELS[s]) }))}
          w={220}
        />
        {refFields.map((field) => (
          <Box key={field.name} w={220}>
            <ReferenceInput
              field={field}
              label={i18n._(field.label)}
              value={field.by === 'id' && refs[field.name] ? Number(refs[field.name]) : (refs[field.name] ?? null)}
              onChange={(value) => setRef(field.name, value)}
            />
          </Box>
        ))}
        {confirms ? (
          <Checkbox
            label={t`Belum dikonfirmasi ${confirms.staleDays} hari`}
            checked={unconfirmed}
            onChange={(e) => update({ unconfirmed: e.currentTarget.checked ? 'yes' : undefined, page: undefined })}
            mb={8}
          />
        ) : null}
        {bilingual ? (
          <Checkbox
            label={t`Teks Inggris belum diisi`}
            checked={missingEn}
            onChange={(e) => update({ missing_en: e.currentTarget.checked ? 'yes' : undefined, page: undefined })}
            mb={8}
          />
        ) : null}
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {bulkRights && (
        <EntityBulkBar
          collection={collection}
          selected={selected}
          mayPublish={may('publish')}
          mayDelete={may('delete')}
          onDone={() => setSelected([])}
        />
      )}
      <DataTable<EntitySummary>
        {...(bulkRights
          ? {
              selectedRecords: selected,
              onSelectedRecordsChange: setSelected,
              selectionCheckboxProps: { 'aria-label': t`Pilih baris` },
              allRecordsSelectionCheckboxProps: { 'aria-label': t`Pilih semua baris di halaman ini` },
              getRecordSelectionCheckboxProps: (row: EntitySummary) => ({ 'aria-label': t`Pilih ${row.title || row.slug || row.id}` }),
            }
          : {})}
        scrollAreaProps={keyboardScrollArea}
        withTableBorder
        borderRadius="sm"
        minHeight={list.data?.data.length ? undefined : 180}
        fetching={list.isFetching}
        records={list.data?.data ?? []}
        totalRecords={list.data?.meta.total ?? 0}
        recordsPerPage={PER_PAGE}
        page={list.data?.meta.page ?? page}
        onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
        paginationText={({ from, to, totalRecords }) => t`${from}–${to} dari ${totalRecords}`}
        sortStatus={sortStatus}
        onSortStatusChange={(s) => update({ sort: SORTABLE[String(s.columnAccessor)]?.[s.direction === 'asc' ? 0 : 1], page: undefined })}
        noRecordsText={
          unconfirmed
            ? t`Semua data sudah dikonfirmasi dalam ${confirms?.staleDays ?? 0} hari terakhir.`
            : query || status || missingEn || ref
              ? t`Tidak ada entri yang cocok.`
              : t`Belum ada entri. Buat yang pertama dengan "Baru".`
        }
        loadingText={t`Memuat…`}
        highlightOnHover
        onRowClick={({ record }) => void navigate(studioPaths.edit(collection, record.id))}
        columns={tableColumns}
      />
    </Stack>
  );
}
