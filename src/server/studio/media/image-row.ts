import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { MediaRef } from '@/contract/studio/media';
import { media, mediaRenditions, mediaUsages, type ImageRow } from '@/server/db/schema';
import { cropBox, cropName, cropRenditions, widthsFor } from './process';
import { PLAIN_RENDITION, pdfUrl, srcsetOf, type Db, type RenditionInfo } from './repository';

// What the publish step needs from the media library (docs/decisions/260-studio-media-and-csv.md): a draft's
// `{ media_id }` turned into the public `ImageRow` the content API already serves (url, srcset, width,
// height, alt), a PDF's public URL, and the record of which published entity uses which medium (a PDF is
// served to visitors only while a published entity uses it; a used medium cannot be deleted).

/** The public image shape, with the English alt text beside the Indonesian one. */
export type StudioImageRow = ImageRow & { url: string; srcset: string; width: number; height: number; alt: string; alt_en: string };

/** A draft names a medium that does not exist, or one of the other kind (an image field holding a PDF). */
export class MediaRefError extends Error {
  constructor(
    readonly mediaId: string,
    readonly reason: 'missing' | 'kind',
  ) {
    super(`Medium ${mediaId}: ${reason}`);
    this.name = 'MediaRefError';
  }
}

async function load(db: Db, ref: MediaRef, kind: 'image' | 'pdf') {
  const [row] = await db
    .select({
      id: media.id,
      kind: media.kind,
      file_name: media.file_name,
      alt: media.alt,
      alt_en: media.alt_en,
      focal_x: media.focal_x,
      focal_y: media.focal_y,
      revision: media.revision,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(eq(media.id, ref.media_id));
  if (!row) throw new MediaRefError(ref.media_id, 'missing');
  if (row.kind !== kind) throw new MediaRefError(ref.media_id, 'kind');
  return row;
}

/**
 * The public `ImageRow` of a draft's image. Without `aspect`: the uploaded image's renditions (320–1280
 * wide, never upscaled), `url` the 640-wide one. With `aspect` (height / width, e.g. 1 for a square
 * product shot, 3/8 for a slider): renditions cropped around the medium's focal point, cut once from the
 * stored master and kept (their names carry the focal point, so a later focal change makes new files and
 * the year-long cache of the old ones stays true).
 */
export async function studioImageRow(db: Db, ref: MediaRef, options: { aspect?: number } = {}): Promise<StudioImageRow> {
  const row = await load(db, ref, 'image');
  let renditions: RenditionInfo[];
  if (options.aspect === undefined) {
    renditions = await db
      .select({
        media_id: mediaRenditions.media_id,
        name: mediaRenditions.name,
        width: mediaRenditions.width,
        height: mediaRenditions.height,
      })
      .from(mediaRenditions)
      .where(and(eq(mediaRenditions.media_id, row.id), PLAIN_RENDITION));
  } else {
    renditions = await ensureCrop(db, row, options.aspect);
  }
  const shown = srcsetOf(row.id, renditions);
  return { ...shown, alt: row.alt, alt_en: row.alt_en };
}

async function ensureCrop(
  db: Db,
  row: { id: string; width: number | null; height: number | null; focal_x: number; focal_y: number; revision: number },
  aspect: number,
): Promise<RenditionInfo[]> {
  if (!(aspect > 0 && aspect <= 10)) throw new RangeError(`aspect ${aspect}`);
  const box = cropBox(row.width!, row.height!, aspect, row.focal_x, row.focal_y);
  const wanted = widthsFor(box.width).map((width) => {
    const height = Math.max(1, Math.round(width * aspect));
    return { media_id: row.id, name: cropName(width, height, row.focal_x, row.focal_y, row.revision), width, height };
  });
  const names = wanted.map((w) => w.name);
  const have = await db
    .select({ name: mediaRenditions.name })
    .from(mediaRenditions)
    .where(and(eq(mediaRenditions.media_id, row.id), inArray(mediaRenditions.name, names)));
  if (have.length < wanted.length) {
    const [master] = await db.select({ data: media.data }).from(media).where(eq(media.id, row.id));
    const made = await cropRenditions(master!.data, row.width!, row.height!, aspect, row.focal_x, row.focal_y, row.revision);
    await db
      .insert(mediaRenditions)
      .values(made.map((r) => ({ media_id: row.id, name: r.name, width: r.width, height: r.height, etag: r.etag, data: r.data })))
      .onConflictDoNothing();
  }
  return wanted;
}

/** The public URL of a draft's PDF: `/media/studio/{id}/{name}.pdf` (public once setMediaUsages lists it). */
export async function studioPdfUrl(db: Db, ref: MediaRef): Promise<string> {
  const row = await load(db, ref, 'pdf');
  return pdfUrl(row.id, row.file_name);
}

/** Every `media_id` in a draft's data, at any depth (image, images, pdf fields and lists of them). */
export function collectMediaIds(data: unknown, out = new Set<string>(), depth = 0): string[] {
  if (depth > 32 || data === null || typeof data !== 'object') return [...out];
  if (Array.isArray(data)) for (const item of data) collectMediaIds(item, out, depth + 1);
  else
    for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
      if (key === 'media_id' && typeof value === 'string') out.add(value);
      else collectMediaIds(value, out, depth + 1);
    }
  return [...out];
}

/**
 * Records the media a published entity uses, replacing what it used before: call it in the publish
 * transaction with `collectMediaIds(publishedDraft)`, and with `[]` on unpublish or delete.
 */
export async function setMediaUsages(
  db: Db,
  usage: { collection: string; entityId: string | number; mediaIds: readonly string[] },
): Promise<void> {
  const entityId = String(usage.entityId);
  const ids = [...new Set(usage.mediaIds)];
  const here = and(eq(mediaUsages.collection, usage.collection), eq(mediaUsages.entity_id, entityId));
  await db.delete(mediaUsages).where(ids.length > 0 ? and(here, notInArray(mediaUsages.media_id, ids)) : here);
  if (ids.length === 0) return;
  const known = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
  if (known.length !== ids.length) {
    const missing = ids.find((id) => !known.some((k) => k.id === id))!;
    throw new MediaRefError(missing, 'missing');
  }
  await db
    .insert(mediaUsages)
    .values(ids.map((id) => ({ media_id: id, collection: usage.collection, entity_id: entityId })))
    .onConflictDoNothing();
}
