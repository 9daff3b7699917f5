import { STUDIO_BASE } from '@/studio/lib/paths';

// The lottery page (docs/decisions/325-lottery-draws.md): marketing and admin; the campaign in the query string.
export const lotteryPaths = { page: (campaignId?: number) => `${STUDIO_BASE}/lottery${campaignId ? `?campaign=${campaignId}` : ''}` };
export const lotteryRoutes = { page: `${STUDIO_BASE}/lottery` };
