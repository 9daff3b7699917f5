import { z } from 'zod';
import { LangSchema } from './common';
import { CONNECTION_TYPES, PAGE_TYPES, WEB_VITAL_MAX, WEB_VITAL_NAMES, WEB_VITALS_WINDOWS, type WebVitalName } from './web-vitals-terms';

// Wire schemas of real-user measurements (src/contract/endpoints/web-vitals.ts; docs/decisions/111-measuring.md):
// the beacon a sampled visit sends, and the studio's p75 report. No field can carry personal data: a page
// type from the route table, a connection class, a flag and numbers.

const MetricNameSchema = z.enum(WEB_VITAL_NAMES);

/** One metric of a page view: a finite, non-negative number no larger than its believable maximum. */
export const WebVitalSchema = z
  .strictObject({ name: MetricNameSchema, value: z.number().min(0) })
  .refine((metric) => metric.value <= WEB_VITAL_MAX[metric.name], { message: 'too_large', path: ['value'] });

export const WebVitalsBeaconSchema = z.strictObject({
  page: z.enum(PAGE_TYPES),
  connection: z.enum(CONNECTION_TYPES),
  /** The visit had been here before: a service worker already controlled the page. */
  repeat: z.boolean(),
  metrics: z
    .array(WebVitalSchema)
    .min(1)
    .max(WEB_VITAL_NAMES.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, { message: 'duplicate_metric' }),
});
export type WebVitalsBeacon = z.infer<typeof WebVitalsBeaconSchema>;

/** How many of the beacon's metrics were kept (0 when the server's write budget for this minute is spent). */
export const WebVitalsAcceptedSchema = z.object({ stored: z.number().int() });

export const WebVitalsVisitSchema = z.enum(['all', 'first', 'repeat']);
export type WebVitalsVisit = z.infer<typeof WebVitalsVisitSchema>;

export const WebVitalsReportQuerySchema = z.object({
  lang: LangSchema.optional(),
  visit: WebVitalsVisitSchema.default('all'),
});

const MetricSummarySchema = z.object({ p75: z.number(), samples: z.number().int() });
export const WebVitalsRowSchema = z.object({
  /** A route key; a key since renamed or removed stays as it was stored. */
  page: z.string(),
  /** `all`: every connection of the page together. */
  connection: z.enum([...CONNECTION_TYPES, 'all']),
  metrics: z.object(
    Object.fromEntries(WEB_VITAL_NAMES.map((name) => [name, MetricSummarySchema.nullable()])) as Record<
      WebVitalName,
      z.ZodNullable<typeof MetricSummarySchema>
    >,
  ),
});
export type WebVitalsRow = z.infer<typeof WebVitalsRowSchema>;

export const WebVitalsReportSchema = z.object({
  data: z.object({
    sample_rate: z.number(),
    windows: z.array(z.object({ days: z.literal(WEB_VITALS_WINDOWS), rows: z.array(WebVitalsRowSchema) })),
  }),
});
export type WebVitalsReport = z.infer<typeof WebVitalsReportSchema>['data'];
