import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, submissionFiles, submissions } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { EXPORT_PAGE } from './export';
import { sha256 } from './test-inbox';

// The inbox export (docs/decisions/310-submissions-in-the-studio.md): more rows than one database page, in both formats,
// every row exactly once (rows created in the same instant included: the keyset breaks ties by id), a
// column per field, an absolute link per attachment that downloads the file, formulas never run.

const t = useTestApp();
const COUNT = EXPORT_PAGE * 2 + 234;
const TAG = 'ekspor';
let marketing: { id: number; cookie: string };
let hr: { id: number; cookie: string };
const ids: string[] = [];
const withFile = new Map<string, { fileId: number; bytes: Buffer }>();

beforeAll(async () => {
  marketing = await staffSession(t, 'marketing');
  hr = await staffSession(t, 'hr');
  // Batches of 200 in one statement: each batch shares one created_at (now() of its transaction).
  for (let start = 0; start < COUNT; start += 200) {
    const rows = Array.from({ length: Math.min(200, COUNT - start) }, (_, k) => {
      const i = start + k;
      const id = randomUUID();
      ids.push(id);
      const payload: Record<string, unknown> =
        i % 2 === 0
          ? {
              type: 'b2b',
              name: `Pembeli ${TAG} ${i}`,
              company: `PT "Kutip", Koma\nBaris ${i}`,
              email: `b${i}@example.test`,
              phone: '0811',
              message: '=HYPERLINK("http://evil.example","klik")',
              channel: 'search',
              product: 'lensa-50mm',
            }
          : {
              type: 'contact',
              name: `Kontak ${TAG} ${i} 🙂`,
              email: `c${i}@example.test`,
              phone: '0812',
              notes: '+62 812 angka bukan rumus',
            };
      return {
        id,
        kind: 'inquiry' as const,
        idempotency_key: id,
        payload,
        response_status: 201,
        response_body: { message: 'ok', data: { reference: id } },
        lang: 'id',
        client_ip_hash: 'test',
      };
    });
    await t.db.insert(submissions).values(rows);
  }
  for (const i of [0, 1, EXPORT_PAGE, COUNT - 1]) {
    const bytes = Buffer.from(`%PDF-1.4 lampiran ${i} ${randomUUID()}\n%%EOF\n`);
    const [row] = await t.db
      .insert(submissionFiles)
      .values({
        submission_id: ids[i]!,
        field: 'attachment',
        original_name: `lampiran ${i}.pdf`,
        stored_name: 'x.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        sha256: sha256(bytes),
        data: bytes,
      })
      .returning({ id: submissionFiles.id });
    withFile.set(ids[i]!, { fileId: row!.id, bytes });
  }
});

// As behind the TLS-terminating proxy (trusted on loopback in tests): links start with https://denka.test.
const exportOf = (format: 'csv' | 'xlsx', cookie = marketing.cookie, filter = `q=${TAG}`) =>
  call(t, `studio/inbox/export?format=${format}&${filter}`, { cookie, headers: { 'x-forwarded-proto': 'https' } });

/** Follows an exported link through the API as the same staff member. */
async function download(link: string, cookie: string) {
  const url = new URL(link);
  expect(url.origin).toBe('https://denka.test');
  return call(t, url.pathname.replace(/^\/api\/cms\//, ''), { cookie });
}

async function lastExportAudit() {
  const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'inbox.export')).orderBy(desc(auditLog.id)).limit(1);
  return entry;
}

function expectComplete(rowIds: string[]) {
  expect(rowIds).toHaveLength(COUNT);
  expect(new Set(rowIds).size).toBe(COUNT); // none twice
  expect([...rowIds].sort()).toEqual([...ids].sort()); // none missing, none other
}

