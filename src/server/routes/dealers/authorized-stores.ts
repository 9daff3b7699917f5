import * as endpoints from '@/contract/endpoints/dealers';
import { dealerDistribution, findDealerPage, listStores, storeCities, storeProvinces } from '@/server/repositories/dealers';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Dealer finder (/authorized-store, /authorized-store-app), one dealer's page (/dealer/{slug}) and the home page's dealer counts (docs/product.md §7).
export default async function authorizedStoreRoutes(app: App) {
  registerEndpoint(app, endpoints.storeList, async (request) => ({ data: await listStores(app.db, request.query, requestLang(request)) }));

  registerEndpoint(app, endpoints.storeProvinces, async (request) => ({ data: await storeProvinces(app.db, request.query.type) }));

  registerEndpoint(app, endpoints.storeCities, async (request) => ({
    data: await storeCities(app.db, request.query.type, request.query.province_id),
  }));

  registerEndpoint(app, endpoints.storeCityList, async (request) => ({ data: await storeCities(app.db, request.query.type) }));

  registerEndpoint(app, endpoints.dealerPage, async (request) => {
    const page = await findDealerPage(app.db, request.params.slug, requestLang(request));
    if (!page) throw notFound('Dealer');
    return { data: page };
  });

  registerEndpoint(app, endpoints.dealerDistribution, async (request) => ({
    data: await dealerDistribution(app.db, requestLang(request)),
  }));
}
