import { downloadList, productFetch, productFind } from '../../../contract/endpoints/catalogue';
import { fetchProducts, findProduct, listDownloads } from '../../repositories/catalogue';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';
import { registerEndpoint } from '../endpoint-route';

export default async function productRoutes(app: App) {
  registerEndpoint(app, productFetch, async (request) => ({ data: await fetchProducts(app.db, request.query, requestLang(request)) }));

  registerEndpoint(app, productFind, async (request) => {
    const product = await findProduct(app.db, request.query.slug, requestLang(request));
    if (!product) throw notFound('Product');
    return { data: product };
  });

  registerEndpoint(app, downloadList, async (request) => ({
    data: await listDownloads(app.db, requestLang(request), request.query.brand),
  }));
}
