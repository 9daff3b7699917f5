import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  ATTRIBUTE_KEY,
  ATTRIBUTE_TYPES,
  MAX_ATTRIBUTE_NUMBER,
  MAX_ATTRIBUTES,
  MAX_OPTIONS,
  type AttributeValue,
  type AttributeValues,
} from './attributes-terms';
import { opt, type Field } from './fields';

// Typed specifications (docs/decisions/205-one-declaration-per-content-type.md): a category declares its
// attributes — a number with a unit, a choice (one or several of its options), yes/no, or a short text —
// in its own `attributes` list, edited by administrators; each product of the category carries values for
// them in `attrs` (attribute key → value), edited with the widget of the attribute's type and checked by the
// server against the product's category. Free-text `specs` rows stay for what is not typed.

/** The sub-fields of a category's `attributes` list, in the order the studio shows them. */
export const attributeFields = [
  { name: 'key', kind: 'slug', required: true, max: 40, label: msg`Kunci (huruf kecil, angka, "-")` },
  { name: 'label', en: 'label_en', kind: 'text', required: true, max: 100, label: msg`Nama atribut` },
  {
    name: 'type',
    kind: 'select',
    required: true,
    label: msg`Jenis`,
    options: [
      opt('number', msg`Angka (dengan satuan)`),
      opt('choice', msg`Pilihan`),
      opt('boolean', msg`Ya/tidak`),
      opt('text', msg`Teks`),
    ],
  },
  { name: 'unit', en: 'unit_en', kind: 'text', max: 20, label: msg`Satuan (untuk angka, mis. g, m, jam)` },
  { name: 'options', en: 'options_en', kind: 'strings', max: MAX_OPTIONS, label: msg`Pilihan (untuk jenis pilihan)` },
  { name: 'multiple', kind: 'boolean', label: msg`Produk boleh punya beberapa pilihan` },
  { name: 'filterable', kind: 'boolean', label: msg`Dapat difilter di daftar produk` },
  { name: 'compared', kind: 'boolean', label: msg`Ditampilkan saat membandingkan` },
  {
    name: 'fits',
    kind: 'slug',
    max: 40,
    label: msg`Cocok dengan atribut (kunci atribut perangkat yang nilainya harus sama)`,
  },
] as const satisfies readonly Field[];

/** One attribute as a category stores it (the draft's list row, published as is). */
export const AttributeDefSchema = z.object({
  key: z.string().regex(ATTRIBUTE_KEY),
  label: z.string(),
  label_en: z.string().nullish(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullish(),
  unit_en: z.string().nullish(),
  options: z.array(z.string()).nullish(),
  options_en: z.array(z.string()).nullish(),
  multiple: z.boolean().nullish(),
  filterable: z.boolean().nullish(),
  compared: z.boolean().nullish(),
  /**
   * A compatibility rule (src/server/repositories/fits.ts): a product of this category fits any product whose
   * attribute with this key shares a value with its own value of this attribute (a mic's output and a
   * camera's or interface's input; a filter's thread and a lens's).
   */
  fits: z.union([z.string().regex(ATTRIBUTE_KEY), z.literal('')]).nullish(),
});
export type AttributeDef = z.infer<typeof AttributeDefSchema>;

/** The definitions of a stored `attributes` column, skipping any row that is not well formed. */
export function attributeDefs(stored: unknown): AttributeDef[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((row) => {
    const parsed = AttributeDefSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The well-formedness of a product's `attrs` on its own (the draft schema): keys as attribute keys, values of
 * the four types. Whether they fit the category's attributes is `attributeValuesSchema`'s business.
 */
export const AnyAttributeValuesSchema = z
  .record(
    z.string().regex(ATTRIBUTE_KEY, 'invalid'),
    z.union(
      [
        z.number('invalid').finite('number').min(-MAX_ATTRIBUTE_NUMBER, 'number').max(MAX_ATTRIBUTE_NUMBER, 'number'),
        z.boolean(),
        z.string().max(500, 'too_long'),
        z.array(z.string().max(200, 'too_long')).max(MAX_OPTIONS, 'too_many'),
      ],
      { error: 'invalid' },
    ),
    { error: 'invalid' },
  )
  .refine((values) => Object.keys(values).length <= MAX_ATTRIBUTES, 'too_many');

/** The schema of one attribute's value by its type: wrong types are refused with the draft's error codes. */
function valueSchema(def: AttributeDef): z.ZodType {
  switch (def.type) {
    case 'number':
      return z.number('number').finite('number').min(-MAX_ATTRIBUTE_NUMBER, 'number').max(MAX_ATTRIBUTE_NUMBER, 'number');
    case 'boolean':
      return z.boolean('invalid');
    case 'text':
      return z.string('invalid').trim().min(1, 'required').max(500, 'too_long');
    case 'choice': {
      const options = def.options ?? [];
      const one = z.string('choice').refine((v) => options.includes(v), 'choice');
      return def.multiple
        ? z
            .array(one, 'choice')
            .min(1, 'required')
            .max(MAX_OPTIONS, 'too_many')
            .refine((v) => new Set(v).size === v.length, 'invalid')
        : one;
    }
  }
}

/** The values a product of a category with these attributes may carry: only its keys, each of its type. */
export function attributeValuesSchema(defs: readonly AttributeDef[]): z.ZodType<AttributeValues> {
  return z.strictObject(Object.fromEntries(defs.map((def) => [def.key, valueSchema(def).optional()])), {
    error: 'invalid',
  }) as z.ZodType<AttributeValues>;
}

/** A category's attribute list must be consistent: unique keys, a choice has options, units only on numbers. */
export function attributeListErrors(rows: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!Array.isArray(rows)) return errors;
  const seen = new Set<string>();
  rows.forEach((row: Partial<AttributeDef> | null, i) => {
    if (!row || typeof row !== 'object') return;
    if (typeof row.key === 'string' && row.key !== '') {
      if (seen.has(row.key)) errors[`attributes.${i}.key`] = ['taken'];
      seen.add(row.key);
    }
    const options = row.options ?? [];
    if (row.type === 'choice' && options.length === 0) errors[`attributes.${i}.options`] = ['required'];
    if (row.type === 'choice' && new Set(options).size !== options.length) errors[`attributes.${i}.options`] = ['invalid'];
    if (row.options_en && row.options_en.length > 0 && row.options_en.length !== options.length)
      errors[`attributes.${i}.options_en`] = ['invalid'];
  });
  return errors;
}

/** A product's stored values, only those that fit the category's attributes now (a renamed option drops out). */
export function validValues(defs: readonly AttributeDef[], stored: unknown): AttributeValues {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const out: AttributeValues = {};
  for (const def of defs) {
    const value = (stored as Record<string, unknown>)[def.key];
    if (value === undefined || value === null) continue;
    if (valueSchema(def).safeParse(value).success) out[def.key] = value as AttributeValue;
  }
  return out;
}
