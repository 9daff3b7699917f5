import {
  CampaignDetailQuerySchema,
  CampaignDetailResponseSchema,
  CampaignOverviewQuerySchema,
  CampaignOverviewResponseSchema,
} from '../../../contract/campaign';
import { ErrorSchema } from '../../../contract/common';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { findLotteryCampaign, lotteryOverview } from '../../repositories/campaign';
import type { App } from '../../types';

// The purchase lottery (/undian, /syaratketentuan): winners per draw and the campaign's terms (spec §7, §9).
export default async function luckyDrawRoutes(app: App) {
  app.get(
    '/v2/campaign/overview',
    {
      schema: {
        tags: ['campaign'],
        summary: 'Lucky-draw periods with their winners (type=A01&campaign_id=1; read as data.data.data)',
        querystring: CampaignOverviewQuerySchema,
        response: { 200: CampaignOverviewResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const page = await lotteryOverview(app.db, request.query, requestLang(request));
      if (!page) throw notFound('Campaign');
      return { data: page };
    },
  );

  app.get(
    '/v2/campaign/detail',
    {
      schema: {
        tags: ['campaign'],
        summary: 'The lottery campaign: period, rules and terms (beyond spec §7)',
        querystring: CampaignDetailQuerySchema,
        response: { 200: CampaignDetailResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const campaign = await findLotteryCampaign(app.db, request.query.campaign_id, requestLang(request));
      if (!campaign) throw notFound('Campaign');
      return { data: campaign };
    },
  );
}
