import type { CollectionKey, Field } from '../collections/fields';
import { COLLECTIONS } from '../collections/registry';

// The columns a studio collection list may show (docs/decisions/250-staff-studio.md "Columns and saved views"):
// the entry's own (title, slug, state, who changed it when, schedule times, id) and the declaration's one-value
// fields — texts, numbers, prices, yes/no, dates, choices and single references (shown by the entry's title).
// Long texts, lists, images and nested values are for the editor, not a table cell. Server and studio share
// these names: the list endpoint's `cols`, a saved view's columns, the column picker.

/** Columns of every list, from the draft row itself (slug and confirmed_at only where the collection has them). */
export const ENTRY_COLUMNS = [
  'title',
  'slug',
  'status',
  'updated_at',
  'updated_by',
  'confirmed_at',
  'publish_at',
  'unpublish_at',
  'id',
] as const;
export type EntryColumn = (typeof ENTRY_COLUMNS)[number];

const FIELD_KINDS = ['text', 'url', 'number', 'money', 'boolean', 'date', 'datetime', 'select', 'reference'] as const;
/** A field a list shows as a column (one of FIELD_KINDS; typed as any field so a reference narrows by its kind). */
export type ColumnField = Field;

/** At most this many columns in one list (more than any collection offers today). */
export const LIST_COLUMNS_MAX = 40;

const isColumnField = (field: Field) => (FIELD_KINDS as readonly string[]).includes(field.kind);

/** The declaration's fields a list may show as columns (not its title and slug: those are entry columns). */
export function fieldColumns(collection: CollectionKey): ColumnField[] {
  const { fields, titleField, slugField } = COLLECTIONS[collection];
  return fields.filter(isColumnField).filter((field) => field.name !== titleField && field.name !== slugField);
}

const entryColumns = (collection: CollectionKey): EntryColumn[] =>
  ENTRY_COLUMNS.filter(
    (column) =>
      (column !== 'slug' || COLLECTIONS[collection].slugField !== undefined) &&
      (column !== 'confirmed_at' || COLLECTIONS[collection].confirms !== undefined),
  );

/** Every column the collection's list offers, in the picker's order. */
export function listColumns(collection: CollectionKey): string[] {
  return [...entryColumns(collection), ...fieldColumns(collection).map((field) => field.name)];
}

/** The columns shown when none are chosen: the list as it always was. */
export function defaultColumns(collection: CollectionKey): string[] {
  const offered = new Set(listColumns(collection));
  return ['title', 'slug', 'status', 'updated_at', 'updated_by', 'confirmed_at', 'id'].filter((column) => offered.has(column));
}

/** The names a collection's list does not offer (a 400 on the server; left out by the studio). */
export function unknownColumns(collection: CollectionKey, columns: readonly string[]): string[] {
  const offered = new Set(listColumns(collection));
  return columns.filter((column) => !offered.has(column));
}

/** The URL's and the API's `cols` (comma-separated) as a list: each once, in order; empty for none. */
export function parseColumns(raw: string | null | undefined): string[] {
  return [...new Set((raw ?? '').split(',').filter((column) => column !== ''))];
}
