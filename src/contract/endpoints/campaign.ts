import type { ReadEndpoint } from './define';

// The purchase lottery (/undian, /syaratketentuan) and giveaway landing pages (docs/product.md §7.4).

export const lotteryOverview = {
  method: 'GET',
  path: 'v2/campaign/overview',
  tag: 'campaign',
  summary: 'Lucky-draw periods with their winners (type=A01&campaign_id=1; read as data.data.data)',
  query: 'campaign.CampaignOverviewQuerySchema',
  response: { 200: 'campaign.CampaignOverviewResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const lotteryCampaign = {
  method: 'GET',
  path: 'v2/campaign/detail',
  tag: 'campaign',
  summary: 'The lottery campaign: period, rules and terms (an addition: docs/product.md §7.7)',
  query: 'campaign.CampaignDetailQuerySchema',
  response: { 200: 'campaign.CampaignDetailResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const lotteryCurrentCampaign = {
  method: 'GET',
  path: 'v2/campaign/current',
  tag: 'campaign',
  summary: 'The lottery campaign open for entries now (an addition: docs/decisions/325-lottery-draws.md); 404 while none is',
  query: 'campaign.CampaignCurrentQuerySchema',
  response: { 200: 'campaign.CampaignDetailResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const giveawayFind = {
  method: 'GET',
  path: 'v2/giveaway/find',
  tag: 'campaign',
  summary: 'One giveaway by slug: prizes, terms, period, products',
  query: 'campaign.GiveawayFindQuerySchema',
  response: { 200: 'campaign.GiveawayFindResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;
