import { parse } from 'csv-parse/sync';
import { and, eq, getTableColumns, inArray, sql, type Column } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { IndexColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@/contract/common';
import { type Field } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { fieldErrorCodes, publishSchema } from '@/contract/studio/draft-schema';
import { MAX_IMPORT_CELL, MAX_IMPORT_ROWS, type ImportCollection, type ImportError, type ImportResult } from '@/contract/studio/import';
import {
  brands,
  categories,
  cities,
  media,
  products,
  provinces,
  slugRedirects,
  stores,
  studioDrafts,
  studioVersions,
} from '@/server/db/schema';
import { recordAudit, type Executor } from '../audit';
import { bumpContentVersion } from '../content';
import { checkTyped, ensureDrafts } from '../drafts';
import { pgCode, StudioError } from '../errors';
import { collectMediaIds, MediaRefError, setMediaUsages } from '../media/image-row';
import { mediaFieldMessage } from '../media/messages';
import { slugify } from '../slugs';
import { sanitizeRichText } from '../rich-text';
import { draftToRow, TABLES } from '../tables';
import type { Database } from '@/server/db/client';
import { CellError, cellValue, csvColumns, pairValue, unguardCell } from './columns';

// CSV import (docs/decisions/260-studio-media-and-csv.md): every row is checked with the registry's publish
// schema and against the database (ids, slugs, brands, categories, provinces, cities) inside ONE
// transaction; a dry run, or any error, rolls it back — nothing is written — and a clean real run commits
// every row at once, published, with one audit entry listing the rows and one content version bump.

export class TooManyRows extends Error {}

type Options = { dryRun: boolean; lang: Lang; staffId: number; requestId: string; fileSha256: string };
type Row = { line: number; id: number | undefined; data: Record<string, unknown>; existing: boolean };
/** `contentVersion`: the content version the real run committed (the caches are told), else 0. */
type Outcome = { status: 200 | 422; result: ImportResult; contentVersion: number };

/** Thrown inside the transaction to roll it back (a dry run, or rows with errors) with the answer to give. */
class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

const MAX_ID = 2_147_483_647;

/**
 * Parses the CSV text: records with the line each starts on. Line endings are normalised first; a BOM is
 * dropped. Also the regions import's parser (src/server/studio/regions/import.ts): one CSV path for the studio.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] | ImportError[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  try {
    const records = parse(normalised, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      max_record_size: MAX_IMPORT_CELL,
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({
      line: info.lines - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record,
    }));
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    return [
      { line: typeof lines === 'number' ? lines : 0, field: '_', message: code === 'CSV_MAX_RECORD_SIZE' ? 'cell_too_long' : 'csv_syntax' },
    ];
  }
}

export async function runImport(db: Database, collection: ImportCollection, text: string, options: Options): Promise<Outcome> {
  const parsed = parseCsv(text);
  const say = (errors: ImportError[]) => errors.map((e) => ({ ...e, message: mediaFieldMessage(e.message, options.lang) }));
  if (parsed.length > 0 && 'message' in parsed[0]!) {
    return {
      status: options.dryRun ? 200 : 422,
      result: { dry_run: options.dryRun, rows: 0, created: 0, updated: 0, errors: say(parsed as ImportError[]) },
      contentVersion: 0,
    };
  }
  const records = parsed as { line: number; cells: string[] }[];
  if (records.length - 1 > MAX_IMPORT_ROWS) throw new TooManyRows();
  try {
    return await db.transaction(async (tx) => {
      const errors: ImportError[] = [];
      const rows = await checkRows(tx, collection, records, errors);
      const result = {
        dry_run: options.dryRun,
        rows: rows.length,
        created: rows.filter((r) => !r.existing).length,
        updated: rows.filter((r) => r.existing).length,
      };
      if (errors.length > 0) {
        errors.sort((a, b) => a.line - b.line);
        throw new Rollback({ status: options.dryRun ? 200 : 422, result: { ...result, errors: say(errors) }, contentVersion: 0 });
      }
      if (options.dryRun || rows.length === 0) throw new Rollback({ status: 200, result: { ...result, errors: [] }, contentVersion: 0 });
      const contentVersion = await writeRows(tx, collection, rows, options);
      return { status: 200 as const, result: { ...result, errors: [] }, contentVersion };
    });
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    if (pgCode(error) === '23505') {
      // Two rows swapped slugs (or a parallel write took one): nothing was written.
      return {
        status: 422,
        result: {
          dry_run: options.dryRun,
          rows: records.length - 1,
          created: 0,
          updated: 0,
          errors: say([{ line: 0, field: 'slug', message: 'slug_taken' }]),
        },
        contentVersion: 0,
      };
    }
    throw error;
  }
}

// ---------------------------------------------------------------- checking

async function checkRows(
  tx: Executor,
  collection: ImportCollection,
  records: { line: number; cells: string[] }[],
  errors: ImportError[],
): Promise<Row[]> {
  const [header, ...body] = records;
  if (!header) return [];
  const columns = new Map(csvColumns(collection).map((c) => [c.name, c]));
  const names = header.cells.map((c) => c.trim());
  const seen = new Set<string>();
  for (const name of names) {
    if (name !== 'id' && !columns.has(name))
      errors.push({ line: header.line, field: name.slice(0, 100) || '_', message: 'unknown_column' });
    else if (seen.has(name)) errors.push({ line: header.line, field: name, message: 'duplicate_column' });
    seen.add(name);
  }
  if (errors.length > 0) return [];

  await ensureDrafts(tx, collection); // every public row has its draft: ids and slugs are all in one table
  const spec = COLLECTIONS[collection];
  const slugField = spec.slugField;
  const ids = body
    .map((r) => r.cells[names.indexOf('id')]?.trim() ?? '')
    .filter((v) => /^\d{1,10}$/.test(v))
    .map(Number);
  const known = await draftsById(tx, collection, ids);
  const slugColumn = slugField ? names.indexOf(slugField) : -1;
  const fileSlugs = slugColumn >= 0 ? body.map((r) => unguardCell(r.cells[slugColumn] ?? '').trim()).filter((s) => s !== '') : [];
  const bySlug = slugField ? await draftsBySlug(tx, collection, fileSlugs) : new Map<string, number>();
  const refs = await referenceSets(tx, collection);
  const productSlugs = await productIdsBySlug(tx, collection, names, body);
  const byKey = await idsByUniqueKey(tx, collection, names, body, productSlugs);

  const rows: Row[] = [];
  const fileIds = new Map<number, number>();
  const fileKeys = new Set<string>();
  for (const record of body) {
    const line = record.line;
    const rowErrors: ImportError[] = [];
    const fail = (field: string, message: string) => rowErrors.push({ line, field, message });
    if (record.cells.length !== names.length) {
      errors.push({ line, field: '_', message: 'column_count' });
      continue;
    }
    const cells = new Map(names.map((name, i) => [name, unguardCell(record.cells[i]!)]));
    // Which entity: by id, else (products) by slug, else a new one.
    let id: number | undefined;
    const idText = cells.get('id')?.trim() ?? '';
    if (idText !== '') {
      if (!/^\d{1,10}$/.test(idText) || Number(idText) < 1 || Number(idText) > MAX_ID) fail('id', 'number');
      else if (!known.has(Number(idText))) fail('id', 'unknown_id');
      else id = Number(idText);
    } else if (slugField && cells.get(slugField)) {
      id = bySlug.get(cells.get(slugField)!.trim());
    }
    if (id !== undefined) {
      if (fileIds.has(id)) fail(idText !== '' ? 'id' : slugField!, 'duplicate_row');
      fileIds.set(id, line);
    }
    // The entity's published data (or, for a new one, nothing) with the file's columns laid over it.
    const base = id !== undefined ? { ...(known.get(id) ?? (await draftsById(tx, collection, [id])).get(id) ?? {}) } : {};
    const data: Record<string, unknown> = base;
    const pairs = new Map<Field, Partial<Record<string, string>>>();
    for (const [name, text] of cells) {
      if (name === 'id') continue;
      const column = columns.get(name)!;
      if (column.part) {
        (pairs.get(column.field) ?? pairs.set(column.field, {}).get(column.field)!)[column.part] = text.trim();
        continue;
      }
      const key = column.en ? column.field.en! : column.field.name;
      try {
        const value = cellValue(column.field, column.field.kind === 'richtext' || column.field.kind === 'textarea' ? text : text.trim());
        if (value === undefined) delete data[key];
        else data[key] = value;
      } catch (error) {
        if (error instanceof CellError) fail(name, error.code);
        else throw error;
      }
    }
    // A reference to a product by id also takes the product's slug (staff know products by their slugs).
    for (const field of spec.fields) {
      if (field.kind === 'reference' && field.by === 'id' && field.collection === 'products' && typeof data[field.name] === 'string') {
        if (productSlugs.has(data[field.name] as string)) data[field.name] = productSlugs.get(data[field.name] as string);
        else fail(field.name, 'unknown_product');
      }
    }
    // A collection named by its values (a dealer's stock of a product): without an id, the row of those values.
    const key = uniqueKey(collection, data);
    if (key !== undefined) {
      if (fileKeys.has(key)) fail(spec.uniqueBy![0]!, 'duplicate_row');
      fileKeys.add(key);
      if (id === undefined && byKey.has(key)) {
        id = byKey.get(key)!;
        if (fileIds.has(id)) fail(spec.uniqueBy![0]!, 'duplicate_row');
        fileIds.set(id, line);
        // Its stored values for the columns the file leaves out.
        const stored = (await draftsById(tx, collection, [id])).get(id) ?? {};
        for (const field of spec.fields)
          if (!names.includes(field.name) && stored[field.name] !== undefined) data[field.name] = stored[field.name];
      }
    }
    for (const [field, parts] of pairs) {
      const [a, b] = field.kind === 'region' ? ['province_code', 'city_code'] : ['lat', 'lng'];
      // A pair given only half in the header keeps the other half of the stored value.
      const stored = (data[field.name] ?? {}) as Record<string, unknown>;
      const value = pairValue(
        field,
        parts[a!] ?? (stored[a!] === undefined ? undefined : String(stored[a!])),
        parts[b!] ?? (stored[b!] === undefined ? undefined : String(stored[b!])),
      );
      if (value === undefined) delete data[field.name];
      else data[field.name] = value;
    }
    if (rowErrors.length === 0) {
      const checked = publishSchema(collection).safeParse(data);
      if (!checked.success) {
        for (const [path, codes] of Object.entries(fieldErrorCodes(checked.error))) {
          for (const code of codes) fail(columnOf(collection, path), code);
        }
      } else {
        checkReferences(collection, checked.data, refs, fail);
        // Typed specification values against the category's attributes (src/contract/collections/attributes.ts).
        try {
          await checkTyped(tx, collection, checked.data);
        } catch (error) {
          if (!(error instanceof StudioError) || !error.fields) throw error;
          for (const [path, codes] of Object.entries(error.fields)) for (const code of codes) fail(columnOf(collection, path), code);
        }
      }
    }
    // One message per column and code.
    const unique = new Map(rowErrors.map((e) => [`${e.field}\u0000${e.message}`, e]));
    errors.push(...unique.values());
    rows.push({ line, id, data, existing: id !== undefined });
  }
  if (slugField) settleSlugs(collection, rows, bySlug, errors);
  await checkMedia(tx, collection, rows, errors);
  return rows;
}

/** The products named by slug in a reference-by-id column (to products) of the file: slug → id. */
async function productIdsBySlug(
  tx: Executor,
  collection: ImportCollection,
  names: string[],
  body: { cells: string[] }[],
): Promise<Map<string, number>> {
  const columns = COLLECTIONS[collection].fields
    .filter((f) => f.kind === 'reference' && f.by === 'id' && f.collection === 'products')
    .map((f) => names.indexOf(f.name))
    .filter((i) => i >= 0);
  const slugs = [
    ...new Set(columns.flatMap((i) => body.map((r) => unguardCell(r.cells[i] ?? '').trim()).filter((v) => v !== '' && !/^\d+$/.test(v)))),
  ];
  const out = new Map<string, number>();
  for (let i = 0; i < slugs.length; i += 1_000) {
    for (const row of await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(inArray(products.slug, slugs.slice(i, i + 1_000))))
      out.set(row.slug, row.id);
  }
  return out;
}

/** The `uniqueBy` values of a row as one key (undefined when the collection has none or a value is not a whole number). */
function uniqueKey(collection: ImportCollection, data: Record<string, unknown>): string | undefined {
  const fields = COLLECTIONS[collection].uniqueBy;
  if (!fields) return undefined;
  const values = fields.map((f) => data[f]);
  return values.every((v) => typeof v === 'number' && Number.isInteger(v)) ? values.join(':') : undefined;
}

/** Existing entities of a `uniqueBy` collection, by their key, among those the file names (by its first key column). */
async function idsByUniqueKey(
  tx: Executor,
  collection: ImportCollection,
  names: string[],
  body: { cells: string[] }[],
  productSlugs: Map<string, number>,
): Promise<Map<string, number>> {
  const fields = COLLECTIONS[collection].uniqueBy;
  const out = new Map<string, number>();
  if (!fields) return out;
  const column = names.indexOf(fields[0]!);
  if (column < 0) return out;
  const firsts = [
    ...new Set(
      body
        .map((r) => unguardCell(r.cells[column] ?? '').trim())
        .map((v) => (/^\d{1,10}$/.test(v) ? Number(v) : productSlugs.get(v)))
        .filter((v): v is number => v !== undefined && v <= MAX_ID),
    ),
  ];
  const table = TABLES[collection];
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  for (let i = 0; i < firsts.length; i += 1_000) {
    const rows = (await tx
      .select({ id: cols.id!, ...Object.fromEntries(fields.map((f) => [f, cols[f]!])) })
      .from(table)
      .where(inArray(cols[fields[0]!]!, firsts.slice(i, i + 1_000)))) as Record<string, unknown>[];
    for (const row of rows) out.set(fields.map((f) => row[f]).join(':'), Number(row.id));
  }
  return out;
}

/** Uploaded media named in image, images and pdf cells must exist and be of the field's kind (as a publish requires). */
async function checkMedia(tx: Executor, collection: ImportCollection, rows: Row[], errors: ImportError[]) {
  const wanted: { line: number; field: string; id: string; kind: 'image' | 'pdf' }[] = [];
  for (const row of rows) {
    for (const field of COLLECTIONS[collection].fields) {
      if (field.kind !== 'image' && field.kind !== 'images' && field.kind !== 'pdf') continue;
      for (const id of collectMediaIds(row.data[field.name]))
        wanted.push({ line: row.line, field: field.name, id, kind: field.kind === 'pdf' ? 'pdf' : 'image' });
    }
  }
  if (wanted.length === 0) return;
  const found = new Map<string, string>();
  const ids = [...new Set(wanted.map((w) => w.id))];
  for (let i = 0; i < ids.length; i += 1_000) {
    for (const row of await tx
      .select({ id: media.id, kind: media.kind })
      .from(media)
      .where(inArray(media.id, ids.slice(i, i + 1_000))))
      found.set(row.id, row.kind);
  }
  const reported = new Set<string>();
  for (const w of wanted) {
    const key = `${w.line}\u0000${w.field}`;
    if (found.get(w.id) !== w.kind && !reported.has(key)) {
      reported.add(key);
      errors.push({ line: w.line, field: w.field, message: 'media_missing' });
    }
  }
}

/** A schema error's path (`region.city_code`, `specs.0.label`) → the CSV column it came from. */
function columnOf(collection: ImportCollection, path: string): string {
  const [first, second] = path.split('.');
  const field = COLLECTIONS[collection].fields.find((f) => f.name === first);
  if (field && (field.kind === 'region' || field.kind === 'coordinates')) {
    if (second) return second;
    return field.kind === 'region' ? 'province_code' : 'lat';
  }
  return first || '_';
}

type Refs = {
  /** Dealer stock: offline stores and products by id. */
  storeIds: Set<number>;
  productIds: Set<number>;
  brandSlugs: Set<string>;
  brandIds: Set<number>;
  categoryIds: Set<number>;
  cities: Map<string, string>;
  provinces: Set<string>;
};

async function referenceSets(tx: Executor, collection: ImportCollection): Promise<Refs> {
  // One after the other: `tx` is one connection (node-postgres warns about concurrent queries on it).
  const brandRows = collection === 'dealer-stock' ? [] : await tx.select({ id: brands.id, slug: brands.slug }).from(brands);
  const categoryRows = collection === 'products' ? await tx.select({ id: categories.id }).from(categories) : [];
  const provinceRows =
    collection === 'products' || collection === 'dealer-stock' ? [] : await tx.select({ code: provinces.code }).from(provinces);
  const cityRows =
    collection === 'products' || collection === 'dealer-stock'
      ? []
      : await tx.select({ code: cities.code, province: cities.province_code }).from(cities);
  const stock = collection === 'dealer-stock';
  const storeRows = stock ? await tx.select({ id: stores.id }).from(stores).where(eq(stores.type, 'offline_store')) : [];
  const productRows = stock ? await tx.select({ id: products.id }).from(products) : [];
  return {
    storeIds: new Set(storeRows.map((r) => r.id)),
    productIds: new Set(productRows.map((r) => r.id)),
    brandSlugs: new Set(brandRows.map((b) => b.slug)),
    brandIds: new Set(brandRows.map((b) => b.id)),
    categoryIds: new Set(categoryRows.map((c) => c.id)),
    provinces: new Set(provinceRows.map((p) => p.code)),
    cities: new Map(cityRows.map((c) => [c.code, c.province])),
  };
}

function checkReferences(
  collection: ImportCollection,
  data: Record<string, unknown>,
  refs: Refs,
  fail: (field: string, message: string) => void,
) {
  if (collection === 'dealer-stock') {
    if (!refs.storeIds.has(data.store_id as number)) fail('store_id', 'unknown_dealer');
    if (!refs.productIds.has(data.product_id as number)) fail('product_id', 'unknown_product');
    return;
  }
  if (collection === 'products') {
    if (!refs.brandIds.has(data.brand_id as number)) fail('brand_id', 'unknown_brand');
    if (!refs.categoryIds.has(data.category_id as number)) fail('category_id', 'unknown_category');
    return;
  }
  for (const slug of (data.brands as string[] | null | undefined) ?? []) {
    if (!refs.brandSlugs.has(slug)) {
      fail('brands', 'unknown_brand');
      break;
    }
  }
  const region = data.region as { province_code: string; city_code: string } | null | undefined;
  if (region) {
    if (!refs.provinces.has(region.province_code)) fail('province_code', 'unknown_province');
    else if (refs.cities.get(region.city_code) !== region.province_code) fail('city_code', 'unknown_city');
  }
}

/** Products: a slug left empty is made from the name; every slug must be free in the collection and in the file. */
function settleSlugs(collection: ImportCollection, rows: Row[], bySlug: Map<string, number>, errors: ImportError[]) {
  const field = COLLECTIONS[collection].slugField!;
  const taken = new Map<string, number | 'file'>([...bySlug].map(([slug, id]) => [slug, id]));
  const claimed = new Set<string>();
  for (const row of rows) {
    const slug = row.data[field];
    if (typeof slug !== 'string' || slug === '') continue;
    const owner = taken.get(slug);
    if (claimed.has(slug)) errors.push({ line: row.line, field, message: 'duplicate_row' });
    else if (owner !== undefined && owner !== row.id) errors.push({ line: row.line, field, message: 'slug_taken' });
    claimed.add(slug);
  }
  for (const row of rows) {
    if (typeof row.data[field] === 'string' && row.data[field] !== '') continue;
    const base = slugify(String(row.data[COLLECTIONS[collection].titleField] ?? ''));
    let candidate = base;
    for (let n = 2; claimed.has(candidate) || (taken.has(candidate) && taken.get(candidate) !== row.id); n++) candidate = `${base}-${n}`;
    row.data[field] = candidate;
    claimed.add(candidate);
  }
}

/** Published data (or the draft, for an entity never published) of the given ids. */
async function draftsById(tx: Executor, collection: ImportCollection, ids: number[]): Promise<Map<number, Record<string, unknown>>> {
  const out = new Map<number, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += 1_000) {
    const chunk = [...new Set(ids.slice(i, i + 1_000))];
    const found = await tx
      .select({ id: studioDrafts.entity_id, data: studioDrafts.data, published: studioDrafts.published_data })
      .from(studioDrafts)
      .where(and(eq(studioDrafts.collection, collection), inArray(studioDrafts.entity_id, chunk)));
    for (const row of found) out.set(row.id, row.published ?? row.data);
  }
  return out;
}

