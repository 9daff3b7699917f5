import { type Field } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import type { ImportCollection } from '@/contract/studio/import';

// The CSV columns of an importable collection and how a cell becomes a draft value and back
// (docs/decisions/260-studio-media-and-csv.md). The header names the registry's fields (and their English
// twins); a region field is the two columns province_code and city_code, a coordinates field lat and lng;
// references by slug are joined with "|"; lists, images and PDFs are JSON (an image or PDF may also be a
// plain URL); a datetime may be a date alone. Export writes exactly what import reads, so a file goes round trip unchanged.

export type Column = { name: string; field: Field; part?: 'province_code' | 'city_code' | 'lat' | 'lng'; en?: true };

export function csvColumns(collection: ImportCollection): Column[] {
  const out: Column[] = [];
  for (const field of COLLECTIONS[collection].fields) {
    if (field.kind === 'region')
      out.push({ name: 'province_code', field, part: 'province_code' }, { name: 'city_code', field, part: 'city_code' });
    else if (field.kind === 'coordinates') out.push({ name: 'lat', field, part: 'lat' }, { name: 'lng', field, part: 'lng' });
    else out.push({ name: field.name, field });
    if (field.en) out.push({ name: field.en, field, en: true });
  }
  return out;
}

/** The header row: `id` first, then every column of the registry's fields. */
export const headerOf = (collection: ImportCollection) => ['id', ...csvColumns(collection).map((c) => c.name)];

/** A spreadsheet must not run a cell as a formula (OWASP "CSV injection"): text starting so gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;
export const guardCell = (text: string) => (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text);
/** Import takes the guard off again: `'=SUM(…)` → `=SUM(…)`. */
export const unguardCell = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

export class CellError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const BOOLEAN: Record<string, boolean> = { '1': true, true: true, ya: true, yes: true, '0': false, false: false, tidak: false, no: false };
const INTEGER = /^-?\d{1,16}$/;
const DECIMAL = /^-?\d{1,4}(?:\.\d{1,15})?$/;

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CellError('json');
  }
}

/** One cell → the draft value of its field (undefined: left empty). Wrong values pass through for the schema to name. */
export function cellValue(field: Field, text: string): unknown {
  if (text === '') return undefined;
  switch (field.kind) {
    case 'number':
    case 'money':
      return INTEGER.test(text) ? Number(text) : text;
    case 'boolean':
      return BOOLEAN[text.toLowerCase()] ?? text;
    case 'reference':
      return field.by === 'id' ? (INTEGER.test(text) ? Number(text) : text) : text;
    case 'references':
      return text
        .split('|')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .map((s) => (field.by === 'id' && INTEGER.test(s) ? Number(s) : s));
    case 'strings':
      return text.startsWith('[')
        ? json(text)
        : text
            .split('|')
            .map((s) => s.trim())
            .filter((s) => s !== '');
    case 'list':
    case 'images':
    case 'attributes':
    case 'hours':
      return json(text);
    case 'image':
    case 'pdf':
      return text.startsWith('{') ? json(text) : { url: text };
    case 'datetime':
      // A date alone is that day's start in WIB (a dealer's stock "as of" a day).
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+07:00` : text;
    default:
      return text;
  }
}

/** A draft value → its cell (the inverse of cellValue). */
export function valueCell(field: Field, value: unknown): string {
  if (value === undefined || value === null) return '';
  switch (field.kind) {
    case 'references':
      return Array.isArray(value) ? value.join('|') : '';
    case 'strings':
      return Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : '';
    case 'list':
    case 'images':
      return Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : '';
    case 'attributes':
      return value && typeof value === 'object' && Object.keys(value).length > 0 ? JSON.stringify(value) : '';
    case 'image':
    case 'pdf': {
      const object = value as Record<string, unknown>;
      const keys = Object.keys(object).filter((k) => object[k] !== undefined && object[k] !== null);
      return keys.length === 1 && keys[0] === 'url' ? String(object.url) : JSON.stringify(value);
    }
    case 'boolean':
      return value === true ? '1' : '0';
    default:
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : JSON.stringify(value);
  }
}

/** The pair cells of a region or coordinates field → its draft value (both empty: none). */
export function pairValue(field: Field, first: string | undefined, second: string | undefined): unknown {
  const a = first ?? '';
  const b = second ?? '';
  if (a === '' && b === '') return undefined;
  if (field.kind === 'region') return { province_code: a, city_code: b };
  // One half left empty is missing ("required"), one that is not a number is an invalid number.
  const number = (text: string) => (text === '' ? undefined : DECIMAL.test(text) ? Number(text) : text);
  return { lat: number(a), lng: number(b) };
}
