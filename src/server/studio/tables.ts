import { eq, getTableColumns, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DraftImage, DraftPdf } from '@/contract/studio/draft-schema';
import { type CollectionKey, type Field } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import {
  articles,
  brands,
  categories,
  companyProfile,
  dealerProducts,
  faqs,
  giveaways,
  homeAttributes,
  homeSections,
  jobVacancies,
  lotteryCampaigns,
  milestones,
  newsticker,
  holidays,
  pickupPoints,
  products,
  promotions,
  serviceCenters,
  siteFeatures,
  sliders,
  stores,
  testimonials,
  videos,
  warrantyPolicies,
  webAccessories,
  webPages,
  type ImageRow,
} from '../db/schema';
import { studioImageRow, studioPdfUrl } from './media/image-row';
import type { Executor } from './audit';

// Which public table each collection of the registry publishes into, and how a draft's field values
// become the table's columns and back (docs/decisions/250-staff-studio.md). Draft field
// names are the column names, except: a region field fills province_code/city_code, a coordinates field
// lat/lng, an image field the public ImageRow (or its URL), a pdf field its public URL.

export const TABLES: Record<CollectionKey, PgTable> = {
  products,
  brands,
  categories,
  dealers: stores,
  'service-centers': serviceCenters,
  'pickup-points': pickupPoints,
  holidays,
  'dealer-stock': dealerProducts,
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
  'home-sections': homeSections,
  'site-features': siteFeatures,
  videos,
  company: companyProfile,
  'web-accessories': webAccessories,
};

/** The column that holds the entity id (`id`, or the milestone's year). */
export const idColumnOf = (collection: CollectionKey): string => COLLECTIONS[collection].idField ?? 'id';

const columnsOf = (collection: CollectionKey) => getTableColumns(TABLES[collection]) as Record<string, Column>;

/**
 * Fields kept in a table of their own: a brand's warranty terms are its row in warranty_policies (keyed by
 * the brand's slug; the warranty check reads them there). Draft field → that table's column.
 */
const BRAND_WARRANTY = {
  warranty_unit_months: 'unit_months',
  warranty_accessories_months: 'accessories_months',
  warranty_battery_months: 'battery_months',
  warranty_replacement_days: 'replacement_days',
  warranty_claim_steps: 'claim_steps',
  warranty_claim_steps_en: 'claim_steps_en',
  warranty_notes: 'notes',
  warranty_notes_en: 'notes_en',
} as const;
const sideField = (collection: CollectionKey, name: string) => collection === 'brands' && name in BRAND_WARRANTY;

/** Public rows with the values of their side tables, as draft field names (before rowToDraft). */
export async function withSideTables(
  tx: Executor,
  collection: CollectionKey,
  rows: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  if (collection !== 'brands' || rows.length === 0) return rows;
  const policies = await tx
    .select()
    .from(warrantyPolicies)
    .where(
      inArray(
        warrantyPolicies.brand_slug,
        rows.map((r) => String(r.slug)),
      ),
    );
  const bySlug = new Map(policies.map((p) => [p.brand_slug, p as Record<string, unknown>]));
  return rows.map((row) => {
    const policy = bySlug.get(String(row.slug));
    if (!policy) return row;
    const extra: Record<string, unknown> = {};
    for (const [field, column] of Object.entries(BRAND_WARRANTY)) extra[field] = policy[column];
    return { ...row, ...extra };
  });
}

