import * as endpoints from '@/contract/endpoints/campaign';
import { lotteryEntryCreate } from '@/contract/endpoints/forms';
import { INVOICE_KINDS, LotteryEntrySchema, lotteryCodeCount } from '@/contract/forms';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { jakartaDate } from '@/server/accounts/warranty-dates';
import { findLotteryCampaign, findOpenLotteryCampaign, isOpen, lotteryOverview } from '@/server/repositories/campaign';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';
import { formPosts, type FormRoutesOptions } from '../forms/form-posts';

// The purchase lottery (/undian, /syaratketentuan): winners per draw, the campaign's terms, and the entry
// with its invoice (docs/product.md §7, §9).
export default async function luckyDrawRoutes(app: App, options: FormRoutesOptions) {
  registerEndpoint(app, endpoints.lotteryOverview, async (request) => {
    const page = await lotteryOverview(app.db, request.query, requestLang(request));
    if (!page) throw notFound('Campaign');
    return { data: page };
  });

  registerEndpoint(app, endpoints.lotteryCurrentCampaign, async (request) => {
    const campaign = await findOpenLotteryCampaign(app.db, request.query.type, requestLang(request));
    if (!campaign) throw notFound('Campaign');
    return { data: campaign };
  });

  registerEndpoint(app, endpoints.lotteryCampaign, async (request) => {
    const campaign = await findLotteryCampaign(app.db, request.query.campaign_id, requestLang(request));
    if (!campaign) throw notFound('Campaign');
    return { data: campaign };
  });

  const post = await formPosts(app, options);
  post(lotteryEntryCreate, {
    kind: 'lottery',
    schema: LotteryEntrySchema,
    wrapErrors: true,
    file: { field: 'invoice', kinds: INVOICE_KINDS, required: true },
    precheck: async (db, fields) => {
      const id = Number(fields.campaign_id ?? 1);
      const found = Number.isInteger(id) && id > 0 && id < 2_147_483_647 ? await findLotteryCampaign(db, id, 'id') : undefined;
      if (!found) return 'campaign_not_found';
      // Entries only while the campaign is open (docs/decisions/325-lottery-draws.md).
      if (isOpen(found)) return undefined;
      return { key: Date.now() < Date.parse(found.starts_at) ? 'campaign_not_open' : 'campaign_closed', status: 403 };
    },
    // Campaign 1's purchase window is the schema's (docs/product.md §9); another campaign's is its own period.
    check: async (db, data) => {
      if (data.campaign_id === 1) return undefined;
      const campaign = await findLotteryCampaign(db, data.campaign_id, 'id');
      if (!campaign) return undefined;
      const from = jakartaDate(new Date(campaign.starts_at));
      const to = jakartaDate(new Date(campaign.ends_at));
      return data.purchase_date < from || data.purchase_date > to ? { purchase_date: ['purchase_period'] } : undefined;
    },
    lottery: (data) => ({ campaignId: data.campaign_id, codeCount: lotteryCodeCount(data.total_purchase) }),
  });
}
