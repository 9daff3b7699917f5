import { z } from 'zod';
import { LangQuerySchema } from './catalogue';
import { ImageSchema, envelope } from './common';

// Home page content: sliders, testimonials, promotions, sections, feature/product attributes (docs/product.md §2.2, §7).

export const SlideSchema = z.object({
  id: z.number().int(),
  tag: z.enum(['main_slider', 'promo_slider_left', 'promo_slider_right']),
  title: z.string(),
  subtitle: z.string(),
  /** Internal path the slide opens. */
  link: z.string(),
  image: ImageSchema,
  image_mobile: ImageSchema,
  sort_order: z.number().int(),
});
export type Slide = z.infer<typeof SlideSchema>;

/** `v2/main-slider`: the client reads `data.main_slider` (docs/product.md §7). */

export const MainSliderResponseSchema = z.object({ main_slider: z.array(SlideSchema) });

export const PromoSliderTagSchema = z.enum(['promo_slider_left', 'promo_slider_right']);
/** Without `tag`, both promo sliders (left first). */
export const PromoSliderQuerySchema = LangQuerySchema.extend({ tag: PromoSliderTagSchema.optional() });
export const PromoSliderResponseSchema = z.object({ promo_slider: z.array(SlideSchema) });

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  rating: z.number().int(),
  avatar: ImageSchema,
  product_slug: z.string().nullable(),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;
export const TestimonialsResponseSchema = envelope(z.array(TestimonialSchema));

export const PromotionTagSchema = z.enum(['general', 'marketplace']);
export const PromotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  tag: PromotionTagSchema,
  marketplace: z.string().nullable(),
  url: z.string().nullable(),
  image: ImageSchema,
  brand_slugs: z.array(z.string()),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
/** `v2/promosi`: every promotion; `v2/promotion?tag=`: one tag (marketplace or general). Newest first. */
export const PromotionsResponseSchema = envelope(z.array(PromotionSchema));
export const PromotionQuerySchema = LangQuerySchema.extend({ tag: PromotionTagSchema.optional() });

export const HomeSectionSchema = z.object({
  key: z.enum(['section_1', 'section_2']),
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  image: ImageSchema,
  cta_label: z.string(),
  cta_link: z.string(),
});
export type HomeSection = z.infer<typeof HomeSectionSchema>;
export const HomeSectionResponseSchema = envelope(HomeSectionSchema);

export const HomeAttributeTagSchema = z.enum(['feature_section', 'product_section']);
export const HomeAttributeSchema = z.object({
  id: z.number().int(),
  tag: HomeAttributeTagSchema,
  title: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  image: ImageSchema.nullable(),
  link: z.string().nullable(),
  sort_order: z.number().int(),
});
export type HomeAttribute = z.infer<typeof HomeAttributeSchema>;
export const HomeAttributesQuerySchema = LangQuerySchema.extend({
  tag: HomeAttributeTagSchema,
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const HomeAttributesResponseSchema = envelope(z.array(HomeAttributeSchema));
