import { brandFind, brandList } from '../../../contract/endpoints/catalogue';
import { findBrand, listBrands } from '../../repositories/catalogue';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';
import { registerEndpoint } from '../endpoint-route';

export default async function brandRoutes(app: App) {
  registerEndpoint(app, brandList, async (request) => ({
    data: await listBrands(app.db, requestLang(request), request.query.featured === 'yes'),
  }));

  registerEndpoint(app, brandFind, async (request) => {
    const brand = await findBrand(app.db, request.query.slug, requestLang(request));
    if (!brand) throw notFound('Brand');
    return { data: brand };
  });
}
