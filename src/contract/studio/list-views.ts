import { z } from 'zod';
import { CollectionParamsSchema, ENTITY_SORTS, ENTITY_STATUSES } from './api';
import { LIST_COLUMNS_MAX } from './list-columns';

// A staff member's saved views of a collection list (docs/decisions/250-staff-studio.md "Columns and saved
// views"): a name and the list's state as its address has it — search, filters, sort and columns. Each member
// sees only their own; the server refuses a column the collection's list does not offer.

/** At most this many views per staff member and collection. */
export const LIST_VIEWS_MAX = 20;
export const LIST_VIEW_NAME_MAX = 60;

/** Printable text: no control characters (a NUL cannot be stored; a tab or line break has no place in a menu). */
const printable = (value: string) => !/\p{Cc}/u.test(value);

const ViewNameSchema = z.string('required').trim().min(1, 'required').max(LIST_VIEW_NAME_MAX, 'too_long').refine(printable, 'invalid');

/** What a view restores: the list address's keys (src/studio/routes/collection-list-page.tsx), the page aside. */
export const ListViewStateSchema = z.strictObject(
  {
    q: z.string('invalid').trim().max(200, 'too_long').refine(printable, 'invalid').optional(),
    status: z.enum(ENTITY_STATUSES, 'choice').optional(),
    sort: z.enum(ENTITY_SORTS, 'choice').optional(),
    /** The list's reference filters, as its `ref` (checked as the list checks it). */
    ref: z.string('invalid').trim().max(300, 'too_long').refine(printable, 'invalid').optional(),
    unconfirmed: z.literal('yes', 'invalid').optional(),
    missing_en: z.literal('yes', 'invalid').optional(),
    /** The columns in their order (src/contract/studio/list-columns.ts); none: the list's defaults. */
    cols: z
      .array(z.string('invalid').max(64, 'too_long'), 'invalid')
      .min(1, 'required')
      .max(LIST_COLUMNS_MAX, 'too_many')
      .refine((cols) => new Set(cols).size === cols.length, 'duplicate')
      .optional(),
  },
  { error: 'invalid' },
);
export type ListViewState = z.infer<typeof ListViewStateSchema>;

export const ListViewCreateSchema = z.strictObject({ name: ViewNameSchema, state: ListViewStateSchema }, { error: 'invalid' });
/** A new name, the list's state now, or both. */
export const ListViewUpdateSchema = z
  .strictObject({ name: ViewNameSchema.optional(), state: ListViewStateSchema.optional() }, { error: 'invalid' })
  .refine((body) => body.name !== undefined || body.state !== undefined, 'required');
export const ListViewParamsSchema = CollectionParamsSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ListViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: ListViewStateSchema,
  updated_at: z.string(),
});
export type ListView = z.infer<typeof ListViewSchema>;
export const ListViewsResponseSchema = z.object({ data: z.array(ListViewSchema) });
export const ListViewResponseSchema = z.object({ data: ListViewSchema });
export const ListViewDeletedResponseSchema = z.object({ data: z.object({ id: z.number().int(), deleted: z.literal(true) }) });
