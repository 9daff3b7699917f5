import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { REF_FILTERS_MAX, type EntityStatus, type EntitySummary } from '@/contract/studio/api';
import type { ColumnField } from '@/contract/studio/list-columns';
import { attributeDefs, attributeValuesSchema } from '@/contract/collections/attributes';
import { type CollectionKey, type StaffRole } from '@/contract/collections/fields';
import { COLLECTIONS, missingEnglish } from '@/contract/collections/registry';
import { draftSchema, fieldErrorCodes, publishSchema } from '@/contract/studio/draft-schema';
import { cities, slugRedirects, staffUsers, studioDrafts, studioVersions } from '../db/schema';
import { recordAudit, type Executor } from './audit';
import { bumpContentVersion } from './content';
import { conflictError, fieldError, notFoundError, pgCode, pgConstraint, StudioError } from './errors';
import { collectMediaIds, MediaRefError, setMediaUsages } from './media/image-row';
import { sanitizeRichText } from './rich-text';
import { slugify, slugTaken, uniqueSlug } from './slugs';
import { draftToRow, idColumnOf, rowToDraft, TABLES, withSideTables, writeSideTables } from './tables';

// Drafts beside the published rows (docs/decisions/250-staff-studio.md). The public
// tables hold exactly what visitors see; studio_drafts holds every entity's draft, its version and what
// was last published. Every function here runs inside the caller's transaction and writes its audit entry
// there; the caller fires the content signal after the commit when a function says public content changed.

/** Who acts: `role` is the staff member's (fields with `editRoles` check it); none for the scheduler and the CLI. */
export type Actor = { staffId: number | null; requestId?: string | null; role?: StaffRole };

const d = studioDrafts;
const statusSql: SQL<EntityStatus> = sql<EntityStatus>`case when ${d.publish_at} is not null then 'scheduled' when ${d.published_version} is null then 'draft' when ${d.published_version} = ${d.version} then 'published' else 'changed' end`;
const statusOf = (row: { publish_at: string | null; published_version: number | null; version: number }): EntityStatus =>
  row.publish_at ? 'scheduled' : row.published_version === null ? 'draft' : row.published_version === row.version ? 'published' : 'changed';

const columnOf = (collection: CollectionKey, name: string) => (getTableColumns(TABLES[collection]) as Record<string, PgColumn>)[name]!;
const titleOf = (collection: CollectionKey, data: Record<string, unknown>) =>
  String(data[COLLECTIONS[collection].titleField] ?? '').slice(0, 300);
const slugOf = (collection: CollectionKey, data: Record<string, unknown>) => {
  const field = COLLECTIONS[collection].slugField;
  const value = field ? data[field] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
};
const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Public rows without a draft get one (content seeded or imported before the studio saw it): version 1,
 * published. Runs before every read of a collection; a no-op once every row has its draft.
 */
export async function ensureDrafts(tx: Executor, collection: CollectionKey): Promise<void> {
  const table = TABLES[collection];
  const id = columnOf(collection, idColumnOf(collection));
  for (;;) {
    // The ids first: two index-only scans, where reading the public rows whole to find none missing (the usual
    // case, on every list request) cost ~8× as much on 13,000 dealers (docs/decisions/250, bench:studio-lists).
    const missing = await tx
      .select({ id })
      .from(table)
      .where(sql`not exists (select 1 from ${d} where ${d.collection} = ${collection} and ${d.entity_id} = ${id})`)
      .limit(1_000);
    if (missing.length === 0) return;
    const ids = missing.map((row) => row.id);
    const rows = (await tx.select().from(table).where(inArray(id, ids))) as Record<string, unknown>[];
    const values = (await withSideTables(tx, collection, rows)).map((row) => {
      const data = rowToDraft(collection, row);
      return {
        collection,
        entity_id: Number(row[idColumnOf(collection)]),
        data,
        version: 1,
        published_version: 1,
        published_data: data,
        title: titleOf(collection, data),
        slug: slugOf(collection, data),
      };
    });
    const inserted = await tx.insert(d).values(values).onConflictDoNothing().returning({ id: d.entity_id });
    if (inserted.length === 0) return; // another request backfilled them meanwhile (or a slug clash)
  }
}

export async function countDrafts(tx: Executor, collection: CollectionKey): Promise<number> {
  await ensureDrafts(tx, collection);
  const [row] = await tx.select({ n: count() }).from(d).where(eq(d.collection, collection));
  return row?.n ?? 0;
}

export type ListOptions = {
  q?: string | undefined;
  page: number;
  per_page: number;
  status?: EntityStatus | undefined;
  sort: string;
  /** Only published entities whose data was not confirmed within the collection's `confirms.staleDays`. */
  unconfirmed?: boolean | undefined;
  /** Only entities whose draft has Indonesian text without its English twin (missingEnglish in SQL). */
  missingEn?: boolean | undefined;
  /** Only entities whose draft points at these (referenceFilters). */
  refs?: readonly { field: string; value: string }[] | undefined;
  /** The declaration's fields shown as columns: each row's `values` holds them (src/contract/studio/list-columns.ts). */
  fields?: readonly ColumnField[] | undefined;
};

