import { z } from 'zod';
import { SubmissionKindSchema, type SubmissionKind } from '@/contract/forms';

// How long each kind of submission is kept (docs/decisions/320-personal-data.md): the defaults
// below, each replaceable through the environment, e.g. RETENTION_MONTHS="career=6,inquiry=36". Checked once
// at start-up (src/server/config.ts): an unknown kind or a period outside 1–120 months stops the server.

export type RetentionPeriods = Record<SubmissionKind, number>;

export const DEFAULT_RETENTION_MONTHS: RetentionPeriods = {
  career: 12,
  inquiry: 24,
  support: 24,
  // A customer's answer to a repair quote: kept as long as the request it answers.
  quote_decision: 24,
  lottery: 24,
  giveaway: 12,
  product_registration: 60,
  warranty_activation: 60,
  subscription: 12,
};

export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = 120;

/** `RETENTION_MONTHS`: comma-separated `kind=months`; unset or blank = every default. */
export const RetentionEnvSchema = z
  .string()
  .optional()
  .transform((value, ctx): RetentionPeriods => {
    const periods = { ...DEFAULT_RETENTION_MONTHS };
    for (const entry of (value ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const match = /^([a-z_]+)\s*=\s*(\d{1,3})$/.exec(entry);
      const kind = SubmissionKindSchema.safeParse(match?.[1]);
      const months = Number(match?.[2]);
      if (!match || !kind.success || months < MIN_RETENTION_MONTHS || months > MAX_RETENTION_MONTHS) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}": use kind=months with a kind of ${SubmissionKindSchema.options.join(', ')} and ${MIN_RETENTION_MONTHS}–${MAX_RETENTION_MONTHS} months`,
        });
        return z.NEVER;
      }
      periods[kind.data] = months;
    }
    return periods;
  });

export const retentionPeriods = (value?: string): RetentionPeriods => RetentionEnvSchema.parse(value);
