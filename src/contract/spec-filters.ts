import type { SpecFacet, SpecFacetOption } from './catalogue';
import type { AttributeDef } from './collections/attributes';
import { ATTRIBUTE_KEY, MAX_ATTRIBUTE_NUMBER } from './collections/attributes-terms';

// Filters by typed specification (docs/decisions/140-search-and-reads-at-scale.md): one `spec` query parameter
// per filter, `key:value`, on the product list's URL and on `v2/product` alike —
//   `spec=transmitter:2..4`   a number range (either end may be left out: `2..`, `..4`), inclusive;
//   `spec=frekuensi:2,4 GHz`  a choice's option (its Indonesian text); several for one key: any of them;
//   `spec=layar:yes` / `:no`  yes/no.
// Filters of different keys all apply. The server (src/server/repositories/spec-facets.ts) and the device
// (src/features/catalogue/offline/products-on-device.ts) both read them with `parseSpecParams` and check them
// against the category's attributes with `specFilterErrors`; the device counts facets with `countFacets`,
// which the server's one statement mirrors in SQL.

export const SPEC_PARAM = 'spec';
/** At most this many `spec` parameters (a longer list is refused, never worked through). */
export const MAX_SPEC_FILTERS = 20;

export type SpecFilter =
  | { key: string; kind: 'range'; min?: number; max?: number }
  | { key: string; kind: 'choice'; values: string[] }
  | { key: string; kind: 'boolean'; value: boolean };

export type SpecErrorReason = 'malformed' | 'inverted' | 'unknown' | 'type' | 'option' | 'repeated' | 'too_many';
/** A `spec` parameter the list cannot apply, and why. */
export type SpecError = { param: string; key: string; reason: SpecErrorReason };

const NUMBER = /^-?\d+(?:\.\d+)?$/;

function readNumber(text: string): number | undefined | null {
  if (text === '') return undefined;
  if (!NUMBER.test(text)) return null;
  const n = Number(text);
  return Math.abs(n) <= MAX_ATTRIBUTE_NUMBER ? n : null;
}

