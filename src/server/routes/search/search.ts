import { siteSearch } from '../../../contract/endpoints/search';
import { requestLang } from '../../lib/request-lang';
import { search } from '../../repositories/search';
import type { App } from '../../types';
import { registerEndpoint } from '../endpoint-route';

// Header search (docs/product.md §2.6, §7): products, dealers and articles in one call.
export default async function searchRoutes(app: App) {
  registerEndpoint(app, siteSearch, async (request) => search(app.db, request.query.q, request.query.size, requestLang(request)));
}
