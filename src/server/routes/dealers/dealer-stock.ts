import * as endpoints from '@/contract/endpoints/dealers';
import { cityOrigin, dealerProductList, nearestCarriers, productStockList } from '@/server/repositories/dealer-stock';
import { requestLang } from '@/server/lib/request-lang';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Who carries a product: the product page's "Tersedia di dealer terdekat", its offline copy, and a dealer's own
// list (docs/decisions/025-dealer-finders.md).
export default async function dealerStockRoutes(app: App) {
  registerEndpoint(app, endpoints.productDealers, async (request) => {
    const { product, lat, lng, city_id, limit } = request.query;
    const origin = lat !== undefined && lng !== undefined ? { lat, lng } : await cityOrigin(app.db, city_id!);
    const dealers = await nearestCarriers(app.db, { product, origin, limit, staleDays: app.stockStaleDays, lang: requestLang(request) });
    return { data: { stale_after_days: app.stockStaleDays, dealers } };
  });

  registerEndpoint(app, endpoints.productStock, async (request) => ({
    data: { stale_after_days: app.stockStaleDays, stores: await productStockList(app.db, request.query.product, app.stockStaleDays) },
  }));

  registerEndpoint(app, endpoints.dealerProducts, async (request) => ({
    data: { stale_after_days: app.stockStaleDays, products: await dealerProductList(app.db, request.query.store_id, app.stockStaleDays) },
  }));
}
