import { fillPlaceholders, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../db/client';

/*
 * Hot reads as prepared statements (docs/decisions/140-search-and-reads-at-scale.md). At top scale the embedded
 * database spent more time planning the category page's two statements than running them (the related
 * articles' `?|` over twelve slugs: 4–13 ms to plan, 0.3 ms to run), and drizzle built each query anew per
 * request. A statement here is built once with drizzle placeholders and prepared once per database:
 * - PGlite (one session for the life of the process): `PREPARE` once, then `EXECUTE name(literals)` as a
 *   simple query — EXECUTE takes no bind parameters, and the simple protocol parses the result with less
 *   work than the extended one;
 * - PostgreSQL (pooled sessions): a named statement, which node-postgres prepares once per connection.
 * Rows come back as objects keyed by the statement's column names: give every column a distinct alias.
 */

type EmbeddedClient = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  exec: (text: string) => Promise<{ rows: Record<string, unknown>[] }[]>;
};

const dialect = new PgDialect();

/** A value as an SQL literal for EXECUTE: integers as they are, text quoted (quotes doubled), text arrays as array[…]. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (Array.isArray(value)) return `array[${value.map(sqlLiteral).join(', ')}]::text[]`;
  return `'${String(value).replaceAll("'", "''")}'`;
}

const hasNul = (value: unknown): boolean => (Array.isArray(value) ? value.some(hasNul) : typeof value === 'string' && value.includes('\0'));

export type PreparedRead<V extends Record<string, unknown>> = <R extends Record<string, unknown>>(db: Database, values: V) => Promise<R[]>;

/**
 * A read statement built once from `build` (its values as `sql.placeholder(name)`), prepared once per
 * database under `name` (unique per statement shape, a valid SQL identifier) and executed with `values`.
 */
export function preparedRead<V extends Record<string, unknown>>(name: string, build: () => SQLWrapper): PreparedRead<V> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  let built: { sql: string; params: unknown[] } | undefined;
  const prepared = new WeakMap<object, Promise<unknown>>();
  return async <R extends Record<string, unknown>>(db: Database, values: V) => {
    built ??= dialect.sqlToQuery(build().getSQL());
    const params = fillPlaceholders(built.params, values);
    // The database's own client, or in a transaction (a studio preview reads in one) the transaction's.
    const own = (db as unknown as { $client?: object }).$client;
    const client = own ?? (db as unknown as { session: { client: object } }).session.client;
    if (client instanceof pg.Pool || client instanceof pg.Client) {
      return (await client.query<R>({ name, text: built.sql, values: params })).rows;
    }
    const embedded = client as EmbeddedClient;
    // In an embedded transaction, or with a NUL (which cannot be an SQL literal; it fails as it always did):
    // the statement as an ordinary query with bind parameters.
    if (!own || params.some(hasNul)) return (await embedded.query(built.sql, params)).rows as R[];
    let ready = prepared.get(client);
    if (!ready) {
      ready = embedded.query(`prepare ${name} as ${built.sql}`);
      prepared.set(client, ready);
      ready.catch(() => prepared.delete(client));
    }
    await ready;
    // One plan for every execution: the embedded database's session plans with `force_generic_plan`, as every
    // pooled PostgreSQL connection does (src/server/db/client.ts).
    const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
    const results = await embedded.exec(`execute ${name}${args}`);
    return (results[0]?.rows ?? []) as R[];
  };
}
