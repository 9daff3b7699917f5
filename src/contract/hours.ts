import { z } from 'zod';
import { dayProblem } from './hours-terms';

// The wire schemas of opening hours (docs/decisions/025-dealer-finders.md). What the hours mean — day specs,
// time zones, open now — is in hours-terms.ts, without zod, so a page's first screen can use it without
// loading zod (docs/decisions/113-first-screen.md).

export const DaySpecSchema = z
  .string()
  .max(100, 'too_long')
  .refine((spec) => dayProblem(spec) === undefined, 'hours');
export const IsoDateSchema = z.iso.date('date');

export const HoursExceptionSchema = z.strictObject({
  date: IsoDateSchema,
  hours: DaySpecSchema,
  note: z.string().max(200, 'too_long').optional(),
});
export type HoursException = z.infer<typeof HoursExceptionSchema>;

/** A store's hours: `week` Monday first, its own overrides by date (they win over the holiday calendar). */
export const OpeningHoursSchema = z.strictObject({
  week: z.tuple([DaySpecSchema, DaySpecSchema, DaySpecSchema, DaySpecSchema, DaySpecSchema, DaySpecSchema, DaySpecSchema], {
    error: 'invalid',
  }),
  exceptions: z
    .array(HoursExceptionSchema, 'invalid')
    .max(200, 'too_many')
    .refine((list) => new Set(list.map((e) => e.date)).size === list.length, 'duplicate'),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

/** One entry of the holiday calendar every store follows: closed ('') or these hours, from `date` to `end_date`. */
export const HolidaySchema = z.object({
  date: z.string(),
  end_date: z.string().nullable(),
  name: z.string(),
  hours: z.string(),
});
export type Holiday = z.infer<typeof HolidaySchema>;
