import { and, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Media, MediaKind, MediaUsage } from '@/contract/studio/media';
import type { Database } from '@/server/db/client';
import { media, mediaRenditions, mediaUsages, studioDrafts } from '@/server/db/schema';
import { containsText } from '@/server/repositories/text-match';

// Reads and writes of the studio's media tables (docs/decisions/260-studio-media-and-csv.md). The bytes are read
// only by the serving route and the crop helper; every listing selects the columns it shows.

export type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** The public URL prefix of a medium's files. */
export const mediaBase = (id: string) => `/media/studio/${id}`;

/** `Händbuch Kamera (v2).PDF` → `handbuch-kamera-v2`: the PDF's URL name (never empty). */
export function pdfSlug(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '');
  const slug = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'document';
}

export const pdfUrl = (id: string, fileName: string) => `${mediaBase(id)}/${pdfSlug(fileName)}.pdf`;

/** A plain (uncropped) rendition's name: its width, with the revision's suffix after a replaced file (`640`, `640-r2`). */
export const PLAIN_RENDITION = sql`${mediaRenditions.name} ~ '^[0-9]+(-r[0-9]+)?$'`;

/** The jsonpath that finds a `media_id` equal to `$id` at any depth of a draft's data. */
const NAMES_MEDIUM = 'strict $.**.media_id ? (@ == $id)';

/** True while a draft (or the published copy it keeps) names the medium, or a published entity uses it. */
export function mediumInUse(id: SQLWrapper | string): SQL {
  const vars = sql`jsonb_build_object('id', (${id})::text)`;
  return sql`(exists (select 1 from ${mediaUsages} where ${mediaUsages.media_id} = ${id}) or exists (select 1 from ${studioDrafts} where jsonb_path_exists(${studioDrafts.data}, ${NAMES_MEDIUM}::jsonpath, ${vars}) or jsonb_path_exists(coalesce(${studioDrafts.published_data}, 'null'::jsonb), ${NAMES_MEDIUM}::jsonpath, ${vars})))`;
}

/** An alt text that is empty or only repeats the file name without its extension (a bulk upload's placeholder). */
const altMissing = (column: SQLWrapper) =>
  sql`(btrim(${column}) = '' or lower(btrim(${column})) = lower(regexp_replace(${media.file_name}, '\.[^.]*$', '')))`;

const columns = {
  id: media.id,
  kind: media.kind,
  file_name: media.file_name,
  byte_size: media.byte_size,
  width: media.width,
  height: media.height,
  alt: media.alt,
  alt_en: media.alt_en,
  focal_x: media.focal_x,
  focal_y: media.focal_y,
  created_at: media.created_at,
  used: sql<boolean>`${mediumInUse(media.id)}`.as('used'),
};
export type MediaRow = {
  id: string;
  kind: MediaKind;
  file_name: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  alt: string;
  alt_en: string;
  focal_x: number;
  focal_y: number;
  created_at: string;
  used: boolean;
};
export type RenditionInfo = { media_id: string; name: string; width: number; height: number };

/** The rendition a page shows first (640 wide, else the widest below, else the narrowest) and the srcset over all of them. */
export function srcsetOf(id: string, renditions: readonly RenditionInfo[]): { url: string; srcset: string; width: number; height: number } {
  const plain = [...renditions].sort((a, b) => a.width - b.width);
  const shown = plain.find((r) => r.width === 640) ?? plain.filter((r) => r.width <= 640).at(-1) ?? plain[0]!;
  return {
    url: `${mediaBase(id)}/${shown.name}.webp`,
    srcset: plain.map((r) => `${mediaBase(id)}/${r.name}.webp ${r.width}w`).join(', '),
    width: shown.width,
    height: shown.height,
  };
}

