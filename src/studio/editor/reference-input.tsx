import { useLingui } from '@lingui/react/macro';
import { MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { type Field } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { useEntity, useEntityList } from '../api/entities';
import { ErrorText } from '../components/page-states';

// References to another collection: a searchable select over that collection's list (its titles), storing
// the id or the slug as the registry says.

type RefField = Extract<Field, { kind: 'reference' | 'references' }>;
type Props = {
  field: RefField;
  label: string;
  description?: ReactNode;
  required?: boolean;
  error?: ReactNode;
  value: unknown;
  onChange: (v: unknown) => void;
};

function useOptions(field: RefField, search: string) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const list = useEntityList(field.collection, { q: debounced || undefined, page: 1, per_page: 50, sort: 'title' });
  const options = (list.data?.data ?? []).map((row) => ({
    value: field.by === 'id' ? String(row.id) : (row.slug ?? String(row.id)),
    label: row.title || `#${row.id}`,
  }));
  return { list, options };
}

/** The chosen entity's title when it is not among the options on screen (by id; a slug shows itself). */
function useSelectedLabel(field: RefField, value: string | null) {
  const entity = useEntity(field.collection, field.by === 'id' && value ? Number(value) : undefined);
  const title = entity.data?.draft[COLLECTIONS[field.collection].titleField];
  return value ? (typeof title === 'string' && title ? title : field.by === 'id' ? `#${value}` : value) : undefined;
}

export function ReferenceInput({ field, label, description, required, error, value, onChange }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { list, options } = useOptions(field, search);
  const selected = value === null || value === undefined || value === '' ? null : String(value);
  const selectedLabel = useSelectedLabel(field, selected && !options.some((o) => o.value === selected) ? selected : null);
  const data =
    selected && selectedLabel ? [{ value: selected, label: selectedLabel }, ...options.filter((o) => o.value !== selected)] : options;
  return (
    <Select
      label={label}
      description={list.isError ? <ErrorText error={list.error} /> : description}
      required={required}
      error={error}
      searchable
      clearable={!required}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={list.isFetching ? t`Memuat…` : t`Tidak ditemukan`}
      data={data}
      value={selected}
      onChange={(next) => onChange(next === null ? null : field.by === 'id' ? Number(next) : next)}
    />
  );
}

export function ReferencesInput({ field, label, description, required, error, value, onChange }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { list, options } = useOptions(field, search);
  const selected = (Array.isArray(value) ? value : []).map(String);
  const data = [
    ...selected.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: field.by === 'id' ? `#${v}` : v })),
    ...options,
  ];
  return (
    <MultiSelect
      label={label}
      description={list.isError ? <ErrorText error={list.error} /> : description}
      required={required}
      error={error}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={list.isFetching ? t`Memuat…` : t`Tidak ditemukan`}
      data={data}
      value={selected}
      maxValues={field.max}
      onChange={(next) => onChange(field.by === 'id' ? next.map(Number) : next)}
    />
  );
}
