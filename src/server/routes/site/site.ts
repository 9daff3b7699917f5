import { faqList, newsticker, siteFeatures, videoList, webAccessories, webPageFind } from '@/contract/endpoints/site';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import {
  findCompanyProfile,
  findWebPage,
  listFaqs,
  listNewsticker,
  listSiteFeatures,
  listVideos,
  listWebAccessories,
} from '@/server/repositories/site';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Site-wide content (docs/product.md §2.5, §7.4).
export default async function siteRoutes(app: App) {
  registerEndpoint(app, newsticker, async (request) => ({ data: await listNewsticker(app.db, requestLang(request)) }));

  registerEndpoint(app, webAccessories, async () => ({ data: await listWebAccessories(app.db) }));

  registerEndpoint(app, siteFeatures, async (request) => {
    const lang = requestLang(request);
    return {
      data: {
        features: await listSiteFeatures(app.db, request.query.limit, lang),
        company_profile: await findCompanyProfile(app.db, lang),
      },
    };
  });

  registerEndpoint(app, webPageFind, async (request) => {
    const page = await findWebPage(app.db, request.query.slug, requestLang(request));
    if (!page) throw notFound('Page');
    return { data: page };
  });

  registerEndpoint(app, faqList, async (request) => ({ data: await listFaqs(app.db, request.query.group, requestLang(request)) }));

  registerEndpoint(app, videoList, async (request) => ({
    data: await listVideos(app.db, request.query.limit, request.query.search, requestLang(request)),
  }));
}