function toMedia(row: MediaRow, renditions: readonly RenditionInfo[], published: boolean): Media {
  const image = row.kind === 'image' ? srcsetOf(row.id, renditions) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    url: image ? image.url : pdfUrl(row.id, row.file_name),
    srcset: image ? image.srcset : null,
    width: row.width,
    height: row.height,
    alt: row.alt,
    alt_en: row.alt_en,
    focal_x: row.focal_x,
    focal_y: row.focal_y,
    file_name: row.file_name,
    byte_size: row.byte_size,
    published,
    used: published || Boolean(row.used),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The API shape of media rows (their plain renditions and whether a published entity uses them). */
export async function describeMedia(db: Db, rows: readonly MediaRow[]): Promise<Media[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const renditions = await db
    .select({
      media_id: mediaRenditions.media_id,
      name: mediaRenditions.name,
      width: mediaRenditions.width,
      height: mediaRenditions.height,
    })
    .from(mediaRenditions)
    .where(and(inArray(mediaRenditions.media_id, ids), PLAIN_RENDITION));
  const used = new Set(
    (await db.selectDistinct({ id: mediaUsages.media_id }).from(mediaUsages).where(inArray(mediaUsages.media_id, ids))).map((u) => u.id),
  );
  return rows.map((row) =>
    toMedia(
      row,
      renditions.filter((r) => r.media_id === row.id),
      used.has(row.id),
    ),
  );
}

export async function findMediaRow(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select(columns).from(media).where(eq(media.id, id));
  return row;
}

export async function findMedia(db: Db, id: string): Promise<Media | undefined> {
  const row = await findMediaRow(db, id);
  return row ? (await describeMedia(db, [row]))[0] : undefined;
}

export type MediaListQuery = {
  q?: string | undefined;
  kind?: MediaKind | undefined;
  usage?: 'used' | 'unused' | undefined;
  missing_alt?: '0' | '1' | undefined;
  page: number;
  per_page: number;
};

/** One page of the library, filtered and counted in the database. */
export async function listMedia(db: Db, query: MediaListQuery) {
  const filters: (SQL | undefined)[] = [];
  if (query.kind) filters.push(eq(media.kind, query.kind));
  if (query.usage === 'used') filters.push(mediumInUse(media.id));
  if (query.usage === 'unused') filters.push(sql`not ${mediumInUse(media.id)}`);
  if (query.missing_alt === '1') filters.push(sql`(${altMissing(media.alt)} or ${altMissing(media.alt_en)})`);
  const q = query.q?.trim();
  if (q) filters.push(containsText(q, media.alt, media.alt_en, media.file_name));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select(columns)
    .from(media)
    .where(where)
    .orderBy(desc(media.created_at), desc(media.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(media)
    .where(where);
  return { data: await describeMedia(db, rows), meta: { page: query.page, per_page: query.per_page, total: count?.total ?? 0 } };
}

/**
 * Where a medium is used: every draft whose data (or published copy) names it, and published entities without a
 * draft (media_usages), each once.
 */
export async function mediaUsagesOf(db: Db, id: string): Promise<MediaUsage[]> {
  const vars = sql`jsonb_build_object('id', ${id}::text)`;
  const drafts = await db
    .select({
      collection: studioDrafts.collection,
      entity_id: studioDrafts.entity_id,
      title: studioDrafts.title,
    })
    .from(studioDrafts)
    .where(
      sql`jsonb_path_exists(${studioDrafts.data}, ${NAMES_MEDIUM}::jsonpath, ${vars}) or jsonb_path_exists(coalesce(${studioDrafts.published_data}, 'null'::jsonb), ${NAMES_MEDIUM}::jsonpath, ${vars})`,
    )
    .orderBy(studioDrafts.collection, studioDrafts.entity_id)
    .limit(200);
  const published = await db
    .select({ collection: mediaUsages.collection, entity_id: mediaUsages.entity_id })
    .from(mediaUsages)
    .where(eq(mediaUsages.media_id, id))
    .limit(200);
  const isPublished = (collection: string, entityId: string | number) =>
    published.some((p) => p.collection === collection && p.entity_id === String(entityId));
  const out: MediaUsage[] = drafts.map((d) => ({
    collection: d.collection,
    entity_id: d.entity_id,
    title: d.title,
    published: isPublished(d.collection, d.entity_id),
  }));
  for (const p of published) {
    if (out.some((o) => o.collection === p.collection && String(o.entity_id) === p.entity_id)) continue;
    const n = Number(p.entity_id);
    out.push({ collection: p.collection, entity_id: Number.isSafeInteger(n) ? n : null, title: p.entity_id, published: true });
  }
  return out;
}

/** One stored file to serve: a rendition by name, or a PDF's bytes. */
export async function findRendition(db: Db, id: string, name: string) {
  const [row] = await db
    .select({ data: mediaRenditions.data, etag: mediaRenditions.etag })
    .from(mediaRenditions)
    .where(and(eq(mediaRenditions.media_id, id), eq(mediaRenditions.name, name)));
  return row;
}

export async function findPdf(db: Db, id: string) {
  const [row] = await db
    .select({ data: media.data, file_name: media.file_name, sha256: media.sha256 })
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, 'pdf')));
  if (!row) return undefined;
  const [usage] = await db.select({ id: mediaUsages.id }).from(mediaUsages).where(eq(mediaUsages.media_id, id)).limit(1);
  return { ...row, published: usage !== undefined };
}
