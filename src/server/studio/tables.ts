import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DraftImage, DraftPdf } from '../../contract/studio/draft-schema';
import { COLLECTIONS, type CollectionKey, type Field } from '../../contract/studio/collections';
import {
  articles,
  brands,
  categories,
  companyProfile,
  faqs,
  giveaways,
  homeAttributes,
  jobVacancies,
  lotteryCampaigns,
  milestones,
  newsticker,
  pickupPoints,
  products,
  promotions,
  serviceCenters,
  siteFeatures,
  sliders,
  stores,
  testimonials,
  videos,
  webPages,
  type ImageRow,
} from '../db/schema';
import { studioImageRow, studioPdfUrl } from './media/image-row';
import type { Executor } from './audit';

// Which public table each collection of the registry publishes into, and how a draft's field values
// become the table's columns and back (docs/decisions/250-studio-drafts-beside-published.md). Draft field
// names are the column names, except: a region field fills province_code/city_code, a coordinates field
// lat/lng, an image field the public ImageRow (or its URL), a pdf field its public URL.

export const TABLES: Record<CollectionKey, PgTable> = {
  products,
  brands,
  categories,
  dealers: stores,
  'service-centers': serviceCenters,
  'pickup-points': pickupPoints,
  articles,
  jobs: jobVacancies,
  sliders,
  promotions,
  faqs,
  'web-pages': webPages,
  milestones,
  testimonials,
  newsticker,
  giveaways,
  'lottery-campaigns': lotteryCampaigns,
  'home-attributes': homeAttributes,
  'site-features': siteFeatures,
  videos,
  company: companyProfile,
};

/** The column that holds the entity id (`id`, or the milestone's year). */
export const idColumnOf = (collection: CollectionKey): string => COLLECTIONS[collection].idField ?? 'id';

const columnsOf = (collection: CollectionKey) => getTableColumns(TABLES[collection]) as Record<string, Column>;

/** Public columns a collection's drafts write (the others keep their value, or their default on insert). */
export function writtenColumns(collection: CollectionKey): string[] {
  const out: string[] = [];
  for (const field of COLLECTIONS[collection].fields) {
    if (field.kind === 'region') out.push('province_code', 'city_code');
    else if (field.kind === 'coordinates') out.push('lat', 'lng');
    else out.push(field.name);
    if (field.en) out.push(field.en);
  }
  return out;
}

const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const toIso = (value: unknown) => (typeof value === 'string' && value !== '' ? new Date(value).toISOString() : null);

function imageToDraft(value: unknown): DraftImage | null {
  if (typeof value === 'string') return value ? { url: value } : null;
  if (!value || typeof value !== 'object') return null;
  const row = value as ImageRow & { alt_en?: string; media_id?: string };
  const image: DraftImage = { url: row.url };
  for (const key of ['srcset', 'width', 'height', 'alt', 'alt_en'] as const) if (row[key] !== undefined && row[key] !== null) (image as Record<string, unknown>)[key] = row[key];
  const fromStudio = /^\/media\/studio\/([0-9a-f-]{36})\//.exec(row.url);
  if (fromStudio) return { media_id: fromStudio[1]!, ...image };
  return image;
}

