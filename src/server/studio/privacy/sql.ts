import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../audit';

// Small SQL helpers of the personal-data module (docs/decisions/320-personal-data.md).

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(tx: Executor, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A list of ids as one parameter (never an empty `in ()`, never a string built into the SQL). */
export const textIds = (ids: readonly string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
export const intIds = (ids: readonly number[]) => sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

/** A phone column's digits as compared (src/contract/studio/privacy.ts phoneDigits, in SQL). */
export const phoneSql = (column: SQL) => sql`regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^62', '0')`;
/** An e-mail column as compared: trimmed, lower-case, and equal — never LIKE, so `%` and `_` are plain characters. */
export const emailSql = (column: SQL) => sql`lower(btrim(coalesce(${column}, '')))`;

/** A timestamp as ISO 8601, whichever driver read it (Date objects or PostgreSQL's text). */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value)
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00');
  return new Date(text).toISOString();
}
export const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : iso(value));

/** Whether the inbox's notes table exists yet (this module is deployed with or without it). */
export async function hasNotesTable(tx: Executor): Promise<boolean> {
  const [row] = await rowsOf<{ found: string | null }>(tx, sql`select to_regclass('public.submission_notes')::text as found`);
  return Boolean(row?.found);
}
