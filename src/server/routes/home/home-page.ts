import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import {
  HOME_ATTRIBUTE_LIMITS,
  HomeAttributesQuerySchema,
  HomeAttributesResponseSchema,
  HomeSectionResponseSchema,
  TestimonialsResponseSchema,
} from '../../../contract/home';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { findHomeSection, listHomeAttributes, listTestimonials } from '../../repositories/home';
import type { App } from '../../types';

// Home page blocks: testimonials, the two sections, feature/product attributes (spec §2 "Home", §7).
export default async function homePageRoutes(app: App) {
  app.get(
    '/v2/testimoni',
    {
      schema: {
        tags: ['home'],
        summary: 'Customer testimonials',
        querystring: LangQuerySchema,
        response: { 200: TestimonialsResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listTestimonials(app.db, requestLang(request)) }),
  );

  for (const key of ['section_1', 'section_2'] as const) {
    app.get(
      `/v2/${key}`,
      {
        schema: {
          tags: ['home'],
          summary: `Home page ${key.replace('_', ' ')}`,
          querystring: LangQuerySchema,
          response: { 200: HomeSectionResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
        },
      },
      async (request) => {
        const section = await findHomeSection(app.db, key, requestLang(request));
        if (!section) throw notFound('Section');
        return { data: section };
      },
    );
  }

  app.get(
    '/v2/home-attributes',
    {
      schema: {
        tags: ['home'],
        summary: 'Feature (4) or product-section (2) items of the home page, by tag',
        querystring: HomeAttributesQuerySchema,
        response: { 200: HomeAttributesResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { tag, limit = HOME_ATTRIBUTE_LIMITS[tag] } = request.query;
      return { data: await listHomeAttributes(app.db, tag, limit, requestLang(request)) };
    },
  );
}