/** Which entity holds each slug (drafts hold every slug of the collection, published or not). */
async function draftsBySlug(tx: Executor, collection: ImportCollection, slugs: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const unique = [...new Set(slugs)];
  for (let i = 0; i < unique.length; i += 1_000) {
    const found = await tx
      .select({ id: studioDrafts.entity_id, slug: studioDrafts.slug })
      .from(studioDrafts)
      .where(and(eq(studioDrafts.collection, collection), inArray(studioDrafts.slug, unique.slice(i, i + 1_000))));
    for (const row of found) if (row.slug) out.set(row.slug, row.id);
  }
  return out;
}

// ---------------------------------------------------------------- writing

const tableName = (collection: ImportCollection) => (TABLES[collection] as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]!;

async function writeRows(tx: Executor, collection: ImportCollection, rows: Row[], options: Options): Promise<number> {
  const table = TABLES[collection];
  const tableColumns = getTableColumns(table) as Record<string, Column>;
  const spec = COLLECTIONS[collection];
  const problems: ImportError[] = [];
  // New entities take their id from the public table's sequence, as a studio draft does (it never changes on publish).
  const fresh = rows.filter((r) => r.id === undefined);
  if (fresh.length > 0) {
    const result = await tx.execute(
      sql`select nextval(pg_get_serial_sequence(${tableName(collection)}, 'id'))::int as id from generate_series(1, ${fresh.length})`,
    );
    const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
    fresh.forEach((row, i) => (row.id = ids[i]!));
  }
  const previous = await draftsById(
    tx,
    collection,
    rows.filter((r) => r.existing).map((r) => r.id!),
  );
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const values: Record<string, unknown>[] = [];
    for (const row of chunk) {
      let columns: Record<string, unknown>;
      try {
        columns = sanitizeRichText(collection, await draftToRow(tx, collection, row.data));
      } catch (error) {
        if (error instanceof MediaRefError) {
          problems.push({ line: row.line, field: '_', message: 'media_missing' });
          continue;
        }
        throw error;
      }
      if (tableColumns.updated_at) columns.updated_at = sql`now()`;
      // A dealer's or service centre's row that comes back in a CSV is confirmed (docs/decisions/025-dealer-finders.md).
      if (COLLECTIONS[collection].confirms) columns.confirmed_at = sql`now()`;
      values.push({ ...columns, id: row.id });
    }
    if (problems.length > 0) break;
    const set = Object.fromEntries(
      Object.keys(values[0]!)
        .filter((k) => k !== 'id')
        .map((k) => [k, sql.raw(`excluded."${tableColumns[k]!.name}"`)]),
    );
    await tx
      .insert(table)
      .values(values)
      .onConflictDoUpdate({ target: tableColumns.id as unknown as IndexColumn, set });
    const drafts = chunk.map((row) => ({
      collection,
      entity_id: row.id!,
      data: row.data,
      version: 1,
      published_version: 1,
      published_data: row.data,
      title: String(row.data[spec.titleField] ?? '').slice(0, 300),
      slug: spec.slugField && typeof row.data[spec.slugField] === 'string' ? (row.data[spec.slugField] as string) : null,
      updated_by: options.staffId,
    }));
    const versions = await tx
      .insert(studioDrafts)
      .values(drafts)
      .onConflictDoUpdate({
        target: [studioDrafts.collection, studioDrafts.entity_id],
        set: {
          data: sql`excluded.data`,
          published_data: sql`excluded.published_data`,
          version: sql`${studioDrafts.version} + 1`,
          published_version: sql`${studioDrafts.version} + 1`,
          title: sql`excluded.title`,
          slug: sql`excluded.slug`,
          publish_at: null,
          updated_at: sql`now()`,
          updated_by: options.staffId,
        },
      })
      .returning({ id: studioDrafts.entity_id, version: studioDrafts.version });
    const versionOf = new Map(versions.map((v) => [v.id, v.version]));
    await tx
      .insert(studioVersions)
      .values(
        chunk.map((row) => ({
          collection,
          entity_id: row.id!,
          n: versionOf.get(row.id!)!,
          data: row.data,
          action: 'import',
          published: true,
          staff_id: options.staffId,
        })),
      )
      .onConflictDoNothing();
  }
  if (problems.length > 0)
    throw new Rollback({
      status: 422,
      result: {
        dry_run: false,
        rows: rows.length,
        created: 0,
        updated: 0,
        errors: problems.map((e) => ({ ...e, message: mediaFieldMessage(e.message, options.lang) })),
      },
      contentVersion: 0,
    });
  // A product slug that changed leaves a redirect behind, as a publish does; a slug taken again stops redirecting.
  if (spec.slugField) {
    const field = spec.slugField;
    const newSlugs = rows.map((r) => r.data[field]).filter((s): s is string => typeof s === 'string');
    if (newSlugs.length > 0)
      await tx.delete(slugRedirects).where(and(eq(slugRedirects.collection, collection), inArray(slugRedirects.old_slug, newSlugs)));
    const moved = rows.filter(
      (r) => r.existing && typeof previous.get(r.id!)?.[field] === 'string' && previous.get(r.id!)![field] !== r.data[field],
    );
    if (moved.length > 0) {
      await tx
        .insert(slugRedirects)
        .values(moved.map((r) => ({ collection, old_slug: previous.get(r.id!)![field] as string, entity_id: r.id! })))
        .onConflictDoUpdate({
          target: [slugRedirects.collection, slugRedirects.old_slug],
          set: { entity_id: sql`excluded.entity_id`, created_at: sql`now()` },
        });
    }
  }
  for (const row of rows) {
    const mediaIds = collectMediaIds(row.data);
    if (mediaIds.length > 0 || (row.existing && collectMediaIds(previous.get(row.id!)).length > 0)) {
      await setMediaUsages(tx, { collection, entityId: row.id!, mediaIds });
    }
  }
  const contentVersion = await bumpContentVersion(tx);
  // One audit entry per import: the file's digest and every row's line and id. Each row's previous state
  // is in its version history (studio_versions), so the entry need not repeat 20,000 before/after pairs.
  await recordAudit(tx, {
    staffId: options.staffId,
    action: 'import',
    collection,
    entityId: null,
    before: null,
    after: {
      file_sha256: options.fileSha256,
      rows: rows.length,
      created: rows.filter((r) => !r.existing).map((r) => ({ line: r.line, id: r.id })),
      updated: rows.filter((r) => r.existing).map((r) => ({ line: r.line, id: r.id })),
    },
    requestId: options.requestId,
  });
  return contentVersion;
}