/**
 * A list's `ref` filter (`brand_id:3,category_id:2`) read against the collection's own single reference fields:
 * each field once, an id as digits and a slug as a slug; anything else is a 400 on `ref`.
 */
export function referenceFilters(collection: CollectionKey, raw: string | undefined): { field: string; value: string }[] {
  if (!raw) return [];
  const invalid = () => new StudioError(400, 'invalid', { ref: ['invalid'] });
  const parts = raw.split(',');
  if (parts.length > REF_FILTERS_MAX) throw invalid();
  const seen = new Set<string>();
  return parts.map((part) => {
    const colon = part.indexOf(':');
    const name = part.slice(0, colon);
    const value = part.slice(colon + 1);
    const field = COLLECTIONS[collection].fields.find((f) => f.name === name && f.kind === 'reference');
    if (colon < 1 || !field || field.kind !== 'reference' || seen.has(name)) throw invalid();
    const shaped =
      field.by === 'id' ? /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 : /^[a-z0-9][a-z0-9-]{0,119}$/.test(value);
    if (!shaped) throw invalid();
    seen.add(name);
    return { field: name, value };
  });
}

/** A reference filter's condition: the field's text in the draft, the expression its index (studio_drafts_ref_<field>_idx) holds. */
export const referenceSql = ({ field, value }: { field: string; value: string }): SQL => sql`(${d.data} ->> ${keySql(field)}) = ${value}`;

/** The public row's `confirmed_at` of a collection that declares `confirms` (docs/decisions/025-dealer-finders.md). */
const confirmedAtSql = (collection: CollectionKey): SQL<string | null> =>
  COLLECTIONS[collection].confirms
    ? sql<string | null>`(select p.confirmed_at from ${TABLES[collection]} p where p.id = ${d.entity_id})`
    : sql<string | null>`null::timestamptz`;

/**
 * A field column's value from the draft: the JSON value itself, a reference as the title of the draft it points
 * at (of its collection, by id or slug; the id or slug itself when there is none).
 */
function columnValueSql(field: ColumnField): SQL {
  const raw = sql`${d.data} -> ${keySql(field.name)}`;
  if (field.kind !== 'reference') return raw;
  const text = sql`${d.data} ->> ${keySql(field.name)}`;
  const match = field.by === 'id' ? sql`r.entity_id = case when ${text} ~ '^[0-9]{1,9}$' then (${text})::int end` : sql`r.slug = ${text}`;
  return sql`coalesce(to_jsonb((select r.title from ${d} r where r.collection = ${field.collection} and ${match} limit 1)), ${raw})`;
}

/** A JSON value as a table cell takes it: scalars as they are, anything else (not expected of these kinds) as text. */
const cell = (value: unknown): string | number | boolean | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

export async function listDrafts(
  tx: Executor,
  collection: CollectionKey,
  options: ListOptions,
): Promise<{ rows: EntitySummary[]; total: number }> {
  await ensureDrafts(tx, collection);
  if (options.missingEn) await refreshMissingEnglish(tx, [collection]);
  const q = options.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    eq(d.collection, collection),
    like
      ? or(sql`${d.title} ilike ${like}`, sql`${d.slug} ilike ${like}`, /^\d{1,9}$/.test(q!) ? eq(d.entity_id, Number(q)) : undefined)
      : undefined,
    options.status ? sql`${statusSql} = ${options.status}` : undefined,
    options.unconfirmed ? staleSql(collection) : undefined,
    options.missingEn ? eq(d.missing_en, true) : undefined,
    ...(options.refs ?? []).map(referenceSql),
  );
  const order = {
    '-updated_at': [desc(d.updated_at), desc(d.entity_id)],
    updated_at: [asc(d.updated_at), asc(d.entity_id)],
    title: [asc(d.title), asc(d.entity_id)],
    '-title': [desc(d.title), desc(d.entity_id)],
    id: [asc(d.entity_id)],
    '-id': [desc(d.entity_id)],
  }[options.sort] ?? [desc(d.updated_at)];
  // One query after the other: `tx` is one connection, and node-postgres warns about (and will refuse) a
  // query sent while another still runs on it.
  const rows = await tx
    .select({
      id: d.entity_id,
      title: d.title,
      slug: d.slug,
      status: statusSql,
      updated_at: d.updated_at,
      updated_by: staffUsers.name,
      version: d.version,
      confirmed_at: confirmedAtSql(collection),
      publish_at: d.publish_at,
      unpublish_at: d.unpublish_at,
      values: options.fields?.length
        ? sql<Record<string, unknown>>`jsonb_build_object(${sql.join(
            options.fields.map((field) => sql`${keySql(field.name)}::text, ${columnValueSql(field)}`),
            sql`, `,
          )})`
        : sql<null>`null`,
    })
    .from(d)
    .leftJoin(staffUsers, eq(staffUsers.id, d.updated_by))
    .where(where)
    .orderBy(...order)
    .limit(options.per_page)
    .offset((options.page - 1) * options.per_page);
  const [total] = await tx.select({ n: count() }).from(d).where(where);
  return {
    rows: rows.map(({ values, ...r }) => ({
      ...r,
      updated_at: iso(r.updated_at)!,
      confirmed_at: iso(r.confirmed_at),
      publish_at: iso(r.publish_at),
      unpublish_at: iso(r.unpublish_at),
      ...(values ? { values: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, cell(value)])) } : {}),
    })),
    total: total?.n ?? 0,
  };
}

