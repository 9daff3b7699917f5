import { eventPicks, jobPicks, productPicks, supportProducts } from '@/contract/endpoints/pickers';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { listEventPicks, listJobPicks, listProductPicks, listSupportProducts } from '@/server/repositories/pickers';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Lightweight lists for pickers and menus (docs/product.md §7 `v2/product/list_*`, `v2/support/product`).
export default async function pickerRoutes(app: App) {
  registerEndpoint(app, productPicks, async () => ({ data: await listProductPicks(app.db) }));

  registerEndpoint(app, eventPicks, async (request) => ({ data: await listEventPicks(app.db, requestLang(request)) }));

  registerEndpoint(app, jobPicks, async (request) => ({ data: await listJobPicks(app.db, requestLang(request)) }));

  registerEndpoint(app, supportProducts, async (request) => {
    const found = await listSupportProducts(app.db, request.query.brand_id);
    if (!found) throw notFound('Brand');
    return { data: found };
  });
}
