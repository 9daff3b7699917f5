import { z } from 'zod';
import { ImageSchema } from '@/contract/common';
import { OpeningHoursSchema } from '@/contract/hours';
import type { Field } from './fields';

// The public wire format of a collection's own fields, derived from its declaration: a field declared once
// (src/contract/collections/<collection>.ts) is validated in the studio, stored, served and parsed by the
// browser without being written again (docs/decisions/200-code-structure.md). Bilingual fields arrive as one
// value in the reader's language; images as the public image; lists as arrays of their own fields.

type Text = 'text' | 'textarea' | 'url' | 'slug' | 'pdf' | 'date' | 'datetime' | 'day-hours';

/** The zod type of one declared field on the wire. */
export type WireOf<F> = F extends { kind: 'list'; fields: readonly (infer S)[] }
  ? z.ZodArray<z.ZodObject<WireShape<S>>>
  : F extends { kind: 'strings' }
    ? z.ZodArray<z.ZodString>
    : F extends { kind: 'images' }
      ? z.ZodArray<typeof ImageSchema>
      : F extends { kind: 'hours' }
        ? F extends { required: true }
          ? typeof OpeningHoursSchema
          : z.ZodNullable<typeof OpeningHoursSchema>
        : F extends { kind: 'richtext' }
          ? z.ZodString
          : F extends { kind: 'boolean' }
            ? z.ZodBoolean
            : F extends { kind: 'number' | 'money' }
              ? F extends { required: true }
                ? z.ZodNumber
                : z.ZodNullable<z.ZodNumber>
              : F extends { kind: Text }
                ? F extends { required: true }
                  ? z.ZodString
                  : z.ZodNullable<z.ZodString>
                : never;

/** Field name → its wire type, for a union of declared fields. */
export type WireShape<F> = { [K in F as K extends { name: infer N extends string } ? N : never]: WireOf<K> };

const orNull = <T extends z.ZodType>(field: Field, type: T) => (field.required ? type : type.nullable());

function wireOf(field: Field): z.ZodType {
  switch (field.kind) {
    case 'list':
      return z.array(z.object(Object.fromEntries(field.fields.map((sub) => [sub.name, wireOf(sub)]))));
    case 'strings':
      return z.array(z.string());
    case 'images':
      return z.array(ImageSchema);
    case 'richtext':
      return z.string();
    case 'hours':
      return orNull(field, OpeningHoursSchema);
    case 'boolean':
      return z.boolean();
    case 'number':
    case 'money':
      return orNull(field, z.number().int());
    case 'text':
    case 'textarea':
    case 'url':
    case 'slug':
    case 'pdf':
    case 'date':
    case 'datetime':
    case 'day-hours':
      return orNull(field, z.string());
    default:
      throw new Error(`a ${field.kind} field (${field.name}) has no plain wire type: write it out`);
  }
}

/**
 * The wire shape of a declaration's fields, all but `omit` (those the schema writes itself, such as a
 * reference that arrives as the referenced entity). A field added to the declaration joins the wire.
 */
export function wireShape<const F extends readonly Field[], const O extends F[number]['name']>(
  fields: F,
  omit: readonly O[],
): WireShape<Exclude<F[number], { name: O }>> {
  const skip = new Set<string>(omit);
  return Object.fromEntries(fields.filter((f) => !skip.has(f.name)).map((f) => [f.name, wireOf(f)])) as WireShape<
    Exclude<F[number], { name: O }>
  >;
}

/** The names `wireShape(fields, omit)` serves, for the server's row mapping. */
export const wireFields = <F extends readonly Field[]>(fields: F, omit: readonly string[]): F[number][] =>
  fields.filter((f) => !omit.includes(f.name));
