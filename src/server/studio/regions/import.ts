import type { MessageDescriptor } from '@lingui/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import { MAX_IMPORT_ROWS } from '@/contract/studio/import';
import {
  CITY_CODE,
  MAX_REGION_NAME,
  PROVINCE_CODE,
  REGION_COLUMNS,
  REGION_KINDS,
  type RegionChanges,
  type RegionImportResult,
  type RegionKind,
  type RegionProblem,
} from '@/contract/studio/regions';
import type { Database } from '@/server/db/client';
import { cities, provinces } from '@/server/db/schema';
import { isBadText } from '@/server/lib/text-safety';
import { recordAudit, type Executor } from '../audit';
import { bumpContentVersion } from '../content';
import { pgCode } from '../errors';
import { parseCsv, TooManyRows } from '../import/import';
import { unguardCell } from '../import/columns';
import { duplicateCode, regionFieldMessage } from './messages';
import { referencesOf } from './references';

// The regions import (docs/decisions/250-staff-studio.md, "Regions"): provinces and/or cities from the seed's CSV
// columns, parsed by the collection import's parser (one CSV path: BOM, line numbers, limits, the formula guard's
// quote taken off). Every row is checked before anything is written; a file with problems is refused whole.
// Then ONE transaction, under an advisory lock (two applies run one after the other, the second finds nothing left
// to do): add, rename, move, and delete what the files no longer have unless something still refers to it — those
// rows are kept and listed with who refers to them. A dry run is the same transaction rolled back.

export type RegionFiles = Partial<Record<RegionKind, string>>;
type Options = { dryRun: boolean; lang: Lang; staffId: number; requestId: string; fileSha256: Partial<Record<RegionKind, string>> };
type Row = { line: number; code: string; name: string; province_code?: string };

export type RegionOutcome =
  { status: 200; result: RegionImportResult; contentVersion: number } | { status: 400; problems: RegionProblem[] } | { status: 409 };

/** Thrown inside the transaction to roll it back with the answer to give (a dry run). */
class Rollback extends Error {
  constructor(readonly result: RegionImportResult) {
    super('rollback');
  }
}

/** Any lock key of its own (pg_advisory_xact_lock): one regions apply at a time. */
const REGIONS_LOCK = 7242371;

type Problem = { file: RegionKind; line: number; field: string; message: string | MessageDescriptor };

/** The file's rows, or its problems (every one of them, by line). */
function readFile(kind: RegionKind, text: string, problems: Problem[]): Row[] {
  const parsed = parseCsv(text);
  const fail = (line: number, field: string, message: string | MessageDescriptor) => problems.push({ file: kind, line, field, message });
  if (parsed.length === 0) {
    fail(1, '_', 'missing_column');
    return [];
  }
  if ('message' in parsed[0]!) {
    for (const e of parsed as { line: number; field: string; message: string }[]) fail(e.line, e.field, e.message);
    return [];
  }
  const [header, ...body] = parsed as { line: number; cells: string[] }[];
  if (body.length > MAX_IMPORT_ROWS) throw new TooManyRows();
  const wanted = REGION_COLUMNS[kind];
  const names = header!.cells.map((c) => c.trim().toLowerCase());
  const seen = new Set<string>();
  for (const name of names) {
    if (!wanted.includes(name)) fail(header!.line, name.slice(0, 100) || '_', 'unknown_column');
    else if (seen.has(name)) fail(header!.line, name, 'duplicate_column');
    seen.add(name);
  }
  for (const name of wanted) if (!seen.has(name)) fail(header!.line, name, 'missing_column');
  if (problems.some((p) => p.file === kind)) return [];

  const rows: Row[] = [];
  const lineOf = new Map<string, number>();
  for (const record of body) {
    const line = record.line;
    if (record.cells.length !== names.length) {
      fail(line, '_', 'column_count');
      continue;
    }
    const cell = new Map(names.map((name, i) => [name, unguardCell(record.cells[i]!).trim()]));
    let ok = true;
    const bad = (field: string, message: string | MessageDescriptor) => {
      fail(line, field, message);
      ok = false;
    };
    for (const [name, value] of cell) if (isBadText(value)) bad(name, 'bad_text');
    if (!ok) continue;
    const code = cell.get('code')!;
    const name = cell.get('name')!;
    const province = cell.get('province_code');
    if (kind === 'provinces' && !PROVINCE_CODE.test(code)) bad('code', 'province_code');
    if (kind === 'cities') {
      const match = CITY_CODE.exec(code);
      if (!PROVINCE_CODE.test(province!)) bad('province_code', 'province_code');
      if (!match) bad('code', 'city_code');
      else if (ok && match[1] !== province) bad('code', 'city_prefix');
    }
    if (name === '') bad('name', 'name_required');
    else if (name.length > MAX_REGION_NAME) bad('name', 'name_too_long');
    if (ok) {
      const other = lineOf.get(code);
      if (other !== undefined) {
        bad('code', duplicateCode(other));
        // The first line names this one too, once.
        if (!problems.some((p) => p.file === kind && p.line === other && p.field === 'code')) fail(other, 'code', duplicateCode(line));
      } else lineOf.set(code, line);
    }
    if (ok) rows.push(kind === 'cities' ? { line, code, name, province_code: province! } : { line, code, name });
  }
  return rows;
}

