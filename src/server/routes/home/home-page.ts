import { homeAttributes, homeSection1, homeSection2, testimonials } from '@/contract/endpoints/home';
import { HOME_ATTRIBUTE_LIMITS } from '@/contract/home-terms';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { findHomeSection, listHomeAttributes, listTestimonials } from '@/server/repositories/home';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Home page blocks: testimonials, the two sections, feature/product attributes (docs/product.md §2.2, §7).
export default async function homePageRoutes(app: App) {
  registerEndpoint(app, testimonials, async (request) => ({ data: await listTestimonials(app.db, requestLang(request)) }));

  for (const [key, endpoint] of [
    ['section_1', homeSection1],
    ['section_2', homeSection2],
  ] as const) {
    registerEndpoint(app, endpoint, async (request) => {
      const section = await findHomeSection(app.db, key, requestLang(request));
      if (!section) throw notFound('Section');
      return { data: section };
    });
  }

  registerEndpoint(app, homeAttributes, async (request) => {
    const { tag, limit = HOME_ATTRIBUTE_LIMITS[tag] } = request.query;
    return { data: await listHomeAttributes(app.db, tag, limit, requestLang(request)) };
  });
}