/** Writes the side tables of a published entity (after its public row). */
export async function writeSideTables(
  tx: Executor,
  collection: CollectionKey,
  data: Record<string, unknown>,
  row: Record<string, unknown>,
): Promise<void> {
  if (collection !== 'brands') return;
  const slug = String(row.slug);
  if (typeof data.warranty_unit_months !== 'number') {
    // No terms of its own: the warranty check's defaults apply (decision 133).
    await tx.delete(warrantyPolicies).where(eq(warrantyPolicies.brand_slug, slug));
    return;
  }
  const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);
  const values = {
    unit_months: data.warranty_unit_months,
    accessories_months: num(data.warranty_accessories_months, 3),
    battery_months: num(data.warranty_battery_months, 3),
    replacement_days: num(data.warranty_replacement_days, 14),
    claim_steps: (data.warranty_claim_steps as string[] | null | undefined) ?? [],
    claim_steps_en: empty(data.warranty_claim_steps_en) ? null : (data.warranty_claim_steps_en as string[]),
    notes: (data.warranty_notes as string | null | undefined) ?? '',
    notes_en: empty(data.warranty_notes_en) ? null : (data.warranty_notes_en as string),
  };
  await tx
    .insert(warrantyPolicies)
    .values({ brand_slug: slug, ...values })
    .onConflictDoUpdate({ target: warrantyPolicies.brand_slug, set: values });
}

/** Public columns a collection's drafts write (the others keep their value, or their default on insert). */
export function writtenColumns(collection: CollectionKey): string[] {
  const out: string[] = [];
  for (const field of COLLECTIONS[collection].fields) {
    if (sideField(collection, field.name)) continue;
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
  for (const key of ['srcset', 'width', 'height', 'alt', 'alt_en'] as const)
    if (row[key] !== undefined && row[key] !== null) (image as Record<string, unknown>)[key] = row[key];
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

/** A draft image → the public ImageRow; an uploaded one is cut to the field's slot (`aspect`) around its focal point. */
async function publicImage(tx: Executor, image: DraftImage, aspect: number | undefined): Promise<ImageRow & { alt_en?: string }> {
  if (image.media_id) return studioImageRow(tx, { media_id: image.media_id }, aspect === undefined ? {} : { aspect });
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
    if (column?.notNull)
      return Array.isArray(value)
        ? value
        : column.columnType === 'PgJsonb'
          ? []
          : column.dataType === 'boolean'
            ? false
            : column.dataType === 'number'
              ? 0
              : '';
    return fallback;
  };
  for (const field of COLLECTIONS[collection].fields) {
    if (sideField(collection, field.name)) continue;
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
      case 'image': {
        const image = value ? await publicImage(tx, value as DraftImage, field.aspect) : null;
        row[field.name] = image && field.store === 'url' ? image.url : image;
        break;
      }
      case 'images': {
        // One after the other: the transaction is one connection, and node-postgres refuses (and warns
        // about) a query sent while another is still running on it.
        const images: (ImageRow & { alt_en?: string })[] = [];
        for (const image of (value as DraftImage[] | null | undefined) ?? []) images.push(await publicImage(tx, image, field.aspect));
        row[field.name] = images;
        break;
      }
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
      case 'attributes':
        row[field.name] = (value as Record<string, unknown> | null | undefined) ?? {};
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

/**
 * The image columns of a published entity's row that name `mediaId`, computed again from its published data:
 * after a medium's focal point or alt texts change, its slot crops are cut anew (new names, so the year-long
 * cache of the old ones stays true) and the public row points at them (docs/decisions/260-studio-media-and-csv.md).
 */
export async function imageColumnsNaming(
  tx: Executor,
  collection: CollectionKey,
  data: Record<string, unknown>,
  mediaId: string,
): Promise<Record<string, unknown>> {
  const row: Record<string, unknown> = {};
  const names = (value: unknown) => (value as DraftImage | null | undefined)?.media_id === mediaId;
  for (const field of COLLECTIONS[collection].fields) {
    const value = data[field.name];
    if (field.kind === 'image' && names(value)) {
      const image = await publicImage(tx, value as DraftImage, field.aspect);
      row[field.name] = field.store === 'url' ? image.url : image;
    } else if (field.kind === 'images' && Array.isArray(value) && value.some(names)) {
      const images: (ImageRow & { alt_en?: string })[] = [];
      for (const image of value as DraftImage[]) images.push(await publicImage(tx, image, field.aspect));
      row[field.name] = images;
    } else if (field.kind === 'pdf' && names(value)) {
      row[field.name] = await studioPdfUrl(tx, { media_id: mediaId }); // a replaced PDF's name, hence its URL, may change
    }
  }
  return row;
}
