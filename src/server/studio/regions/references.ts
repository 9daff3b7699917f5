import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import type { RegionKind, RegionReference } from '@/contract/studio/regions';
import * as schema from '@/server/db/schema';
import type { Executor } from '../audit';
import { TABLES } from '../tables';

// Who refers to a province or a city (docs/decisions/250-staff-studio.md, "Regions"), found from the schema, never a
// hand list that drifts: every foreign key to `provinces` or `cities` in src/server/db/schema.ts, and every column that
// holds a region code by name without one (`province_id`, `city_code`… of visitors' accounts). Plus the studio's
// drafts of the collections with a region field (a draft not yet published names a city no table holds yet).
// `references.test.ts` holds this list equal to the live database's catalogue.

export type ReferencingColumn = { table: PgTable; tableName: string; column: PgColumn; columnName: string; kind: RegionKind };

/** A column named as a region code: `province_code`, `city_id`… (the catalogue test holds the convention). */
export const REGION_COLUMN_NAME = /(^|_)(province|city)_(code|id)$/;

function discover(): ReferencingColumn[] {
  const out: ReferencingColumn[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const byForeignKey = new Map<string, RegionKind>();
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      const target = getTableName(reference.foreignTable);
      if (target !== 'provinces' && target !== 'cities') continue;
      for (const column of reference.columns) byForeignKey.set(column.name, target);
    }
    for (const column of config.columns) {
      const named = REGION_COLUMN_NAME.exec(column.name);
      const kind = byForeignKey.get(column.name) ?? (named ? (named[2] === 'province' ? 'provinces' : 'cities') : undefined);
      if (!kind) continue;
      // A region's own key is no reference (cities.code is the city itself; cities.province_code is one).
      if (config.name === kind && column.name === 'code') continue;
      out.push({ table: value, tableName: config.name, column, columnName: column.name, kind });
    }
  }
  return out.sort((a, b) => `${a.tableName}.${a.columnName}`.localeCompare(`${b.tableName}.${b.columnName}`));
}

export const REFERENCING_COLUMNS: readonly ReferencingColumn[] = discover();

/** The collections whose drafts name a region (a `region` field), with that field's name. */
export const REGION_FIELDS: readonly { collection: CollectionKey; field: string }[] = (
  Object.entries(COLLECTIONS) as [CollectionKey, (typeof COLLECTIONS)[CollectionKey]][]
).flatMap(([key, spec]) => spec.fields.filter((f) => f.kind === 'region').map((f) => ({ collection: key, field: f.name })));

const collectionOfTable = new Map<string, CollectionKey>();
for (const [key, table] of Object.entries(TABLES) as [CollectionKey, PgTable][])
  if (!collectionOfTable.has(getTableName(table))) collectionOfTable.set(getTableName(table), key);

/** code → who refers to it, for the given codes of one kind (one grouped count per referencing column). */
export async function referencesOf(tx: Executor, kind: RegionKind, codes: string[]): Promise<Map<string, RegionReference[]>> {
  const out = new Map<string, RegionReference[]>();
  if (codes.length === 0) return out;
  const add = (code: string, reference: RegionReference) => {
    const list = out.get(code) ?? out.set(code, []).get(code)!;
    const same = list.find((r) => r.source === reference.source && r.collection === reference.collection);
    if (same) same.count += reference.count;
    else list.push(reference);
  };
  for (const ref of REFERENCING_COLUMNS) {
    if (ref.kind !== kind) continue;
    const rows = (await tx
      .select({ code: sql<string>`${ref.column}`, n: sql<number>`count(*)::int` })
      .from(ref.table)
      .where(inArray(ref.column, codes))
      .groupBy(ref.column)) as { code: string; n: number }[];
    for (const row of rows)
      add(row.code, { source: ref.tableName, collection: collectionOfTable.get(ref.tableName) ?? null, count: Number(row.n) });
  }
  const part = kind === 'provinces' ? 'province_code' : 'city_code';
  for (const { collection, field } of REGION_FIELDS) {
    const result = (await tx.execute(sql`
      select data -> ${field} ->> ${part} as code, count(*)::int as n from studio_drafts
      where collection = ${collection} and data -> ${field} ->> ${part} in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})
      group by 1`)) as unknown as { rows: { code: string; n: number }[] };
    for (const row of result.rows) add(row.code, { source: 'studio_drafts', collection, count: Number(row.n) });
  }
  return out;
}
