import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { MainSliderResponseSchema, PromoSliderQuerySchema, PromoSliderResponseSchema } from '../../../contract/home';
import { requestLang } from '../../lib/request-lang';
import { listSlides } from '../../repositories/home';
import type { App } from '../../types';

// Hero and promo sliders; the client reads `main_slider` / `promo_slider` (spec §7, issue #3).
export default async function sliderRoutes(app: App) {
  app.get(
    '/v2/main-slider',
    {
      schema: {
        tags: ['home'],
        summary: 'The home hero slides, in order',
        querystring: LangQuerySchema,
        response: { 200: MainSliderResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ main_slider: await listSlides(app.db, ['main_slider'], requestLang(request)) }),
  );

  app.get(
    '/v2/promo-slider',
    {
      schema: {
        tags: ['home'],
        summary: 'Promo slides of one side (tag), or of both',
        querystring: PromoSliderQuerySchema,
        response: { 200: PromoSliderResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => {
      const tags = request.query.tag ? [request.query.tag] : (['promo_slider_left', 'promo_slider_right'] as const);
      return { promo_slider: await listSlides(app.db, [...tags], requestLang(request)) };
    },
  );
}