const emptyChanges = (rows: number): RegionChanges => ({ rows, added: [], changed: [], unchanged: 0, removed: [], kept: [] });

export async function runRegionImport(db: Database, files: RegionFiles, options: Options): Promise<RegionOutcome> {
  const problems: Problem[] = [];
  const rows: Partial<Record<RegionKind, Row[]>> = {};
  for (const kind of REGION_KINDS) {
    const text = files[kind];
    if (text !== undefined) rows[kind] = readFile(kind, text, problems);
  }
  const say = (list: Problem[]): RegionProblem[] =>
    list
      .sort((a, b) => (a.file === b.file ? a.line - b.line : a.file === 'provinces' ? -1 : 1))
      .map((p) => ({ ...p, message: regionFieldMessage(p.message, options.lang) }));
  if (problems.length > 0) return { status: 400, problems: say(problems) };
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGIONS_LOCK})`);
      // A city's province: in the database or in the provinces file (checked under the lock, against what is stored now).
      if (rows.cities) {
        const known = new Set((await tx.select({ code: provinces.code }).from(provinces)).map((p) => p.code));
        for (const p of rows.provinces ?? []) known.add(p.code);
        for (const city of rows.cities)
          if (!known.has(city.province_code!))
            problems.push({ file: 'cities', line: city.line, field: 'province_code', message: 'unknown_province' });
        if (problems.length > 0) return { status: 400 as const, problems: say(problems) };
      }
      const result = await apply(tx, rows, options);
      if (options.dryRun) throw new Rollback(result);
      const changedAnything = [result.provinces, result.cities].some((c) => c && c.added.length + c.changed.length + c.removed.length > 0);
      if (!changedAnything) return { status: 200 as const, result, contentVersion: 0 };
      const contentVersion = await bumpContentVersion(tx);
      await recordAudit(tx, {
        staffId: options.staffId,
        action: 'regions.import',
        collection: 'regions',
        before: null,
        after: { files: options.fileSha256, provinces: auditOf(result.provinces), cities: auditOf(result.cities) },
        requestId: options.requestId,
      });
      return { status: 200 as const, result, contentVersion };
    });
  } catch (error) {
    if (error instanceof Rollback) return { status: 200, result: error.result, contentVersion: 0 };
    // A row that began to refer to a region while it was being deleted (the foreign key held): nothing was written.
    if (pgCode(error) === '23503') return { status: 409 };
    throw error;
  }
}

/** What the audit entry keeps of one kind's changes: every code touched, with the names before and after. */
const auditOf = (changes: RegionChanges | null) =>
  changes && {
    added: changes.added,
    changed: changes.changed,
    removed: changes.removed,
    kept: changes.kept.map((k) => ({ code: k.code, references: k.references })),
  };

async function apply(tx: Executor, rows: Partial<Record<RegionKind, Row[]>>, options: Options): Promise<RegionImportResult> {
  const result: RegionImportResult = {
    dry_run: options.dryRun,
    provinces: rows.provinces ? emptyChanges(rows.provinces.length) : null,
    cities: rows.cities ? emptyChanges(rows.cities.length) : null,
  };
  // Provinces first (a new city needs its province), cities, then what the files no longer have: cities before
  // provinces, so a province whose cities all go is free to go too.
  let missingProvinces: { code: string; name: string }[] = [];
  if (rows.provinces && result.provinces) {
    const stored = new Map((await tx.select().from(provinces).orderBy(asc(provinces.code))).map((p) => [p.code, p]));
    const inFile = new Set(rows.provinces.map((r) => r.code));
    for (const row of rows.provinces) {
      const before = stored.get(row.code);
      if (!before) {
        await tx.insert(provinces).values({ code: row.code, name: row.name });
        result.provinces.added.push({ code: row.code, name: row.name });
      } else if (before.name !== row.name) {
        await tx.update(provinces).set({ name: row.name }).where(eq(provinces.code, row.code));
        result.provinces.changed.push({ code: row.code, name: row.name, before_name: before.name });
      } else result.provinces.unchanged += 1;
    }
    missingProvinces = [...stored.values()].filter((p) => !inFile.has(p.code));
  }
  if (rows.cities && result.cities) {
    const stored = new Map((await tx.select().from(cities).orderBy(asc(cities.code))).map((c) => [c.code, c]));
    const inFile = new Set(rows.cities.map((r) => r.code));
    const added: (typeof cities.$inferInsert)[] = [];
    for (const row of rows.cities) {
      const before = stored.get(row.code);
      const province_code = row.province_code!;
      if (!before) {
        added.push({ code: row.code, province_code, name: row.name });
        result.cities.added.push({ code: row.code, name: row.name, province_code });
      } else if (before.name !== row.name || before.province_code !== province_code) {
        await tx.update(cities).set({ name: row.name, province_code }).where(eq(cities.code, row.code));
        result.cities.changed.push({
          code: row.code,
          name: row.name,
          province_code,
          before_name: before.name,
          ...(before.province_code !== province_code ? { before_province_code: before.province_code } : {}),
        });
      } else result.cities.unchanged += 1;
    }
    for (let i = 0; i < added.length; i += 1_000) await tx.insert(cities).values(added.slice(i, i + 1_000));
    const missing = [...stored.values()].filter((c) => !inFile.has(c.code));
    await settleMissing(tx, 'cities', missing, result.cities);
  }
  if (result.provinces) await settleMissing(tx, 'provinces', missingProvinces, result.provinces);
  return result;
}

/** Rows the file no longer has: deleted when nothing refers to them, else kept with their references. */
async function settleMissing(
  tx: Executor,
  kind: RegionKind,
  missing: { code: string; name: string; province_code?: string }[],
  changes: RegionChanges,
) {
  if (missing.length === 0) return;
  const references = await referencesOf(
    tx,
    kind,
    missing.map((m) => m.code),
  );
  const free: string[] = [];
  for (const row of missing) {
    const entry =
      kind === 'cities' ? { code: row.code, name: row.name, province_code: row.province_code! } : { code: row.code, name: row.name };
    const refs = references.get(row.code);
    if (refs && refs.length > 0) changes.kept.push({ ...entry, references: refs });
    else {
      changes.removed.push(entry);
      free.push(row.code);
    }
  }
  const table = kind === 'cities' ? cities : provinces;
  for (let i = 0; i < free.length; i += 1_000) await tx.delete(table).where(inArray(table.code, free.slice(i, i + 1_000)));
}
