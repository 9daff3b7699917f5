import { z } from 'zod';
import { LangQuerySchema } from './catalogue';
import { ImageSchema, envelope, pageParam, paginated, perPageParam, slugParam } from './common';
import { LUCKY_DRAW_CAMPAIGN_ID, LUCKY_DRAW_TYPE } from './campaign-terms';

// Promotions with participants: the purchase lottery (lucky draw) and giveaway landing pages (docs/product.md §2, §7).

export const campaignIdParam = z.coerce.number().int().min(1).max(2_147_483_647);
const campaignTypeParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{1,10}$/, 'type is a campaign code like A01');

export const LotteryWinnerSchema = z.object({
  winner_code: z.string(),
  masked_name: z.string(),
  city: z.string(),
  /**
   * `pending`: drawn, waiting for the winner's confirmation (within the campaign's confirm_days);
   * `redrawn`: not confirmed within the confirmation days, the prize went to the next period (docs/product.md §4).
   */
  status: z.enum(['pending', 'confirmed', 'redrawn']),
});

/** One draw period; `winners` is empty until drawn ("Winner will be drawn soon"). */
export const LotteryDrawSchema = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  period: z.number().int(),
  title: z.string(),
  draw_date: z.string(),
  prize: z.string(),
  is_drawn: z.boolean(),
  winners: z.array(LotteryWinnerSchema),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

export const CampaignOverviewQuerySchema = LangQuerySchema.extend({
  type: campaignTypeParam.default(LUCKY_DRAW_TYPE),
  campaign_id: campaignIdParam.default(LUCKY_DRAW_CAMPAIGN_ID),
  page: pageParam,
  per_page: perPageParam(10),
});
export type CampaignOverviewQuery = z.infer<typeof CampaignOverviewQuerySchema>;
/** Read as data.data.data by the winners page. */
export const CampaignOverviewResponseSchema = envelope(paginated(LotteryDrawSchema));

export const LotteryCampaignSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Entries accepted now: starts_at ≤ now ≤ ends_at (docs/decisions/325-lottery-draws.md). */
  is_open: z.boolean(),
  rupiah_per_code: z.number().int(),
  confirm_days: z.number().int(),
  address_max_length: z.number().int(),
  terms: z.array(z.string()),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type LotteryCampaign = z.infer<typeof LotteryCampaignSchema>;
export const CampaignDetailQuerySchema = LangQuerySchema.extend({ campaign_id: campaignIdParam.default(LUCKY_DRAW_CAMPAIGN_ID) });
export const CampaignDetailResponseSchema = envelope(LotteryCampaignSchema);
/** The lottery campaign open for entries now (of a type, A01 by default); 404 while none is. */
export const CampaignCurrentQuerySchema = LangQuerySchema.extend({ type: campaignTypeParam.default(LUCKY_DRAW_TYPE) });

export const GiveawaySchema = z.object({
  slug: z.string(),
  brand: z.object({ slug: z.string(), name: z.string() }),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  prizes: z.array(z.string()),
  terms: z.array(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
  image: ImageSchema,
  product_slugs: z.array(z.string()),
});
export type Giveaway = z.infer<typeof GiveawaySchema>;
export const GiveawayFindQuerySchema = LangQuerySchema.extend({ slug: slugParam });
export const GiveawayFindResponseSchema = envelope(GiveawaySchema);
