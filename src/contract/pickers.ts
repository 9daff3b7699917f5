import { z } from 'zod';
import { LangQuerySchema } from './catalogue';
import { envelope } from './common';

// Lightweight lists for pickers and menus (`v2/product/list_*`) and the support form's product list
// (docs/product.md §7.1, §7.5). Every item is small: an id, a slug and a display name.

/** `v2/product/list_product`: every product, by name (for the B2B / support product pickers). */
export const ProductPickSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand_slug: z.string(),
  category_slug: z.string(),
});
export const ProductPickListResponseSchema = envelope(z.array(ProductPickSchema));

/** `v2/product/list_event`: every event (kind = event), newest first (for the events menu). */
export const EventPickSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  event_date: z.string().nullable(),
});
export const EventPickListResponseSchema = envelope(z.array(EventPickSchema));

/** `v2/product/list_lowongan_kerja`: open job vacancies, newest first (for the career menu / form). */
export const JobPickSchema = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const JobPickListResponseSchema = envelope(z.array(JobPickSchema));

/** `v2/support/product?brand_id`: the products of one brand (numeric id or slug), by name. */
export const SupportProductQuerySchema = LangQuerySchema.extend({
  brand_id: z.union([
    z.coerce.number().int().min(1).max(2_147_483_647),
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-_.]*$/i, 'brand_id is a brand id or slug')
      .max(200),
  ]),
});
export const SupportProductSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const SupportProductsResponseSchema = envelope(z.array(SupportProductSchema));
