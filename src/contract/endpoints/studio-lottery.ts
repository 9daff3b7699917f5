import type { ReadEndpoint, WriteEndpoint } from './define';

// The studio's lottery run (docs/decisions/325-lottery-draws.md):
// campaigns and their periods, the draw with its recorded seed, confirmation of winners within the
// campaign's confirm_days, and the redraw of a failed winner's prize in the next period. Marketing and
// admin only; personal answers (never cached), no write queued offline.

const write = { tag: 'studio', encoding: 'json', outbox: false } as const;
const read = { tag: 'studio', cache: 'personal' } as const;

export const lotteryCampaigns = {
  ...read,
  method: 'GET',
  path: 'studio/lottery/campaigns',
  summary: 'Lottery campaigns with their entry window (open or not), codes issued and periods',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioLottery.LotteryCampaignListResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const lotteryCampaignDetail = {
  ...read,
  method: 'GET',
  path: 'studio/lottery/campaigns/:id',
  summary: 'One campaign: its periods with eligible codes, the draw (seed, time, who) and the winners with their confirmation deadline',
  params: 'studioLottery.LotteryCampaignParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioLottery.LotteryCampaignResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies ReadEndpoint;

export const lotteryDraw = {
  ...write,
  method: 'POST',
  path: 'studio/lottery/draws/:id/draw',
  summary:
    "Draw a period's winners at random among its valid codes (plus redraws of failed prizes) from a new recorded seed; 409 when already drawn or nothing to draw",
  params: 'studioLottery.LotteryDrawParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EmptyBodySchema',
  response: { 200: 'studioLottery.LotteryPeriodResponseSchema' },
  errors: [400, 401, 403, 404, 409],
} as const satisfies WriteEndpoint;

export const lotteryPeriodUpdate = {
  ...write,
  method: 'PATCH',
  path: 'studio/lottery/draws/:id',
  summary:
    "Change a period's title, prize and draw date (ID and EN); 409 when the change contradicts a drawn period (its prize or draw date, or a draw date past a neighbour's or before a later drawn period)",
  params: 'studioLottery.LotteryDrawParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studioLottery.LotteryPeriodPatchSchema',
  response: { 200: 'studioLottery.LotteryPeriodResponseSchema' },
  errors: [400, 401, 403, 404, 409],
} as const satisfies WriteEndpoint;

export const lotteryVerify = {
  ...read,
  method: 'GET',
  path: 'studio/lottery/draws/:id/verify',
  summary: 'Redo a studio draw from its recorded seed over the same pool and compare the winners',
  params: 'studioLottery.LotteryDrawParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioLottery.LotteryVerifyResponseSchema' },
  errors: [400, 401, 403, 404, 409],
} as const satisfies ReadEndpoint;

export const lotteryWinnerDecide = {
  ...write,
  method: 'PATCH',
  path: 'studio/lottery/winners/:id',
  summary: 'Mark a pending winner confirmed (only within the confirmation window) or failed; its prize is then redrawn in the next period',
  params: 'studioLottery.LotteryWinnerParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studioLottery.LotteryWinnerPatchSchema',
  response: { 200: 'studioLottery.LotteryPeriodResponseSchema' },
  errors: [400, 401, 403, 404, 409],
} as const satisfies WriteEndpoint;
