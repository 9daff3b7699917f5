import { z } from 'zod';
import { AnyAttributeValuesSchema } from '@/contract/collections/attributes';
import { type CollectionKey, type Field } from '@/contract/collections/fields';
import { COLLECTIONS } from '@/contract/collections/registry';
import { DaySpecSchema, OpeningHoursSchema } from '@/contract/hours';

// The zod schema of a collection's draft, derived from its fields in the registry (collections.ts): the
// server validates every save with it, the studio's forms use it through @mantine/form's zod resolver.
// Error texts are codes (as in src/contract/forms.ts), rendered in the staff member's language.

export const DRAFT_ERROR_CODES = [
  'required',
  'too_long',
  'invalid',
  'number',
  'url',
  'slug',
  'choice',
  'date',
  'too_many',
  'hours',
  'duplicate',
] as const;
export type DraftErrorCode = (typeof DRAFT_ERROR_CODES)[number];

/** Lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_TEXT = 200_000;
const mediaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid');

/**
 * An absolute http(s) URL or a path on this site ("/media/…"), as the WHATWG URL parser reads it: whatever is
 * stored here is later resolved by the page heads and JSON-LD (`new URL(value, base)`), so it must parse.
 */
const isUrl = (value: string) => {
  const path = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  try {
    return path ? new URL(value, 'https://denka.invalid/').host === 'denka.invalid' : ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
/** A stored URL: empty (none) or a URL as `isUrl` says. */
const urlText = () =>
  z
    .string()
    .max(2_000, 'too_long')
    .refine((v) => v === '' || isUrl(v), 'url');

/** A required file field left empty says "required", as an empty text does (not zod's "expected object"). */
const missingOr = (code: string) => ({
  error: (issue: { input?: unknown }) => (issue.input == null || issue.input === '' ? 'required' : code),
});

/** An image in a draft: an uploaded medium (`media_id`, docs/decisions/250) or an existing public image (its URL). */
export const DraftImageSchema = z
  .strictObject(
    {
      media_id: mediaId.optional(),
      url: urlText().optional(),
      srcset: z.string().max(5_000, 'too_long').optional(),
      width: z.number().int().min(1).max(100_000).optional(),
      height: z.number().int().min(1).max(100_000).optional(),
      alt: z.string().max(500, 'too_long').optional(),
      alt_en: z.string().max(500, 'too_long').optional(),
    },
    missingOr('invalid'),
  )
  .refine((image) => image.media_id !== undefined || (image.url !== undefined && image.url !== ''), 'required');
export type DraftImage = z.infer<typeof DraftImageSchema>;

/** A PDF in a draft: an uploaded medium or an existing public URL. */
export const DraftPdfSchema = z
  .strictObject(
    {
      media_id: mediaId.optional(),
      url: urlText().optional(),
      name: z.string().max(300, 'too_long').optional(),
    },
    missingOr('invalid'),
  )
  .refine((pdf) => pdf.media_id !== undefined || (pdf.url !== undefined && pdf.url !== ''), 'required');
export type DraftPdf = z.infer<typeof DraftPdfSchema>;

/**
 * A number whose wrong type says "invalid number" and whose absence says "required": zod leaves the input
 * out of its issues, so fieldErrorCodes cannot tell a malformed value (a CSV cell "-6.2x") from a missing one.
 */
const numberOf = () => z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') });

export const CoordinatesSchema = z.strictObject({
  lat: numberOf().min(-90, 'number').max(90, 'number'),
  lng: numberOf().min(-180, 'number').max(180, 'number'),
});
export const RegionSchema = z.strictObject({
  province_code: z.string().regex(/^[0-9.]{1,20}$/, 'invalid'),
  city_code: z.string().regex(/^[0-9.]{1,20}$/, 'invalid'),
});

function textSchema(field: Field, required: boolean): z.ZodType {
  let schema = z.string('invalid').max(Math.min(field.max ?? 10_000, MAX_TEXT), 'too_long');
  if (field.kind === 'url') schema = schema.refine((v) => v === '' || isUrl(v), 'url') as unknown as z.ZodString;
  if (field.kind === 'slug') schema = schema.refine((v) => v === '' || SLUG_PATTERN.test(v), 'slug') as unknown as z.ZodString;
  if (required) return schema.refine((v) => v.trim() !== '', 'required');
  return schema;
}

/** The schema of one field's value (English twins take the same schema, never required). */
export function fieldSchema(field: Field, required = field.required === true): z.ZodType {
  let schema: z.ZodType;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'url':
    case 'slug':
      schema = textSchema(field, required);
      break;
    case 'number':
      schema = numberOf()
        .int('number')
        .min(field.min ?? -1_000_000_000, 'number')
        .max(field.maxValue ?? 1_000_000_000, 'number');
      break;
    case 'money':
      schema = numberOf().int('number').min(0, 'number').max(1_000_000_000_000, 'number');
      break;
    case 'boolean':
      schema = z.boolean('invalid');
      break;
    case 'date':
      schema = z.iso.date('date');
      break;
    case 'datetime':
      schema = z.iso.datetime({ offset: true, message: 'date' });
      break;
    case 'reference':
      schema =
        field.by === 'id'
          ? z.number(missingOr('invalid')).int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid')
          : z.string('invalid').regex(SLUG_PATTERN_LOOSE, 'invalid');
      break;
    case 'references':
      schema = z
        .array(
          field.by === 'id'
            ? z.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid')
            : z.string('invalid').regex(SLUG_PATTERN_LOOSE, 'invalid'),
          'invalid',
        )
        .max(field.max ?? 100, 'too_many');
      break;
    case 'image':
      schema = DraftImageSchema;
      break;
    case 'images':
      schema = z.array(DraftImageSchema, 'invalid').max(field.max ?? 30, 'too_many');
      break;
    case 'pdf':
      schema = DraftPdfSchema;
      break;
    case 'select':
      schema = z.enum(field.options.map((o) => o.value) as [string, ...string[]], missingOr('choice'));
      break;
    case 'strings':
      schema = z
        .array(z.string('invalid').max(field.max && field.max > 100 ? field.max : 1_000, 'too_long'), 'invalid')
        .max(field.max ?? 100, 'too_many');
      break;
    case 'coordinates':
      schema = CoordinatesSchema;
      break;
    case 'region':
      schema = RegionSchema;
      break;
    case 'hours':
      schema = OpeningHoursSchema;
      break;
    case 'day-hours':
      schema = DaySpecSchema;
      break;
    case 'list':
      schema = z.array(objectSchema(field.fields), 'invalid').max(field.max ?? 100, 'too_many');
      if (required) schema = (schema as z.ZodArray).min(1, 'required');
      break;
    case 'attributes':
      // Well formed here; whether the values fit the category's attributes the server checks (drafts.ts).
      schema = AnyAttributeValuesSchema;
      break;
  }
  if (required) return schema;
  return schema.nullable().optional();
}

/** Existing public slugs may hold capitals, "_" and "." (docs/product.md §7): references accept them. */
const SLUG_PATTERN_LOOSE = /^[A-Za-z0-9][A-Za-z0-9-_.]{0,199}$/;

function objectSchema(fields: readonly Field[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    shape[field.name] = field.required ? fieldSchema(field, true) : fieldSchema(field, false);
    if (field.en)
      shape[field.en] = field.kind === 'strings' ? fieldSchema(field, false) : fieldSchema({ ...field, required: false } as Field, false);
  }
  return z.strictObject(shape, { error: 'invalid' });
}

const cache = new Map<CollectionKey, z.ZodType>();

/** A collection's draft schema: every registry field (and English twin) of the collection, no other key. */
export function draftSchema(collection: CollectionKey): z.ZodType<Record<string, unknown>> {
  let schema = cache.get(collection);
  if (!schema) {
    // A required field is still optional while drafting: the slug may be generated, the rest is
    // checked by publishDraftSchema. Saving a draft only needs well-formed values.
    const shape: Record<string, z.ZodType> = {};
    for (const field of COLLECTIONS[collection].fields) {
      shape[field.name] = fieldSchema(field, false);
      if (field.en) shape[field.en] = fieldSchema({ ...field, required: false } as Field, false);
    }
    schema = z.strictObject(shape, { error: 'invalid' });
    cache.set(collection, schema);
  }
  return schema as z.ZodType<Record<string, unknown>>;
}

const publishCache = new Map<CollectionKey, z.ZodType>();

/** What publishing needs: every required field filled (the draft schema with `required` applied). */
export function publishSchema(collection: CollectionKey): z.ZodType<Record<string, unknown>> {
  let schema = publishCache.get(collection);
  if (!schema) {
    schema = objectSchema(COLLECTIONS[collection].fields.map((f) => (f.kind === 'slug' ? { ...f, required: false } : f)) as Field[]);
    publishCache.set(collection, schema);
  }
  return schema as z.ZodType<Record<string, unknown>>;
}

/** Field errors of a zod result as `{ "specs.0.label": ["required"] }` (codes; the server translates them). */
export function fieldErrorCodes(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || '_'];
    const code = (DRAFT_ERROR_CODES as readonly string[]).includes(issue.message)
      ? issue.message
      : issue.code === 'unrecognized_keys'
        ? 'invalid'
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'required'
          : 'invalid';
    for (const key of keys) if (!(errors[key] ??= []).includes(code)) errors[key].push(code);
  }
  return errors;
}
