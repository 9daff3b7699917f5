import { mainSlider, promoSlider } from '@/contract/endpoints/home';
import { requestLang } from '@/server/lib/request-lang';
import { listSlides } from '@/server/repositories/home';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Hero and promo sliders; the client reads `main_slider` / `promo_slider` (docs/product.md §7).
export default async function sliderRoutes(app: App) {
  registerEndpoint(app, mainSlider, async (request) => ({ main_slider: await listSlides(app.db, ['main_slider'], requestLang(request)) }));

  registerEndpoint(app, promoSlider, async (request) => {
    const tags = request.query.tag ? [request.query.tag] : (['promo_slider_left', 'promo_slider_right'] as const);
    return { promo_slider: await listSlides(app.db, [...tags], requestLang(request)) };
  });
}