/** A public row → the draft data the studio edits (for content that existed before the studio). */
export function rowToDraft(collection: CollectionKey, row: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const put = (field: Field, value: unknown): unknown => {
    switch (field.kind) {
      case 'region':
        return row.province_code && row.city_code ? { province_code: row.province_code, city_code: row.city_code } : null;
      case 'coordinates':
        return typeof row.lat === 'number' && typeof row.lng === 'number' ? { lat: row.lat, lng: row.lng } : null;
      case 'image':
        return imageToDraft(value);
      case 'images':
        return Array.isArray(value) ? value.map(imageToDraft).filter((i) => i !== null) : [];
      case 'pdf': {
        if (typeof value !== 'string' || value === '') return null;
        const fromStudio = /^\/media\/studio\/([0-9a-f-]{36})\//.exec(value);
        return fromStudio ? { media_id: fromStudio[1]!, url: value } : { url: value };
      }
      case 'datetime':
        return toIso(value);
      case 'date':
        return typeof value === 'string' ? value.slice(0, 10) : null;
      case 'number':
      case 'money':
        return typeof value === 'number' ? value : value === null || value === undefined ? null : Number(value);
      case 'list':
        return Array.isArray(value) ? value.map((item: Record<string, unknown>) => pickList(field.fields, item)) : [];
      default:
        return value ?? null;
    }
  };
  for (const field of COLLECTIONS[collection].fields) {
    data[field.name] = put(field, row[field.name]);
    if (field.en) data[field.en] = field.kind === 'strings' ? (row[field.en] ?? []) : (row[field.en] ?? null);
  }
  return data;
}

function pickList(fields: readonly Field[], item: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (item[field.name] !== undefined) out[field.name] = item[field.name];
    if (field.en && item[field.en] !== undefined && item[field.en] !== null && item[field.en] !== '') out[field.en] = item[field.en];
  }
  return out;
}

async function publicImage(tx: Executor, image: DraftImage): Promise<ImageRow & { alt_en?: string }> {
  if (image.media_id) return studioImageRow(tx, { media_id: image.media_id });
  const row: ImageRow & { alt_en?: string } = { url: image.url! };
  if (image.srcset) row.srcset = image.srcset;
  if (image.width) row.width = image.width;
  if (image.height) row.height = image.height;
  if (image.alt) row.alt = image.alt;
  if (image.alt_en) row.alt_en = image.alt_en;
  return row;
}

/** A validated draft → the public table's column values (media resolved to their public shape). */
export async function draftToRow(tx: Executor, collection: CollectionKey, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const columns = columnsOf(collection);
  const row: Record<string, unknown> = {};
  const nullable = (name: string, value: unknown, fallback: unknown = null) => {
    const column = columns[name];
    if (!empty(value)) return value;
    if (column?.notNull) return Array.isArray(value) ? value : column.columnType === 'PgJsonb' ? [] : column.dataType === 'boolean' ? false : column.dataType === 'number' ? 0 : '';
    return fallback;
  };
  for (const field of COLLECTIONS[collection].fields) {
    const value = data[field.name];
    switch (field.kind) {
      case 'region': {
        const region = value as { province_code: string; city_code: string } | null | undefined;
        row.province_code = region?.province_code ?? null;
        row.city_code = region?.city_code ?? null;
        break;
      }
      case 'coordinates': {
        const point = value as { lat: number; lng: number } | null | undefined;
        row.lat = point?.lat ?? null;
        row.lng = point?.lng ?? null;
        break;
      }
      case 'image':
        row[field.name] = value ? (field.store === 'url' ? (await publicImage(tx, value as DraftImage)).url : await publicImage(tx, value as DraftImage)) : null;
        break;
      case 'images':
        row[field.name] = await Promise.all(((value as DraftImage[] | null | undefined) ?? []).map((image) => publicImage(tx, image)));
        break;
      case 'pdf': {
        const pdf = value as DraftPdf | null | undefined;
        row[field.name] = pdf ? (pdf.media_id ? await studioPdfUrl(tx, { media_id: pdf.media_id }) : pdf.url) : null;
        break;
      }
      case 'boolean':
        row[field.name] = value === true;
        break;
      case 'list':
        row[field.name] = ((value as Record<string, unknown>[] | null | undefined) ?? []).map((item) => pickList(field.fields, item));
        break;
      case 'strings':
        row[field.name] = (value as string[] | null | undefined) ?? [];
        break;
      default:
        row[field.name] = nullable(field.name, value);
    }
    if (field.en) {
      const en = data[field.en];
      row[field.en] = field.kind === 'strings' ? (empty(en) ? null : en) : empty(en) ? null : en;
    }
  }
  return row;
}
