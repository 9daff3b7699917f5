import type { Field } from '@/contract/collections/fields';
import { labelFor } from './error-summary';

// A saved version against the draft, field by field and in both languages (docs/decisions/250-staff-studio.md):
// what a restore would change, shown before it.

export type DiffRow = { path: string; label: string; version: string; current: string };

type Texts = { yes: string; no: string; rows: (n: number) => string };

const blank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value as one line of text: rich text without its tags, an image by its alt text, a list by its rows. */
export function shown(value: unknown, texts: Texts): string {
  if (blank(value)) return '—';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const text = value.includes('<') ? value.replace(/<[^>]*>/g, ' ') : value;
    const line = text.replace(/\s+/g, ' ').trim();
    return line.length > 240 ? `${line.slice(0, 239)}…` : line || '—';
  }
  if (Array.isArray(value)) {
    const first = value.slice(0, 3).map((item) => shown(item, texts));
    return `${texts.rows(value.length)}: ${first.join('; ')}${value.length > 3 ? '; …' : ''}`;
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.alt === 'string' || typeof record.url === 'string') return shown(record.alt || record.url, texts);
    const parts = Object.values(record).filter((part) => !blank(part) && typeof part !== 'object');
    return shown(parts.join(' · '), texts);
  }
  return String(value);
}

/** A value compared by content: keys in one order, empty values dropped (the server and the form write them differently). */
function canonical(value: unknown): unknown {
  if (blank(value)) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, part]) => [key, canonical(part)] as const)
      .filter(([, part]) => part !== null)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries);
  }
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The fields (each language on its own row) whose value differs between the version and the draft, in form order. */
export function diffFields(
  fields: readonly Field[],
  version: Record<string, unknown>,
  current: Record<string, unknown>,
  translate: (label: Field['label']) => string,
  texts: Texts,
): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const field of fields) {
    for (const path of field.en ? [field.name, field.en] : [field.name]) {
      if (same(version[path], current[path])) continue;
      const text = (value: unknown) =>
        field.kind === 'money' && typeof value === 'number' ? `Rp ${new Intl.NumberFormat('id-ID').format(value)}` : shown(value, texts);
      rows.push({ path, label: labelFor(fields, path, translate), version: text(version[path]), current: text(current[path]) });
    }
  }
  return rows;
}
