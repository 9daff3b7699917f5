import { z } from 'zod';

// Wire schemas of the studio's lottery run (src/contract/endpoints/studio-lottery.ts;
// docs/decisions/325-lottery-draws.md). Marketing and admin only.
// The draw picks among the valid codes of a period with a recorded seed, so anyone can redo it.

export const WINNER_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type WinnerStatus = (typeof WINNER_STATUSES)[number];

const id = z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');
export const LotteryCampaignParamsSchema = z.object({ id });
export const LotteryDrawParamsSchema = z.object({ id });
export const LotteryWinnerParamsSchema = z.object({ id });

export const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const LotteryWinnerAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  masked_name: z.string(),
  city: z.string(),
  status: z.enum(WINNER_STATUSES),
  /** The end of the confirmation window: the draw + the campaign's confirm_days. */
  confirm_by: z.string(),
  decided_at: z.string().nullable(),
  decided_by: StaffRefSchema,
  /** The entry the code belongs to (open it in the inbox); null once erased. */
  submission_id: z.string().nullable(),
  /** This winner got the prize of a failed winner of an earlier period (that winner's code and period). */
  redraw_of: z.object({ id: z.number().int(), code: z.string(), period: z.number().int() }).nullable(),
  /** A failed winner's prize was given again in this period (null while it waits for the next draw). */
  redrawn_in_period: z.number().int().nullable(),
  /** Position in the draw: the order the seed picked the codes in. */
  pick: z.number().int(),
});
export type LotteryWinnerAdmin = z.infer<typeof LotteryWinnerAdminSchema>;

export const LotteryPeriodSchema = z.object({
  id: z.number().int(),
  period: z.number().int(),
  title: z.string(),
  title_en: z.string().nullable(),
  draw_date: z.string(),
  prize: z.string(),
  prize_en: z.string().nullable(),
  winner_count: z.number().int(),
  /** Codes entered for the period (from the previous draw date to this one), not yet won, not marked spam. */
  eligible_codes: z.number().int(),
  /** Failed prizes of earlier periods this period's draw gives again. */
  pending_redraws: z.number().int(),
  drawn: z.boolean(),
  drawn_at: z.string().nullable(),
  drawn_by: StaffRefSchema,
  /** Hex seed of the draw; null for a period drawn before the studio (imported winners). */
  seed: z.string().nullable(),
  pool_size: z.number().int().nullable(),
  pool_sha256: z.string().nullable(),
  winners: z.array(LotteryWinnerAdminSchema),
});
export type LotteryPeriod = z.infer<typeof LotteryPeriodSchema>;

export const LotteryCampaignAdminSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Entries accepted now (starts_at ≤ now ≤ ends_at). */
  is_open: z.boolean(),
  confirm_days: z.number().int(),
  codes: z.number().int(),
  periods: z.number().int(),
});
export type LotteryCampaignAdmin = z.infer<typeof LotteryCampaignAdminSchema>;

export const LotteryCampaignListResponseSchema = z.object({ data: z.array(LotteryCampaignAdminSchema) });
export const LotteryCampaignResponseSchema = z.object({
  data: z.object({ campaign: LotteryCampaignAdminSchema, periods: z.array(LotteryPeriodSchema) }),
});
export const LotteryPeriodResponseSchema = z.object({ data: LotteryPeriodSchema });

/** Staff decide a pending winner: confirmed (within the window) or failed (e.g. unreachable, docs/product.md §5). */
export const LotteryWinnerPatchSchema = z.strictObject({ status: z.enum(['confirmed', 'failed'], 'invalid') }, { error: 'invalid' });
export type LotteryWinnerPatch = z.infer<typeof LotteryWinnerPatchSchema>;

/**
 * A period's title, prize and draw date as marketing changes them (docs/decisions/325-lottery-draws.md "Periods
 * edited"): the whole set each time. A drawn period keeps its prize and draw date (409), and no period's draw
 * date may move past a neighbour's or change while a later period is drawn.
 */
const periodText = (max: number) =>
  z
    .string('invalid')
    .max(max, 'too_long')
    .refine((v) => v.trim() !== '', 'required');
const optionalText = (max: number) =>
  z
    .string('invalid')
    .max(max, 'too_long')
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v));
export const LotteryPeriodPatchSchema = z.strictObject(
  {
    title: periodText(300),
    title_en: optionalText(300),
    prize: periodText(500),
    prize_en: optionalText(500),
    draw_date: z.iso.datetime({ offset: true, message: 'date' }),
  },
  { error: 'invalid' },
);
export type LotteryPeriodPatch = z.input<typeof LotteryPeriodPatchSchema>;

/** The draw redone from its recorded seed over the same pool: `matches` says the winners are the same. */
export const LotteryVerifyResponseSchema = z.object({
  data: z.object({
    matches: z.boolean(),
    pool_matches: z.boolean(),
    recorded: z.array(z.string()),
    recomputed: z.array(z.string()),
  }),
});
