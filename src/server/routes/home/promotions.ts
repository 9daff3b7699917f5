import { promotionList, promotionsByTag } from '@/contract/endpoints/home';
import { requestLang } from '@/server/lib/request-lang';
import { listPromotions } from '@/server/repositories/home';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Promotions page and the home page's marketplace promotions (docs/product.md §7 `v2/promosi`, `v2/promotion?tag`).
export default async function promotionRoutes(app: App) {
  registerEndpoint(app, promotionList, async (request) => ({ data: await listPromotions(app.db, undefined, requestLang(request)) }));

  registerEndpoint(app, promotionsByTag, async (request) => ({
    data: await listPromotions(app.db, request.query.tag, requestLang(request)),
  }));
}
