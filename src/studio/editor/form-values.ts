import type { Field } from '@/contract/collections/fields';

// The editor's form values and the draft sent to the server (docs/decisions/250-staff-studio.md). Inputs hold
// '' for "empty"; the draft schema (src/contract/studio/draft-schema.ts) wants null there for numbers,
// dates, choices and references, complete objects for regions and coordinates, and no blank list rows.
export type Values = Record<string, unknown>;

const TEXT_KINDS = new Set<Field['kind']>(['text', 'textarea', 'richtext', 'url', 'slug', 'day-hours']);
const LIST_KINDS = new Set<Field['kind']>(['references', 'images', 'strings', 'list']);

function emptyValue(field: Field): unknown {
  if (TEXT_KINDS.has(field.kind)) return '';
  if (LIST_KINDS.has(field.kind)) return [];
  if (field.kind === 'number' || field.kind === 'money') return '';
  if (field.kind === 'boolean') return false;
  if (field.kind === 'attributes') return {};
  return null;
}

function initialOf(field: Field, value: unknown): unknown {
  if (value === undefined || value === null) return emptyValue(field);
  if (field.kind === 'list' && Array.isArray(value)) return value.map((item) => initialObject(field.fields, (item ?? {}) as Values));
  return value;
}

/** The form's starting values: every field of the registry (and English twin), empty where the draft has none. */
export function initialObject(fields: readonly Field[], data: Values): Values {
  const values: Values = {};
  for (const field of fields) {
    values[field.name] = initialOf(field, data[field.name]);
    if (field.en) values[field.en] = initialOf(field, data[field.en]);
  }
  return values;
}

function draftOf(field: Field, value: unknown): unknown {
  if (value === undefined) return null;
  switch (field.kind) {
    case 'number':
    case 'money':
      return value === '' || value === null ? null : Number(value);
    case 'date':
    case 'datetime':
    case 'select':
    case 'reference':
      return value === '' ? null : value;
    case 'region': {
      const region = value as { province_code?: string; city_code?: string } | null;
      return region?.province_code && region.city_code ? { province_code: region.province_code, city_code: region.city_code } : null;
    }
    case 'coordinates': {
      const point = value as { lat?: number | string; lng?: number | string } | null;
      return point && point.lat !== '' && point.lng !== '' && point.lat != null && point.lng != null
        ? { lat: Number(point.lat), lng: Number(point.lng) }
        : null;
    }
    case 'strings':
      return Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item.trim() !== '') : [];
    case 'list':
      return Array.isArray(value) ? value.map((item) => toDraft(field.fields, (item ?? {}) as Values)) : [];
    case 'attributes':
      // Inputs left empty (or cleared) are no value at all.
      return Object.fromEntries(
        Object.entries((value ?? {}) as Values).filter(
          ([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0),
        ),
      );
    default:
      return value;
  }
}

/** The draft's data as the server takes it, from the form's values. */
export function toDraft(fields: readonly Field[], values: Values): Values {
  const data: Values = {};
  for (const field of fields) {
    data[field.name] = draftOf(field, values[field.name]);
    if (field.en) data[field.en] = draftOf(field, values[field.en]);
  }
  return data;
}

/** An empty row of a repeatable group. */
export const emptyRow = (fields: readonly Field[]): Values => initialObject(fields, {});
