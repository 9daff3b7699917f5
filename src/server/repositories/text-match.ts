import { ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// Free-text filters of the content lists: case- and accent-insensitive "contains", wildcards taken literally.

export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** True when any of the columns contains the term (nullable columns count as empty). */
export function containsText(term: string, ...columns: SQLWrapper[]): SQL | undefined {
  const pattern = sql`immutable_unaccent(${containsPattern(term)})`;
  return or(...columns.map((column) => ilike(sql`immutable_unaccent(coalesce(${column}, ''))`, pattern)));
}

/** A jsonb array column that holds the value, e.g. a store's brand slugs. */
export function jsonbHas(column: SQLWrapper, value: string): SQL {
  return sql`${column} @> ${JSON.stringify([value])}::jsonb`;
}

export const CITY_CODE = /^\d{2}\.\d{2}$/;
