import { siteSearch } from '@/contract/endpoints/search';
import { requestLang } from '@/server/lib/request-lang';
import { search } from '@/server/repositories/search';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Header search (docs/product.md §2.6, §7): products, dealers and articles in one call.
export default async function searchRoutes(app: App) {
  registerEndpoint(app, siteSearch, async (request) => search(app.db, request.query.q, request.query.size, requestLang(request)));
}
