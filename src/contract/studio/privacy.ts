import { z } from 'zod';
import { SubmissionKindSchema } from '../forms';

// Wire schemas of the studio's personal-data calls (src/contract/endpoints/studio-privacy.ts;
// docs/decisions/320-personal-data.md). Admin only.
// Error texts are codes, answered in the staff member's language.

/** Digits of a phone number as compared: `+62 812-3456-7890`, `62812…` and `0812…` are one number. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').replace(/^62/, '0');

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An e-mail as stored (compared exactly, case-insensitively: `%` and `_` are plain characters here). */
const email = z.preprocess(
  blankToUndefined,
  z
    .string('invalid')
    .trim()
    .max(254, 'too_long')
    .regex(/^[^\s@]+@[^\s@]+$/, 'email')
    .optional(),
);
/** A phone number in any common writing; at least 8 digits, so it can never match a blank one. */
const phone = z.preprocess(
  blankToUndefined,
  z
    .string('invalid')
    .trim()
    .max(40, 'too_long')
    .regex(/^\+?[\d\s.\-()]+$/, 'phone')
    .refine((v) => phoneDigits(v).length >= 8 && phoneDigits(v).length <= 15, 'phone')
    .optional(),
);

/** Whom to look for: an e-mail, a phone or both — never neither (an empty search must not match everyone). */
export const PrivacySubjectSchema = z
  .strictObject({ email, phone }, { error: 'invalid' })
  .refine((s) => s.email !== undefined || s.phone !== undefined, { message: 'required', path: ['email'] });
export type PrivacySubject = z.infer<typeof PrivacySubjectSchema>;

/** An erasure must say so explicitly: `confirm: true`. */
export const PrivacyEraseSchema = z
  .strictObject({ email, phone, confirm: z.literal(true, 'confirm') }, { error: 'invalid' })
  .refine((s) => s.email !== undefined || s.phone !== undefined, { message: 'required', path: ['email'] });
export type PrivacyErase = z.infer<typeof PrivacyEraseSchema>;

// ---------------------------------------------------------------- what is held

export const HeldSubmissionSchema = z.object({
  id: z.string(),
  /** The short reference shown to the visitor where one was given; else null (the id is the reference). */
  reference: z.string().nullable(),
  kind: SubmissionKindSchema,
  created_at: z.string(),
  file_count: z.number().int(),
  note_count: z.number().int(),
});
export const HeldRegistrationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  brand_slug: z.string(),
  serial_number: z.string(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
});
export const HeldAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  created_at: z.string(),
  session_count: z.number().int(),
});
export const HeldSubscriptionSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export const HeldLotteryCodeSchema = z.object({ code: z.string(), campaign_id: z.number().int(), submission_id: z.string() });

export const PrivacyHoldingsSchema = z.object({
  submissions: z.array(HeldSubmissionSchema),
  product_registrations: z.array(HeldRegistrationSchema),
  accounts: z.array(HeldAccountSchema),
  subscriptions: z.array(HeldSubscriptionSchema),
  lottery_codes: z.array(HeldLotteryCodeSchema),
});
export type PrivacyHoldings = z.infer<typeof PrivacyHoldingsSchema>;
export const PrivacySearchResponseSchema = z.object({ data: PrivacyHoldingsSchema });

/** Rows deleted (or found) per table. */
export const PrivacyCountsSchema = z.object({
  submissions: z.number().int(),
  submission_files: z.number().int(),
  submission_notes: z.number().int(),
  lottery_codes: z.number().int(),
  product_registrations: z.number().int(),
  accounts: z.number().int(),
  sessions: z.number().int(),
  subscriptions: z.number().int(),
});
export type PrivacyCounts = z.infer<typeof PrivacyCountsSchema>;
export const PrivacyEraseResponseSchema = z.object({ data: z.object({ counts: PrivacyCountsSchema }) });

// ---------------------------------------------------------------- the access request's download

const ExportFileSchema = z.object({
  field: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  data_base64: z.string(),
});
const ExportNoteSchema = z.object({ body: z.string(), created_at: z.string() });
export const PrivacyExportSchema = z.object({
  exported_at: z.string(),
  controller: z.string(),
  submissions: z.array(
    z.object({
      id: z.string(),
      reference: z.string().nullable(),
      kind: z.string(),
      created_at: z.string(),
      lang: z.string(),
      fields: z.record(z.string(), z.unknown()),
      files: z.array(ExportFileSchema),
      notes: z.array(ExportNoteSchema),
    }),
  ),
  product_registrations: z.array(z.record(z.string(), z.unknown())),
  accounts: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  lottery_codes: z.array(HeldLotteryCodeSchema),
});
export type PrivacyExport = z.infer<typeof PrivacyExportSchema>;

// ---------------------------------------------------------------- retention (docs/decisions/320)

export const RetentionPeriodSchema = z.object({ kind: SubmissionKindSchema, months: z.number().int() });
export const PurgeCountsSchema = z.object({
  by_kind: z.record(z.string(), z.number().int()),
  submissions: z.number().int(),
  submission_files: z.number().int(),
  submission_notes: z.number().int(),
  lottery_codes: z.number().int(),
  product_registrations: z.number().int(),
  subscriptions: z.number().int(),
  sessions: z.number().int(),
});
export type PurgeCounts = z.infer<typeof PurgeCountsSchema>;
export const PurgeRunSchema = z.object({
  at: z.string(),
  /** The staff member who ran it from the studio; null for the timer and the command line. */
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  counts: PurgeCountsSchema,
});
export type PurgeRun = z.infer<typeof PurgeRunSchema>;
export const RetentionResponseSchema = z.object({
  data: z.object({
    periods: z.array(RetentionPeriodSchema),
    /** Unsubscribed newsletter addresses are kept this long after unsubscribing (the subscription kind's period). */
    purge_every_hours: z.number().int(),
    last_purge: PurgeRunSchema.nullable(),
  }),
});
export const PurgeResponseSchema = z.object({ data: PurgeRunSchema });
