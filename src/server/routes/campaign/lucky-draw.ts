import * as endpoints from '../../../contract/endpoints/campaign';
import { lotteryEntryCreate } from '../../../contract/endpoints/forms';
import { INVOICE_KINDS, LotteryEntrySchema, lotteryCodeCount } from '../../../contract/forms';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { findLotteryCampaign, lotteryOverview } from '../../repositories/campaign';
import type { App } from '../../types';
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
      const found = Number.isInteger(id) && id > 0 && id < 2_147_483_647 && (await findLotteryCampaign(db, id, 'id'));
      return found ? undefined : 'campaign_not_found';
    },
    lottery: (data) => ({ campaignId: data.campaign_id, codeCount: lotteryCodeCount(data.total_purchase) }),
  });
}
