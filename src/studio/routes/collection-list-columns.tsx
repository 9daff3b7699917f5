import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import type { CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import type { EntitySummary } from '@/contract/studio/api';
import { fieldColumns, type ColumnField } from '@/contract/studio/list-columns';
import { useEntityActions } from '../api/entities';
import { useMay } from '../api/permissions';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../lib/format';
import { studioPaths } from '../lib/paths';

// The columns of a collection list (src/contract/studio/list-columns.ts): the entry's own and the declaration's
// one-value fields, each with its heading and cell. The list shows the ones chosen, in the order chosen.

const SORTABLE = new Set(['title', 'updated_at', 'id']);

/** A column's heading in the studio's language. */
export function useColumnLabel(collection: CollectionKey): (column: string) => string {
  const { t, i18n } = useLingui();
  const fields = new Map(fieldColumns(collection).map((field) => [field.name, field]));
  const own: Record<string, string> = {
    title: t`Judul`,
    slug: t`Slug`,
    status: t`Status`,
    updated_at: t`Diubah`,
    updated_by: t`Oleh`,
    confirmed_at: t`Dikonfirmasi`,
    publish_at: t`Terbit pada`,
    unpublish_at: t`Turun pada`,
    id: 'ID',
  };
  return (column) => own[column] ?? (fields.has(column) ? i18n._(fields.get(column)!.label) : column);
}

function FieldCell({ field, value }: { field: ColumnField; value: string | number | boolean | null }) {
  const { t, i18n } = useLingui();
  if (value === null || value === undefined || value === '') return <Text c="dimmed">—</Text>;
  switch (field.kind) {
    case 'boolean':
      return value ? t`Ya` : t`Tidak`;
    case 'money':
      return typeof value === 'number' ? `Rp ${value.toLocaleString('id-ID')}` : String(value);
    case 'number':
      return typeof value === 'number' ? value.toLocaleString(i18n.locale === 'en' ? 'en-GB' : 'id-ID') : String(value);
    case 'datetime':
      return formatDateTime(String(value));
    case 'select': {
      const option = field.options.find((o) => o.value === value);
      return option ? i18n._(option.label) : String(value);
    }
    default:
      return (
        <Text size="sm" lineClamp={2} maw={320}>
          {String(value)}
        </Text>
      );
  }
}

/** Whether a time lies more than `days` days back ("Perlu dicek": not confirmed in the collection's `staleDays`). */
const olderThan = (iso: string, days: number) => Date.now() - Date.parse(iso) > days * 86_400_000;

function ConfirmedCell({ collection, row }: { collection: CollectionKey; row: EntitySummary }) {
  const { t } = useLingui();
  const { confirm } = useEntityActions(collection);
  const may = useMay(collection);
  const staleDays = COLLECTIONS[collection].confirms?.staleDays;
  if (!row.confirmed_at) return '—';
  const stale = staleDays !== undefined && olderThan(row.confirmed_at, staleDays);
  return (
    <Group gap={6} wrap="nowrap">
      {stale ? (
        <Badge color="red" variant="light">
          <Trans>Perlu dicek</Trans>
        </Badge>
      ) : null}
      <span>{formatDateTime(row.confirmed_at)}</span>
      {may('edit') && (
        <Button
          size="compact-xs"
          variant="default"
          loading={confirm.isPending}
          aria-label={t`Konfirmasi tanpa perubahan: ${row.title}`}
          onClick={(e) => {
            e.stopPropagation();
            confirm.mutate(
              { id: row.id },
              {
                onSuccess: () => notifications.show({ color: 'green', message: t`Data ${row.title} dikonfirmasi.` }),
                onError: () => notifications.show({ color: 'red', message: t`Konfirmasi gagal; coba lagi.` }),
              },
            );
          }}
        >
          <Trans>Konfirmasi</Trans>
        </Button>
      )}
    </Group>
  );
}

/**
 * The table's columns for these names. `standard`: the list shows its default columns, which keep the narrow
 * screen's rules (slug, author and id only where there is room); chosen columns are all shown, the table scrolls.
 */
export function useListColumns(collection: CollectionKey, columns: readonly string[], standard: boolean): DataTableColumn<EntitySummary>[] {
  const { t } = useLingui();
  const label = useColumnLabel(collection);
  const fields = new Map(fieldColumns(collection).map((field) => [field.name, field]));
  const from = (size: 'sm' | 'md') =>
    standard ? { visibleMediaQuery: (theme: { breakpoints: Record<string, string> }) => `(min-width: ${theme.breakpoints[size]})` } : {};
  const column = (name: string): DataTableColumn<EntitySummary> => {
    const base = { accessor: name, title: label(name), sortable: SORTABLE.has(name) };
    switch (name) {
      case 'title':
        return {
          ...base,
          render: (row) => (
            <Anchor component={Link} to={studioPaths.edit(collection, row.id)} onClick={(e) => e.stopPropagation()}>
              {row.title || t`(tanpa judul)`}
            </Anchor>
          ),
        };
      case 'slug':
        return { ...base, ...from('md') };
      case 'status':
        return { ...base, noWrap: true, render: (row) => <StatusBadge status={row.status} /> };
      case 'updated_at':
        return { ...base, noWrap: true, ...from('sm'), render: (row) => formatDateTime(row.updated_at) };
      case 'updated_by':
        return { ...base, ...from('md') };
      case 'confirmed_at':
        return { ...base, noWrap: true, render: (row) => <ConfirmedCell collection={collection} row={row} /> };
      case 'publish_at':
      case 'unpublish_at':
        return { ...base, noWrap: true, render: (row) => formatDateTime(row[name]) || '—' };
      case 'id':
        return { ...base, textAlign: 'right', ...from('sm') };
      default: {
        const field = fields.get(name)!;
        return {
          ...base,
          textAlign: field.kind === 'number' || field.kind === 'money' ? 'right' : 'left',
          noWrap: field.kind === 'datetime' || field.kind === 'date' || field.kind === 'money',
          render: (row) => <FieldCell field={field} value={row.values?.[name] ?? null} />,
        };
      }
    }
  };
  return columns.map(column);
}
