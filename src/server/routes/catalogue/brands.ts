import { brandFind, brandList } from '@/contract/endpoints/catalogue';
import { findBrand, listBrands } from '@/server/repositories/catalogue';
import { notFound } from '@/server/lib/http-errors';
import { findByOldSlug } from '@/server/studio/public-reads';
import { requestLang } from '@/server/lib/request-lang';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

export default async function brandRoutes(app: App) {
  registerEndpoint(app, brandList, async (request) => ({
    data: await listBrands(app.db, requestLang(request), request.query.featured === 'yes'),
  }));

  registerEndpoint(app, brandFind, async (request) => {
    const lang = requestLang(request);
    // An old slug (changed in the studio): the brand under its new one (docs/decisions/250).
    const brand =
      (await findBrand(app.db, request.query.slug, lang)) ??
      (await findByOldSlug(app.db, 'brands', request.query.slug, (slug) => findBrand(app.db, slug, lang)));
    if (!brand) throw notFound('Brand');
    return { data: brand };
  });
}
