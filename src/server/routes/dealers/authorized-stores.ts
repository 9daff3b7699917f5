import * as endpoints from '@/contract/endpoints/dealers';
import { dealerDistribution, listStores, storeCities, storeProvinces } from '@/server/repositories/dealers';
import { requestLang } from '@/server/lib/request-lang';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Dealer finder (/authorized-store, /authorized-store-app) and the home page's dealer counts (docs/product.md §7).
export default async function authorizedStoreRoutes(app: App) {
  registerEndpoint(app, endpoints.storeList, async (request) => ({ data: await listStores(app.db, request.query, requestLang(request)) }));

  registerEndpoint(app, endpoints.storeProvinces, async (request) => ({ data: await storeProvinces(app.db, request.query.type) }));

  registerEndpoint(app, endpoints.storeCities, async (request) => ({
    data: await storeCities(app.db, request.query.type, request.query.province_id),
  }));

  registerEndpoint(app, endpoints.storeCityList, async (request) => ({ data: await storeCities(app.db, request.query.type) }));

  registerEndpoint(app, endpoints.dealerDistribution, async (request) => ({
    data: await dealerDistribution(app.db, requestLang(request)),
  }));
}
