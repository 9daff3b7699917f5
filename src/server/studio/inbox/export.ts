import { once } from 'node:events';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { apiPath, fillPath } from '@/contract/endpoints/define';
import { inboxFile } from '@/contract/endpoints/studio-inbox';
import type { InboxFilter } from '@/contract/studio/inbox';
import type { Database } from '@/server/db/client';
import { guardCell } from '../import/columns';
import { exportColumns, exportPage, filesOf, toRow, type Caller, type RawRow } from './query';

// The inbox export (docs/decisions/310-submissions-in-the-studio.md): the filtered submissions, oldest first, one row
// each, a column per field any of them has and a link per attachment field, as CSV (csv-stringify) or
// XLSX (exceljs's streaming workbook writer). Rows come from the database in keyset pages of PAGE, so
// any size is complete without the set in memory; the set is fixed at the start (created up to then).

export const EXPORT_PAGE = 500;

const FIXED = [
  'reference',
  'id',
  'kind',
  'status',
  'created_at',
  'name',
  'email',
  'phone',
  'assignee',
  'campaign_id',
  'note_count',
] as const;

export type ExportPlan = { header: string[]; rows: AsyncGenerator<(string | number | Date | null)[]>; count: () => number };

/** A field's value as one cell's text: lists joined with ", ", objects as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  return JSON.stringify(value);
}

/** The header and the rows of an export. `origin`: the scheme and host the attachment links start with. */
export async function planExport(
  db: Database,
  caller: Caller,
  filter: InboxFilter,
  origin: string,
  pageSize = EXPORT_PAGE,
): Promise<ExportPlan> {
  const until = new Date().toISOString();
  const { keys, fileFields } = await exportColumns(db, caller, filter, until);
  const header = [...FIXED, ...keys.map((k) => `field:${k}`), ...fileFields.map((f) => `file:${f}`)];
  let written = 0;
  const link = (id: string, fileId: number) => `${origin}${apiPath(fillPath(inboxFile.path, { id, fileId }))}`;
  async function* rows() {
    let after: { created_at: string; id: string } | undefined;
    for (;;) {
      const page: RawRow[] = await exportPage(db, caller, filter, until, after, pageSize);
      const files = await filesOf(
        db,
        page.map((r) => r.id),
      );
      for (const raw of page) {
        const row = toRow(raw);
        const links = new Map<string, string[]>();
        for (const file of files)
          if (file.submission_id === raw.id) links.set(file.field, [...(links.get(file.field) ?? []), link(raw.id, file.id)]);
        written++;
        yield [
          row.reference,
          row.id,
          row.kind,
          row.status,
          new Date(row.created_at),
          row.name,
          row.email,
          row.phone,
          row.assignee?.name ?? '',
          row.campaign_id,
          row.note_count,
          ...keys.map((k) => cellText(raw.payload[k])),
          ...fileFields.map((f) => (links.get(f) ?? []).join('\n')),
        ];
      }
      if (page.length < pageSize) return;
      const last = page.at(-1)!;
      after = { created_at: last.created_at, id: last.id };
    }
  }
  return { header, rows: rows(), count: () => written };
}

/** CSV: a BOM first (spreadsheets then read UTF-8), CRLF, cells a spreadsheet would run as a formula guarded with '. */
export function csvStream(plan: ExportPlan): Readable {
  async function* records() {
    yield plan.header;
    for await (const row of plan.rows)
      yield row.map((cell) => (cell instanceof Date ? cell.toISOString() : guardCell(cell === null ? '' : String(cell))));
  }
  const out = stringify({ bom: true, record_delimiter: 'windows' });
  // pipeline, not pipe: a database error mid-way destroys the response (the download fails visibly, never short).
  pipeline(Readable.from(records()), out, () => undefined);
  return out;
}

/** Waits while the reader (the response socket) is behind, so a slow download never buffers the whole export. */
async function drained(out: PassThrough) {
  if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, 'drain'), once(out, 'close')]).catch(() => undefined);
}

/**
 * XLSX through exceljs's streaming writer: each row is committed (written out and forgotten) as it comes;
 * strings are inline (no shared-strings table kept in memory) and never formulas.
 */
export function xlsxStream(plan: ExportPlan): Readable {
  const out = new PassThrough();
  const run = async () => {
    // Loaded on the first XLSX export only: the server starts without it.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    const sheet = workbook.addWorksheet('inbox', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = plan.header.map((h) => ({ header: h, key: h, width: Math.min(40, Math.max(12, h.length + 2)) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const created = plan.header.indexOf('created_at') + 1;
    sheet.getColumn(created).numFmt = 'yyyy-mm-dd hh:mm:ss';
    for await (const row of plan.rows) {
      if (out.destroyed) break; // the download was cancelled: stop reading pages
      sheet.addRow(row.map((cell) => (cell === null ? '' : cell))).commit();
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  run().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
