import { z } from 'zod';

// Shapes shared by every api/cms endpoint (docs/product.md §7.6).

export const LangSchema = z.enum(['id', 'en']);
export type Lang = z.infer<typeof LangSchema>;

export const ErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/**
 * A studio preview token (`?preview=`, docs/decisions/250-staff-studio.md): every public read takes one; for the staff
 * session it was made for, the read answers with that draft in place of the published entry, never cached.
 */
export const PreviewTokenSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9._-]+$/);

export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const ImageSchema = z.object({
  url: z.string(),
  srcset: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  alt: z.string().optional(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Laravel-style page: current_page, last_page, total, per_page, from, to, data (docs/product.md §3). */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    data: z.array(item),
  });

/** Query parameters arrive as strings: these coerce and bound them, so bad input is a 400. */
export const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);
export const perPageParam = (fallback: number, max = 100) => z.coerce.number().int().min(1).max(max).default(fallback);
export const slugParam = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-_.]*$/i, 'slug may contain letters, digits, "-", "_" and "."');
export const optionalSlugParam = slugParam.optional();
export const searchParam = z.string().trim().max(200);
