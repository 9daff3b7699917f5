import { z } from 'zod';
import { LangQuerySchema } from './catalogue';
import { envelope, pageParam, paginated, perPageParam, searchParam, slugParam } from './common';
import { JOB_PAGE_SIZE, JOB_TYPES } from './careers-terms';

// Job vacancies (docs/product.md §3, §7 `v2/lowongan_kerja`).

export const JobTypeSchema = z.enum(JOB_TYPES);
export type JobType = z.infer<typeof JobTypeSchema>;

export const JobSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  job_category: z.string(),
  job_type: JobTypeSchema,
  /** Localised label of job_type, e.g. "Penuh waktu" / "Full-time". */
  job_type_label: z.string(),
  location: z.string(),
  city_id: z.string().nullable(),
  published_at: z.string(),
  closes_at: z.string().nullable(),
  is_open: z.boolean(),
});
export type JobSummary = z.infer<typeof JobSummarySchema>;

export const JobDetailSchema = JobSummarySchema.extend({
  description: z.string(),
  requirements: z.array(z.string()),
  external_url: z.string().nullable(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

/** A filter choice: `value` goes back in the query, `label` is shown. */
export const FilterOptionSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const JobFiltersSchema = z.object({
  job_categories: z.array(FilterOptionSchema),
  job_types: z.array(FilterOptionSchema),
  locations: z.array(FilterOptionSchema),
});
export type JobFilters = z.infer<typeof JobFiltersSchema>;

export const JobListQuerySchema = LangQuerySchema.extend({
  page: pageParam,
  per_page: perPageParam(JOB_PAGE_SIZE),
  /** A category value from `filters.job_categories` (either language, any case). */
  job_category: searchParam.optional(),
  job_type: JobTypeSchema.optional(),
  /** A location value from `filters.locations`: city name or city code. */
  location: searchParam.optional(),
  search: searchParam.optional(),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;
export const JobListResponseSchema = z.object({ data: paginated(JobSummarySchema), filters: JobFiltersSchema });

export const JobParamsSchema = z.object({ id: slugParam });
export const JobDetailResponseSchema = envelope(JobDetailSchema);