/** Published entities whose data was last confirmed more than `confirms.staleDays` days ago (index on confirmed_at). */
export function staleSql(collection: CollectionKey): SQL {
  const confirms = COLLECTIONS[collection].confirms;
  if (!confirms) throw new StudioError(400, 'invalid', { unconfirmed: ['not_confirmed_collection'] }, undefined);
  return sql`exists (select 1 from ${TABLES[collection]} p where p.id = ${d.entity_id} and p.confirmed_at < now() - make_interval(days => ${confirms.staleDays}))`;
}

/** Whether a JSON value counts as filled, as missingEnglish (src/contract/collections/registry.ts) decides: a non-empty list, a non-blank text, any other value. */
const filledSql = (value: SQL) =>
  // (A missing key is SQL NULL, which no WHEN matches: it must not fall through to ELSE.)
  sql`(${value} is not null and case jsonb_typeof(${value}) when 'array' then jsonb_array_length(${value}) > 0 when 'string' then (${value} #>> '{}') ~ '\\S' when 'null' then false else true end)`;
/** A declared field name as a SQL text literal (names are identifiers from the declarations, never input). */
const keySql = (name: string) => sql.raw(`'${name.replace(/'/g, "''")}'`);

/**
 * The drafts missingEnglish (src/contract/collections/registry.ts) finds English texts missing in, as one SQL
 * condition built from the collection's declaration: a bilingual field (or a list item's) whose Indonesian value
 * is filled while its English twin is not. A collection without bilingual fields gives `false`.
 */
