import type { ReadEndpoint } from './define';

// Home page blocks: sliders, promotions, testimonials, the two sections, attributes (docs/product.md §7.2).

export const mainSlider = {
  method: 'GET',
  path: 'v2/main-slider',
  tag: 'home',
  summary: 'The home hero slides, in order',
  response: { 200: 'home.MainSliderResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const promoSlider = {
  method: 'GET',
  path: 'v2/promo-slider',
  tag: 'home',
  summary: 'Promo slides of one side (tag), or of both',
  query: 'home.PromoSliderQuerySchema',
  response: { 200: 'home.PromoSliderResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const promotionList = {
  method: 'GET',
  path: 'v2/promosi',
  tag: 'home',
  summary: 'Every promotion, newest first',
  response: { 200: 'home.PromotionsResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const promotionsByTag = {
  method: 'GET',
  path: 'v2/promotion',
  tag: 'home',
  summary: 'Promotions with one tag (marketplace or general), newest first; all without tag',
  query: 'home.PromotionQuerySchema',
  response: { 200: 'home.PromotionsResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const testimonials = {
  method: 'GET',
  path: 'v2/testimoni',
  tag: 'home',
  summary: 'Customer testimonials',
  response: { 200: 'home.TestimonialsResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const homeSection1 = {
  method: 'GET',
  path: 'v2/section_1',
  tag: 'home',
  summary: 'Home page section 1',
  response: { 200: 'home.HomeSectionResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const homeSection2 = {
  method: 'GET',
  path: 'v2/section_2',
  tag: 'home',
  summary: 'Home page section 2',
  response: { 200: 'home.HomeSectionResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const homeAttributes = {
  method: 'GET',
  path: 'v2/home-attributes',
  tag: 'home',
  summary: 'Feature (4) or product-section (2) items of the home page, by tag',
  query: 'home.HomeAttributesQuerySchema',
  response: { 200: 'home.HomeAttributesResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;
