// The campaigns' constants: plain values without zod, which their pages' first screens use without loading
// it (docs/decisions/113-first-screen.md). The wire schemas are in campaign.ts.

/** docs/product.md §9: the winners page asks for campaign 1, type A01. */
export const LUCKY_DRAW_CAMPAIGN_ID = 1;
export const LUCKY_DRAW_TYPE = 'A01';