export function missingEnglishSql(collection: CollectionKey): SQL {
  const parts: SQL[] = [];
  for (const field of COLLECTIONS[collection].fields) {
    if (field.en) {
      parts.push(sql`(${filledSql(sql`${d.data}->${keySql(field.name)}`)} and not ${filledSql(sql`${d.data}->${keySql(field.en)}`)})`);
    }
    if (field.kind === 'list') {
      const subs = field.fields.filter((sub) => sub.en);
      if (subs.length === 0) continue;
      const item = sql.raw('missing_en_item.value');
      const any = sql.join(
        subs.map((sub) => sql`(${filledSql(sql`${item}->${keySql(sub.name)}`)} and not ${filledSql(sql`${item}->${keySql(sub.en!)}`)})`),
        sql` or `,
      );
      parts.push(
        sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${d.data}->${keySql(field.name)}) = 'array' then ${d.data}->${keySql(field.name)} else '[]'::jsonb end) as missing_en_item where jsonb_typeof(${item}) = 'object' and (${any}))`,
      );
    }
  }
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Fills `missing_en` where it is not known (new drafts; a trigger clears it whenever `data` is written) from the
 * declarations, in one UPDATE over the partial index of unknown rows: nothing to do costs an index probe.
 */
export async function refreshMissingEnglish(tx: Executor, collections: readonly CollectionKey[]): Promise<void> {
  if (collections.length === 0) return;
  await tx
    .update(d)
    .set({
      missing_en: sql`case ${d.collection} ${sql.join(
        collections.map((key) => sql`when ${key} then ${missingEnglishSql(key)}`),
        sql` `,
      )} else false end`,
    })
    .where(and(isNull(d.missing_en), inArray(d.collection, [...collections])));
}

/** "Konfirmasi tanpa perubahan": the published data is still right; confirmed_at becomes now (audited). */
export async function confirmEntity(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  actor: Actor,
): Promise<{ id: number; confirmed_at: string }> {
  if (!COLLECTIONS[collection].confirms) throw new StudioError(400, 'invalid', { collection: ['not_confirmed_collection'] }, undefined);
  const table = TABLES[collection];
  const idColumn = columnOf(collection, 'id');
  const [row] = (await tx
    .update(table)
    .set({ confirmed_at: sql`now()` } as Record<string, unknown>)
    .where(eq(idColumn, id))
    .returning({ confirmed_at: columnOf(collection, 'confirmed_at') })) as { confirmed_at: string }[];
  if (!row) throw notFoundError();
  await recordAudit(tx, {
    staffId: actor.staffId,
    requestId: actor.requestId ?? null,
    action: 'confirm',
    collection,
    entityId: id,
    after: { confirmed_at: iso(row.confirmed_at) },
  });
  return { id, confirmed_at: iso(row.confirmed_at)! };
}

async function lockDraft(tx: Executor, collection: CollectionKey, id: number) {
  const [row] = await tx
    .select()
    .from(d)
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)))
    .for('update');
  if (!row) throw notFoundError();
  return row;
}

export async function readDraft(tx: Executor, collection: CollectionKey, id: number) {
  await ensureDrafts(tx, collection);
  const [row] = await tx
    .select({ draft: d, by: staffUsers.name })
    .from(d)
    .leftJoin(staffUsers, eq(staffUsers.id, d.updated_by))
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  if (!row) throw notFoundError();
  const draft = row.draft;
  return {
    id,
    version: draft.version,
    status: statusOf(draft),
    draft: draft.data,
    published: draft.published_data,
    publish_at: iso(draft.publish_at),
    unpublish_at: iso(draft.unpublish_at),
    missing_en: missingEnglish(collection, draft.data),
    updated_at: iso(draft.updated_at)!,
    updated_by: row.by,
  };
}

/** The draft's data, checked against the collection's draft schema (400 with field codes otherwise). */
export function checkDraft(collection: CollectionKey, data: unknown): Record<string, unknown> {
  const parsed = draftSchema(collection).safeParse(data);
  if (!parsed.success) throw fieldError(fieldErrorCodes(parsed.error));
  return parsed.data;
}

/** JSON with sorted keys, empty lists as null: the same value however a client ordered or left it. */
function canonical(value: unknown): string {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0) || value === '') return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object')
    return `{${Object.keys(value as object)
      .sort()
      .filter((k) => canonical((value as Record<string, unknown>)[k]) !== 'null')
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A field whose `editRoles` leave the actor's role out keeps its value (a field error "forbidden" otherwise). */
function checkEditRoles(collection: CollectionKey, before: Record<string, unknown> | null, data: Record<string, unknown>, actor: Actor) {
  if (!actor.role || actor.role === 'admin') return;
  const errors: Record<string, string[]> = {};
  for (const field of COLLECTIONS[collection].fields) {
    if (!field.editRoles || field.editRoles.includes(actor.role)) continue;
    for (const name of field.en ? [field.name, field.en] : [field.name])
      if (canonical(before?.[name]) !== canonical(data[name])) errors[name] = ['forbidden'];
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

/**
 * The declaration's cross-field checks, and typed specification values against the attributes of the
 * entity their reference names (a product's category, as published): unknown keys and wrong types are
 * field errors under `<field>.<key>` (src/contract/collections/attributes.ts).
 */
export async function checkTyped(tx: Executor, collection: CollectionKey, data: Record<string, unknown>) {
  const declaration = COLLECTIONS[collection];
  const errors: Record<string, string[]> = { ...declaration.check?.(data) };
  for (const field of declaration.fields) {
    if (field.kind !== 'attributes') continue;
    const values = data[field.name];
    if (!values || typeof values !== 'object' || Object.keys(values).length === 0) continue;
    const of = declaration.fields.find((f) => f.name === field.of);
    const ref = data[field.of];
    if (of?.kind !== 'reference' || typeof ref !== 'number') {
      errors[field.of] = ['required'];
      continue;
    }
    const [owner] = (await tx
      .select({ attributes: columnOf(of.collection, 'attributes') })
      .from(TABLES[of.collection])
      .where(eq(columnOf(of.collection, idColumnOf(of.collection)), ref))
      .limit(1)) as { attributes: unknown }[];
    if (!owner) continue; // an unknown reference: checkReferences names it when publishing
    const parsed = attributeValuesSchema(attributeDefs(owner.attributes)).safeParse(values);
    if (!parsed.success)
      for (const [key, codes] of Object.entries(fieldErrorCodes(parsed.error)))
        errors[key === '_' ? field.name : `${field.name}.${key}`] = codes;
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

/** The slug the draft will have: its own if free (else a field error), or one made from its title. */
async function settleSlug(
  tx: Executor,
  collection: CollectionKey,
  data: Record<string, unknown>,
  id: number,
): Promise<Record<string, unknown>> {
  const field = COLLECTIONS[collection].slugField;
  if (!field) return data;
  // One slug decision at a time per collection (until the transaction ends): parallel creates of one
  // title see each other's slug and take the next suffix instead of colliding on the unique index.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`studio-slug:${collection}`}))`);
  const wanted = data[field];
  if (typeof wanted === 'string' && wanted !== '') {
    if (await slugTaken(tx, collection, wanted, id)) throw fieldError({ [field]: ['slug_taken'] });
    return data;
  }
  return { ...data, [field]: await uniqueSlug(tx, collection, slugify(titleOf(collection, data)), id) };
}

/** Top-level keys whose values differ: the audit log's before/after hold only these. */
function changed(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before?.[key] ?? null) === JSON.stringify(after?.[key] ?? null)) continue;
    b[key] = before?.[key] ?? null;
    a[key] = after?.[key] ?? null;
  }
  return { before: before ? b : null, after: after ? a : null };
}

async function snapshot(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  n: number,
  data: Record<string, unknown>,
  action: string,
  actor: Actor,
) {
  await tx.insert(studioVersions).values({ collection, entity_id: id, n, data, action, staff_id: actor.staffId });
}

async function newId(tx: Executor, collection: CollectionKey, data: Record<string, unknown>): Promise<number> {
  const idField = COLLECTIONS[collection].idField;
  if (idField) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`studio-id:${collection}`}))`);
    const value = data[idField];
    if (typeof value !== 'number') throw fieldError({ [idField]: ['required'] });
    const taken = await tx
      .select({ id: d.entity_id })
      .from(d)
      .where(and(eq(d.collection, collection), eq(d.entity_id, value)));
    if (taken.length > 0) throw fieldError({ [idField]: ['slug_taken'] });
    return value;
  }
  // From the public table's own sequence: the id never changes when the draft is published.
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence(${sql.raw(`'${tableName(collection)}'`)}, 'id'))::int as id`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

const tableName = (collection: CollectionKey) => (TABLES[collection] as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]!;

export async function createDraft(
  tx: Executor,
  collection: CollectionKey,
  input: unknown,
  actor: Actor,
): Promise<{ id: number; version: number }> {
  await ensureDrafts(tx, collection);
  const checked = checkDraft(collection, input);
  checkEditRoles(collection, null, checked, actor);
  await checkTyped(tx, collection, checked);
  if (COLLECTIONS[collection].singleton) {
    // One company profile: the public reads take one row (docs/decisions/250).
    const [existing] = await tx.select({ n: count() }).from(d).where(eq(d.collection, collection));
    if ((existing?.n ?? 0) > 0) throw new StudioError(409, 'singleton');
  }
  const id = await newId(tx, collection, checked);
  const data = await settleSlug(tx, collection, checked, id);
  await tx.insert(d).values({
    collection,
    entity_id: id,
    data,
    version: 1,
    title: titleOf(collection, data),
    slug: slugOf(collection, data),
    updated_by: actor.staffId,
  });
  await snapshot(tx, collection, id, 1, data, 'create', actor);
  await recordAudit(tx, {
    staffId: actor.staffId,
    action: 'create',
    collection,
    entityId: id,
    before: null,
    after: data,
    requestId: actor.requestId,
  });
  return { id, version: 1 };
}

export async function updateDraft(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  input: unknown,
  version: number,
  actor: Actor,
  { autosave = false }: { autosave?: boolean } = {},
): Promise<{ version: number }> {
  const row = await lockDraft(tx, collection, id);
  if (row.version !== version) throw conflictError(row.version);
  const checked = checkDraft(collection, input);
  checkEditRoles(collection, row.data, checked, actor);
  await checkTyped(tx, collection, checked);
  const idField = COLLECTIONS[collection].idField;
  if (idField && checked[idField] !== id) throw fieldError({ [idField]: ['invalid'] });
  const data = await settleSlug(tx, collection, checked, id);
  const next = row.version + 1;
  await tx
    .update(d)
    .set({
      data,
      version: next,
      title: titleOf(collection, data),
      slug: slugOf(collection, data),
      updated_at: sql`now()`,
      updated_by: actor.staffId,
    })
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  if (autosave) await dropPreviousAutosave(tx, collection, id, row.version, actor);
  await snapshot(tx, collection, id, next, data, autosave ? 'autosave' : 'update', actor);
  await recordAudit(tx, {
    staffId: actor.staffId,
    action: autosave ? 'autosave' : 'update',
    collection,
    entityId: id,
    ...changed(row.data, data),
    requestId: actor.requestId,
  });
  return { version: next };
}

/**
 * An autosave coalesces (docs/decisions/250-staff-studio.md): the version it follows is dropped from the history when
 * it too was an autosave by the same staff member and was never published, so the editor's pauses leave one version,
 * not dozens, between two saves by hand. A save by hand, a publish, a restore or someone else's autosave ends the run.
 * Version numbers keep counting (the draft's `version` is the editors' conflict check), so the history has gaps.
 */
async function dropPreviousAutosave(tx: Executor, collection: CollectionKey, id: number, n: number, actor: Actor) {
  if (actor.staffId === null) return;
  await tx
    .delete(studioVersions)
    .where(
      and(
        eq(studioVersions.collection, collection),
        eq(studioVersions.entity_id, id),
        eq(studioVersions.n, n),
        eq(studioVersions.action, 'autosave'),
        eq(studioVersions.published, false),
        eq(studioVersions.staff_id, actor.staffId),
      ),
    );
}

/** References to other collections must point at published entities (a 400 names the field otherwise). */
async function checkReferences(tx: Executor, collection: CollectionKey, data: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  for (const field of COLLECTIONS[collection].fields) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const raw = data[field.name];
    const values = (
      field.kind === 'reference' ? (raw === null || raw === undefined ? [] : [raw]) : ((raw as unknown[] | null | undefined) ?? [])
    ) as (string | number)[];
    if (values.length === 0) continue;
    const column = columnOf(field.collection, field.by === 'id' ? idColumnOf(field.collection) : 'slug');
    const found = (await tx
      .select({ v: column })
      .from(TABLES[field.collection])
      .where(inArray(column, [...new Set(values)]))) as { v: string | number }[];
    const known = new Set(found.map((f) => f.v));
    if (values.some((v) => !known.has(v))) errors[field.name] = ['unknown_reference'];
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
}

/**
 * A region's city must lie in its province: the foreign keys check each code on its own, and a finder that
 * filters by province would otherwise list a dealer (or a job) under the wrong one. An unknown code is left
 * to those keys (the same field error).
 */
async function checkRegions(tx: Executor, collection: CollectionKey, data: Record<string, unknown>) {
  for (const field of COLLECTIONS[collection].fields) {
    if (field.kind !== 'region') continue;
    const region = data[field.name] as { province_code?: string; city_code?: string } | null | undefined;
    if (!region?.city_code) continue;
    const [city] = await tx.select({ province: cities.province_code }).from(cities).where(eq(cities.code, region.city_code));
    if (city && city.province !== region.province_code) throw fieldError({ [field.name]: ['unknown_region'] });
  }
}

/** `contentChanged`: the content version it raised to (the caller fires the signal after the commit). */
export type StateResult = {
  version: number;
  status: EntityStatus;
  publish_at: string | null;
  unpublish_at: string | null;
  contentChanged: number | false;
};

/** Publishes the draft of `version` into the public table (one transaction; docs/decisions/250). */
export async function publishDraft(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  version: number | 'current',
  actor: Actor,
  action = 'publish',
): Promise<StateResult> {
  const row = await lockDraft(tx, collection, id);
  if (version !== 'current' && row.version !== version) throw conflictError(row.version);
  if (row.published_version === row.version && !row.publish_at) {
    // Already what visitors see (a repeated or parallel publish): nothing to do, nothing to log.
    return { version: row.version, status: 'published', publish_at: null, unpublish_at: iso(row.unpublish_at), contentChanged: false };
  }
  const parsed = publishSchema(collection).safeParse(row.data);
  if (!parsed.success) throw fieldError(fieldErrorCodes(parsed.error));
  const data = row.data;
  await checkReferences(tx, collection, data);
  await checkRegions(tx, collection, data);
  await checkTyped(tx, collection, data);
  let values: Record<string, unknown>;
  try {
    values = sanitizeRichText(collection, await draftToRow(tx, collection, data));
  } catch (error) {
    if (error instanceof MediaRefError) throw fieldError({ _media: ['media_missing'] });
    throw error;
  }
  const table = TABLES[collection];
  const idName = idColumnOf(collection);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  if (columns.updated_at) values.updated_at = sql`now()`;
  // An edit confirms a dealer's or service centre's data (docs/decisions/025-dealer-finders.md).
  if (COLLECTIONS[collection].confirms) values.confirmed_at = sql`now()`;
  const insert = { ...values, [idName]: id };
  try {
    await tx.insert(table).values(insert).onConflictDoUpdate({ target: columns[idName]!, set: values });
  } catch (error) {
    // A slug other published rows refer to (a brand's, by warranty policies, giveaways, registrations)
    // cannot change under them: a field error, not a 500; nothing of the publish is kept.
    if (pgCode(error) === '23505') {
      // A value that must be unique in the public table (a home section's key): the field says it is taken.
      const constraint = pgConstraint(error);
      const taken = COLLECTIONS[collection].fields.find((f) => constraint === `${tableName(collection)}_${f.name}_unique`);
      if (taken) throw fieldError({ [taken.name]: ['taken'] });
      // Values that together name one entity (a dealer's stock of a product): that pair is already there.
      const uniqueBy = COLLECTIONS[collection].uniqueBy;
      if (uniqueBy) throw fieldError({ [uniqueBy[0]!]: ['taken'] });
      throw error;
    }
    if (pgCode(error) !== '23503') throw error;
    const constraint = pgConstraint(error);
    if (constraint.startsWith(`${tableName(collection)}_`)) {
      // This row's own reference: a region code or another entity that does not exist.
      if (/_(province|city)_code_/.test(constraint)) throw fieldError({ region: ['unknown_region'] });
      const field = COLLECTIONS[collection].fields.find((f) => constraint.includes(`_${f.name}_`));
      throw fieldError({ [field?.name ?? '_']: ['unknown_reference'] });
    }
    throw fieldError({ [COLLECTIONS[collection].slugField ?? '_']: ['slug_in_use'] });
  }
  await writeSideTables(tx, collection, data, values);
  // A published slug that changes leaves a redirect behind; a slug taken again stops redirecting.
  const field = COLLECTIONS[collection].slugField;
  if (field) {
    const oldSlug = row.published_data?.[field];
    const newSlug = data[field];
    if (typeof newSlug === 'string')
      await tx.delete(slugRedirects).where(and(eq(slugRedirects.collection, collection), eq(slugRedirects.old_slug, newSlug)));
    if (typeof oldSlug === 'string' && oldSlug !== newSlug) {
      await tx
        .insert(slugRedirects)
        .values({ collection, old_slug: oldSlug, entity_id: id })
        .onConflictDoUpdate({ target: [slugRedirects.collection, slugRedirects.old_slug], set: { entity_id: id, created_at: sql`now()` } });
    }
  }
  try {
    await setMediaUsages(tx, { collection, entityId: id, mediaIds: collectMediaIds(data) });
  } catch (error) {
    if (error instanceof MediaRefError) throw fieldError({ _media: ['media_missing'] });
    throw error;
  }
  await tx
    .update(d)
    .set({ published_version: row.version, published_data: data, publish_at: null })
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  await tx
    .update(studioVersions)
    .set({ published: true })
    .where(and(eq(studioVersions.collection, collection), eq(studioVersions.entity_id, id), eq(studioVersions.n, row.version)));
  const contentVersion = await bumpContentVersion(tx);
  await recordAudit(tx, {
    staffId: actor.staffId,
    action,
    collection,
    entityId: id,
    ...changed(row.published_data, data),
    requestId: actor.requestId,
  });
  return {
    version: row.version,
    status: 'published',
    publish_at: null,
    unpublish_at: iso(row.unpublish_at),
    contentChanged: contentVersion,
  };
}

/** Takes the entity off the public site; the draft stays. 409 while a foreign key still needs the row. */
export async function unpublishDraft(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  actor: Actor,
  action = 'unpublish',
): Promise<StateResult> {
  const row = await lockDraft(tx, collection, id);
  if (row.published_version === null) {
    return {
      version: row.version,
      status: statusOf(row),
      publish_at: iso(row.publish_at),
      unpublish_at: iso(row.unpublish_at),
      contentChanged: false,
    };
  }
  const table = TABLES[collection];
  try {
    await tx.delete(table).where(eq(columnOf(collection, idColumnOf(collection)), id));
  } catch (error) {
    if (pgCode(error) === '23503') throw new StudioError(409, 'in_use');
    throw error;
  }
  await setMediaUsages(tx, { collection, entityId: id, mediaIds: [] });
  await tx
    .update(d)
    .set({ published_version: null, published_data: null, unpublish_at: null })
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  const contentVersion = await bumpContentVersion(tx);
  await recordAudit(tx, {
    staffId: actor.staffId,
    action,
    collection,
    entityId: id,
    before: row.published_data,
    after: null,
    requestId: actor.requestId,
  });
  return {
    version: row.version,
    status: row.publish_at ? 'scheduled' : 'draft',
    publish_at: iso(row.publish_at),
    unpublish_at: null,
    contentChanged: contentVersion,
  };
}

export async function scheduleDraft(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  schedule: { publish_at?: string | null | undefined; unpublish_at?: string | null | undefined },
  actor: Actor,
  /**
   * `ordered`: the times kept must fit the one given (a publish before the unpublish), and an unpublish needs an
   * entry that is or will be on the site — the list's bulk schedule, which sets one time of many entries.
   */
  { ordered = false }: { ordered?: boolean } = {},
): Promise<StateResult> {
  const row = await lockDraft(tx, collection, id);
  const publishAt = schedule.publish_at === undefined ? row.publish_at : schedule.publish_at;
  const unpublishAt = schedule.unpublish_at === undefined ? row.unpublish_at : schedule.unpublish_at;
  if (ordered) {
    if (schedule.unpublish_at && row.published_version === null && !publishAt) throw new StudioError(409, 'not_published');
    if (publishAt && unpublishAt && Date.parse(publishAt) >= Date.parse(unpublishAt))
      throw fieldError(schedule.publish_at ? { publish_at: ['publish_after_unpublish'] } : { unpublish_at: ['unpublish_before_publish'] });
  }
  await tx
    .update(d)
    .set({ publish_at: publishAt, unpublish_at: unpublishAt })
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  await recordAudit(tx, {
    staffId: actor.staffId,
    action: 'schedule',
    collection,
    entityId: id,
    before: { publish_at: iso(row.publish_at), unpublish_at: iso(row.unpublish_at) },
    after: { publish_at: iso(publishAt), unpublish_at: iso(unpublishAt) },
    requestId: actor.requestId,
  });
  const next = { ...row, publish_at: publishAt };
  return {
    version: row.version,
    status: statusOf(next),
    publish_at: iso(publishAt),
    unpublish_at: iso(unpublishAt),
    contentChanged: false,
  };
}

/** A saved version as the studio lists it: its number, when, what and who. */
const versionColumns = {
  n: studioVersions.n,
  at: studioVersions.at,
  action: studioVersions.action,
  staff: staffUsers.name,
  published: studioVersions.published,
};

export async function listVersions(tx: Executor, collection: CollectionKey, id: number) {
  await readDraft(tx, collection, id); // 404 for an unknown entity
  const rows = await tx
    .select(versionColumns)
    .from(studioVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, studioVersions.staff_id))
    .where(and(eq(studioVersions.collection, collection), eq(studioVersions.entity_id, id)))
    .orderBy(desc(studioVersions.n))
    .limit(500);
  return rows.map((r) => ({ ...r, at: iso(r.at)! }));
}

/** Version n with its data; 404 for an unknown entity or version. */
export async function readVersion(tx: Executor, collection: CollectionKey, id: number, n: number) {
  await readDraft(tx, collection, id); // 404 for an unknown entity
  const [row] = await tx
    .select({ ...versionColumns, data: studioVersions.data })
    .from(studioVersions)
    .leftJoin(staffUsers, eq(staffUsers.id, studioVersions.staff_id))
    .where(and(eq(studioVersions.collection, collection), eq(studioVersions.entity_id, id), eq(studioVersions.n, n)));
  if (!row) throw notFoundError();
  return { ...row, at: iso(row.at)!, data: row.data as Record<string, unknown> };
}

/** Copies version n into the draft as a new version (publishing it is a separate step). */
export async function restoreVersion(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  n: number,
  actor: Actor,
): Promise<{ version: number }> {
  const row = await lockDraft(tx, collection, id);
  const [old] = await tx
    .select({ data: studioVersions.data })
    .from(studioVersions)
    .where(and(eq(studioVersions.collection, collection), eq(studioVersions.entity_id, id), eq(studioVersions.n, n)));
  if (!old) throw notFoundError();
  const restored = checkDraft(collection, old.data);
  checkEditRoles(collection, row.data, restored, actor);
  const data = await settleSlug(tx, collection, restored, id);
  const next = row.version + 1;
  await tx
    .update(d)
    .set({
      data,
      version: next,
      title: titleOf(collection, data),
      slug: slugOf(collection, data),
      updated_at: sql`now()`,
      updated_by: actor.staffId,
    })
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  await snapshot(tx, collection, id, next, data, `restore:${n}`, actor);
  await recordAudit(tx, {
    staffId: actor.staffId,
    action: 'restore',
    collection,
    entityId: id,
    ...changed(row.data, data),
    requestId: actor.requestId,
  });
  return { version: next };
}

/**
 * Deletes a draft that is not on the public site (never published, or taken off it): the draft, its
 * versions and the old slugs that led to it. A published entity is refused (409): unpublish it first.
 */
export async function deleteDraft(tx: Executor, collection: CollectionKey, id: number, actor: Actor): Promise<void> {
  const row = await lockDraft(tx, collection, id);
  if (row.published_version !== null) throw new StudioError(409, 'published');
  await tx.delete(d).where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  await tx.delete(studioVersions).where(and(eq(studioVersions.collection, collection), eq(studioVersions.entity_id, id)));
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.collection, collection), eq(slugRedirects.entity_id, id)));
  await recordAudit(tx, {
    staffId: actor.staffId,
    action: 'delete',
    collection,
    entityId: id,
    before: row.data,
    after: null,
    requestId: actor.requestId,
  });
}