describe('inbox export', () => {
  it(`CSV: all ${COUNT} rows (more than two database pages), each once, every field, formulas guarded, links that download`, async () => {
    const response = await exportOf('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{8}-\d{4}\.csv"$/);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const records = parse(response.body, { bom: true, columns: true }) as Record<string, string>[];
    expectComplete(records.map((r) => r.id!));
    // Oldest first: created_at never goes back.
    for (let i = 1; i < records.length; i++) expect(records[i]!.created_at! >= records[i - 1]!.created_at!).toBe(true);
    const first = records.find((r) => r.id === ids[0])!;
    expect(first).toMatchObject({
      kind: 'inquiry',
      status: 'new',
      name: `Pembeli ${TAG} 0`,
      email: 'b0@example.test',
      'field:company': `PT "Kutip", Koma\nBaris 0`,
      'field:type': 'b2b',
    });
    expect(first['field:message']).toBe(`'=HYPERLINK("http://evil.example","klik")`);
    expect(records.find((r) => r.id === ids[1])!['field:notes']).toBe("'+62 812 angka bukan rumus");
    expect(records.find((r) => r.id === ids[1])!.name).toBe(`Kontak ${TAG} 1 🙂`);
    // One link per attachment; empty where a row has none; each link downloads that file.
    expect(Object.keys(first)).toContain('file:attachment');
    expect(records.filter((r) => r['file:attachment']).length).toBe(withFile.size);
    for (const [id, file] of withFile) {
      const link = records.find((r) => r.id === id)!['file:attachment']!;
      const got = await download(link, marketing.cookie);
      expect(got.statusCode).toBe(200);
      expect(sha256(got.rawPayload)).toBe(sha256(file.bytes));
      expect((await download(link, hr.cookie)).statusCode).toBe(404); // the link is no key: HR may not see inquiries
    }
    await expect
      .poll(async () => (await lastExportAudit())?.after)
      .toEqual({ format: 'csv', filter: { search: true }, rows: COUNT, complete: true });
  });

  it(`XLSX: the same ${COUNT} rows, read back with exceljs; strings stay strings, never formulas`, async () => {
    const response = await exportOf('xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inbox-\d{8}-\d{4}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(0, 4)).toEqual(['reference', 'id', 'kind', 'status']);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows: { id: string; cells: ExcelJS.Row }[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push({ id: String(row.getCell(col('id')).value), cells: row });
    });
    expectComplete(rows.map((r) => r.id));
    const first = rows.find((r) => r.id === ids[0])!.cells;
    expect(first.getCell(col('field:company')).value).toBe(`PT "Kutip", Koma\nBaris 0`);
    const message = first.getCell(col('field:message'));
    expect(message.type).toBe(ExcelJS.ValueType.String);
    expect(message.formula).toBeUndefined();
    expect(first.getCell(col('created_at')).value).toBeInstanceOf(Date);
    const link = String(rows.find((r) => r.id === ids[COUNT - 1])!.cells.getCell(col('file:attachment')).value);
    const got = await download(link, marketing.cookie);
    expect(sha256(got.rawPayload)).toBe(sha256(withFile.get(ids[COUNT - 1]!)!.bytes));
    await expect
      .poll(async () => (await lastExportAudit())?.after)
      .toEqual({ format: 'xlsx', filter: { search: true }, rows: COUNT, complete: true });
  });

  it.each(['csv', 'xlsx'] as const)(
    '%s: a download cancelled after its first bytes is audited as incomplete (CSV: reading stops with it)',
    async (format) => {
      const address = await t.app
        .listen({ port: 0, host: '127.0.0.1' })
        .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
      const before = (await lastExportAudit())?.id ?? 0;
      const controller = new AbortController();
      const response = await fetch(`${address}/api/cms/studio/inbox/export?format=${format}&q=${TAG}`, {
        headers: { cookie: `__Host-denka_staff=${marketing.cookie}`, 'sec-fetch-site': 'same-origin' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read();
      controller.abort();
      await expect
        .poll(
          async () => {
            const entry = await lastExportAudit();
            return entry && entry.id > before ? entry.after : undefined;
          },
          { timeout: 10_000 },
        )
        .toMatchObject({ format, complete: false });
      const { rows } = (await lastExportAudit())!.after as { rows: number };
      // CSV leaves at once, so reading stops with the download; the zip of an XLSX this small is produced
      // before its first compressed bytes reach the client (a large one waits on the socket's drain).
      if (format === 'csv') expect(rows).toBeLessThan(COUNT);
      else expect(rows).toBeLessThanOrEqual(COUNT);
    },
  );

  it('an empty result is a header-only file in both formats', async () => {
    const csv = await exportOf('csv', marketing.cookie, 'q=tidak-ada-yang-cocok');
    expect(parse(csv.body, { bom: true })).toEqual([
      ['reference', 'id', 'kind', 'status', 'created_at', 'name', 'email', 'phone', 'assignee', 'campaign_id', 'note_count'],
    ]);
    const xlsx = await exportOf('xlsx', marketing.cookie, 'q=tidak-ada-yang-cocok');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.actualRowCount).toBe(1);
  });

  it('filters apply to the export as to the list (status, kind)', async () => {
    await t.db.update(submissions).set({ status: 'done' }).where(eq(submissions.id, ids[3]!));
    const records = parse((await exportOf('csv', marketing.cookie, `q=${TAG}&status=done&kind=inquiry`)).body, {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    expect(records.map((r) => r.id)).toEqual([ids[3]]);
  });
});
