import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { asc, getTableColumns, gt, type Column } from 'drizzle-orm';
import type { ImportCollection } from '@/contract/studio/import';
import type { Database } from '@/server/db/client';
import { rowToDraft, TABLES } from '../tables';
import { csvColumns, guardCell, headerOf, valueCell } from './columns';

// CSV export (docs/decisions/260-studio-media-and-csv.md): every published row of the collection, in the
// import's format, streamed in pages of 500 by id (keyset), so any size is complete without holding the
// table in memory. A BOM first (spreadsheets then read UTF-8); cells that a spreadsheet would run as a
// formula get a leading ' (import takes it off again).

const PAGE = 500;

async function* records(db: Database, collection: ImportCollection): AsyncGenerator<string[]> {
  const table = TABLES[collection];
  const id = (getTableColumns(table) as Record<string, Column>).id!;
  const columns = csvColumns(collection);
  yield headerOf(collection);
  let after = 0;
  for (;;) {
    const rows = (await db.select().from(table).where(gt(id, after)).orderBy(asc(id)).limit(PAGE)) as Record<string, unknown>[];
    for (const row of rows) {
      const data = rowToDraft(collection, row);
      const cells = [String(row.id)];
      for (const column of columns) {
        let text: string;
        if (column.part) {
          const pair = data[column.field.name] as Record<string, unknown> | null | undefined;
          text = pair?.[column.part] === undefined || pair[column.part] === null ? '' : String(pair[column.part]);
        } else {
          text = valueCell(column.field, data[column.en ? column.field.en! : column.field.name]);
        }
        cells.push(guardCell(text));
      }
      yield cells;
    }
    if (rows.length < PAGE) return;
    after = Number(rows.at(-1)!.id);
  }
}

/** The export as a stream of CSV text. */
export function exportCsv(db: Database, collection: ImportCollection): Readable {
  return Readable.from(records(db, collection)).pipe(stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\s"]/ }));
}