/** Drafts whose scheduled publish or unpublish time has come (the scheduler's work list). */
export async function dueSchedules(tx: Executor, limit = 50) {
  return tx
    .select({
      collection: d.collection,
      id: d.entity_id,
      publish_at: d.publish_at,
      unpublish_at: d.unpublish_at,
      published_version: d.published_version,
    })
    .from(d)
    .where(or(and(isNotNull(d.publish_at), lte(d.publish_at, sql`now()`)), and(isNotNull(d.unpublish_at), lte(d.unpublish_at, sql`now()`))))
    .orderBy(asc(d.publish_at))
    .limit(limit);
}

/** A scheduled action that cannot run (invalid draft, content in use): its time is cleared and audited. */
export async function dropSchedule(
  tx: Executor,
  collection: CollectionKey,
  id: number,
  which: 'publish_at' | 'unpublish_at',
  reason: unknown,
) {
  await tx
    .update(d)
    .set({ [which]: null })
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  await recordAudit(tx, {
    staffId: null,
    action: `schedule.failed`,
    collection,
    entityId: id,
    before: { [which]: true },
    after: { reason },
  });
}

/** The draft of an entity for a preview (no lock, no side effect). */
export async function draftData(tx: Executor, collection: CollectionKey, id: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select({ data: d.data })
    .from(d)
    .where(and(eq(d.collection, collection), eq(d.entity_id, id)));
  return row?.data;
}