/** The filters written in `spec` parameters (merged per key), and those that are malformed on their own. */
export function parseSpecParams(raw: readonly string[]): { filters: SpecFilter[]; errors: SpecError[] } {
  const filters = new Map<string, SpecFilter>();
  const errors: SpecError[] = [];
  if (raw.length > MAX_SPEC_FILTERS) return { filters: [], errors: [{ param: raw.join('&'), key: '', reason: 'too_many' }] };
  for (const param of raw) {
    const colon = param.indexOf(':');
    const key = colon > 0 ? param.slice(0, colon).trim() : '';
    const value = colon > 0 ? param.slice(colon + 1).trim() : '';
    if (!ATTRIBUTE_KEY.test(key) || key.length > 40 || value === '' || value.length > 200) {
      errors.push({ param, key, reason: 'malformed' });
      continue;
    }
    const range = value.includes('..') ? value.split('..') : undefined;
    let next: SpecFilter;
    if (range) {
      const min = range.length === 2 ? readNumber(range[0]!.trim()) : null;
      const max = range.length === 2 ? readNumber(range[1]!.trim()) : null;
      if (min === null || max === null || (min === undefined && max === undefined)) {
        errors.push({ param, key, reason: 'malformed' });
        continue;
      }
      if (min !== undefined && max !== undefined && min > max) {
        errors.push({ param, key, reason: 'inverted' });
        continue;
      }
      next = { key, kind: 'range', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
    } else if (value === 'yes' || value === 'no') {
      next = { key, kind: 'boolean', value: value === 'yes' };
    } else {
      next = { key, kind: 'choice', values: [value] };
    }
    const before = filters.get(key);
    if (!before) filters.set(key, next);
    else if (before.kind === 'choice' && next.kind === 'choice') {
      if (!before.values.includes(next.values[0]!)) before.values.push(next.values[0]!);
    } else errors.push({ param, key, reason: 'repeated' });
  }
  return { filters: [...filters.values()], errors };
}

/** The filters written back as `spec` parameters (the URL's and the API's form). */
export function specParams(filters: readonly SpecFilter[]): string[] {
  return filters.flatMap((f) => {
    if (f.kind === 'range') return [`${f.key}:${f.min ?? ''}..${f.max ?? ''}`];
    if (f.kind === 'boolean') return [`${f.key}:${f.value ? 'yes' : 'no'}`];
    return f.values.map((v) => `${f.key}:${v}`);
  });
}

const KIND_OF_TYPE = { number: 'range', choice: 'choice', boolean: 'boolean' } as const;

/** What the category's attributes refuse: a key it does not have (or does not filter by), a wrong type, an unknown option. */
export function specFilterErrors(filters: readonly SpecFilter[], defs: readonly AttributeDef[]): SpecError[] {
  const errors: SpecError[] = [];
  for (const filter of filters) {
    const param = specParams([filter]).join('&');
    const def = defs.find((d) => d.key === filter.key && d.filterable && d.type !== 'text');
    if (!def) errors.push({ param, key: filter.key, reason: 'unknown' });
    else if (KIND_OF_TYPE[def.type as keyof typeof KIND_OF_TYPE] !== filter.kind) errors.push({ param, key: filter.key, reason: 'type' });
    else if (filter.kind === 'choice' && filter.values.some((v) => !(def.options ?? []).includes(v)))
      errors.push({ param, key: filter.key, reason: 'option' });
  }
  return errors;
}

/** A plain-English explanation of an error, for the API's 400 (the site words it in its own language). */
export function specErrorMessage(error: SpecError): string {
  const what = `spec "${error.param}"`;
  switch (error.reason) {
    case 'malformed':
      return `${what}: write key:min..max, key:yes, key:no or key:option`;
    case 'inverted':
      return `${what}: the range's minimum exceeds its maximum`;
    case 'unknown':
      return `${what}: the category has no filterable attribute "${error.key}"`;
    case 'type':
      return `${what}: "${error.key}" is not filtered that way (a number takes min..max, yes/no takes yes or no, a choice an option)`;
    case 'option':
      return `${what}: "${error.key}" has no such option`;
    case 'repeated':
      return `${what}: "${error.key}" is given twice`;
    case 'too_many':
      return `at most ${MAX_SPEC_FILTERS} spec filters`;
  }
}

// --- facets: what the list offers to filter by, with counts ---

type Lang = 'id' | 'en';
type StoredValues = Record<string, unknown>;

/** Does a product's stored value pass one filter (the same test as the server's SQL). */
export function passesSpecFilter(attrs: StoredValues | undefined, filter: SpecFilter): boolean {
  const value = attrs?.[filter.key];
  if (filter.kind === 'range')
    return (
      typeof value === 'number' && (filter.min === undefined || value >= filter.min) && (filter.max === undefined || value <= filter.max)
    );
  if (filter.kind === 'boolean') return value === filter.value;
  if (typeof value === 'string') return filter.values.includes(value);
  return Array.isArray(value) && value.some((v) => filter.values.includes(v as string));
}

export const passesSpecFilters = (attrs: StoredValues | undefined, filters: readonly SpecFilter[]) =>
  filters.every((f) => passesSpecFilter(attrs, f));

/** The filterable attributes a list offers, in the category's order. */
export const facetDefs = (defs: readonly AttributeDef[]) =>
  defs.filter((d): d is AttributeDef & { type: SpecFacet['type'] } => !!d.filterable && d.type !== 'text');

/**
 * The facets of products (each with its stored `attrs`) under the filters: what the server's statement
 * answers, computed in memory (the device's saved catalogue, and the tests' reference).
 */
export function countFacets(
  products: readonly { attrs?: StoredValues | undefined }[],
  defs: readonly AttributeDef[],
  filters: readonly SpecFilter[],
  lang: Lang,
): SpecFacet[] {
  return facetDefs(defs).map((def) => {
    const others = filters.filter((f) => f.key !== def.key);
    const counts = new Map<string, number>();
    let min: number | null = null;
    let max: number | null = null;
    let count = 0;
    for (const p of products) {
      if (!passesSpecFilters(p.attrs, others)) continue;
      const value = p.attrs?.[def.key];
      if (value === undefined || value === null) continue;
      const tally = (v: string) => counts.set(v, (counts.get(v) ?? 0) + 1);
      if (def.type === 'number' && typeof value === 'number') {
        min = min === null ? value : Math.min(min, value);
        max = max === null ? value : Math.max(max, value);
      } else if (def.type === 'boolean' && typeof value === 'boolean') tally(value ? 'yes' : 'no');
      else if (def.type === 'choice' && typeof value === 'string') tally(value);
      else if (def.type === 'choice' && Array.isArray(value)) new Set(value as string[]).forEach(tally);
      else continue;
      count += 1;
    }
    return facetOf(def, lang, { count, min, max, counts });
  });
}

/** A facet from its attribute and its tallies (the server's SQL answers the same tallies). */
export function facetOf(
  def: AttributeDef & { type: SpecFacet['type'] },
  lang: Lang,
  tally: { count: number; min: number | null; max: number | null; counts: ReadonlyMap<string, number> },
): SpecFacet {
  const en = lang === 'en';
  const options: SpecFacetOption[] =
    def.type === 'boolean'
      ? [
          { value: 'yes', label: en ? 'Yes' : 'Ya', count: tally.counts.get('yes') ?? 0 },
          { value: 'no', label: en ? 'No' : 'Tidak', count: tally.counts.get('no') ?? 0 },
        ]
      : def.type === 'choice'
        ? (def.options ?? []).map((value, i) => ({
            value,
            label: (en && def.options_en?.[i]) || value,
            count: tally.counts.get(value) ?? 0,
          }))
        : [];
  return {
    key: def.key,
    label: (en && def.label_en) || def.label,
    type: def.type,
    unit: (en && def.unit_en) || def.unit || null,
    count: tally.count,
    min: def.type === 'number' ? tally.min : null,
    max: def.type === 'number' ? tally.max : null,
    options,
  };
}

/**
 * Attributes as a list's facets describe them (labels already in the reader's language, as `label_en` and
 * `options_en` too, so `countFacets` in either language gives the same labels back): how the device knows a
 * category's attributes from the answer it saved.
 */
export function defsFromFacets(facets: readonly SpecFacet[]): AttributeDef[] {
  return facets.map((f) => ({
    key: f.key,
    label: f.label,
    label_en: f.label,
    type: f.type,
    unit: f.unit,
    unit_en: f.unit,
    options: f.type === 'choice' ? f.options.map((o) => o.value) : null,
    options_en: f.type === 'choice' ? f.options.map((o) => o.label) : null,
    filterable: true,
  }));
}
