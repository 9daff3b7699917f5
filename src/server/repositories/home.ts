import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { HomeAttribute, HomeSection, Promotion, Slide, Testimonial } from '@/contract/home';
import type { Database } from '../db/client';
import { homeAttributes, homeSections, promotions, sliders, testimonials } from '../db/schema';
import { localized, localizedImage } from '../lib/lang';
import { sanitizeCmsHtml } from '../lib/cms-html';

// Home page content (docs/product.md §2.2): sliders, testimonials, promotions, sections, attributes.

const iso = (value: string) => new Date(value).toISOString();

type SliderTag = Slide['tag'];

export async function listSlides(db: Database, tags: SliderTag[], lang: Lang): Promise<Slide[]> {
  const rows = await db
    .select()
    .from(sliders)
    .where(inArray(sliders.tag, tags))
    .orderBy(asc(sliders.tag), asc(sliders.sort_order), asc(sliders.id));
  return rows.map((r) => ({
    id: r.id,
    tag: r.tag,
    title: localized(lang, r.title, r.title_en),
    subtitle: localized(lang, r.subtitle, r.subtitle_en),
    link: r.link,
    image: localizedImage(lang, r.image),
    image_mobile: localizedImage(lang, r.image_mobile),
    sort_order: r.sort_order,
  }));
}

export async function listTestimonials(db: Database, lang: Lang): Promise<Testimonial[]> {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    role: localized(lang, r.role, r.role_en),
    quote: localized(lang, r.quote, r.quote_en),
    rating: r.rating,
    avatar: localizedImage(lang, r.avatar),
    product_slug: r.product_slug,
  }));
}

/** Newest first; one tag or all. */
export async function listPromotions(db: Database, tag: Promotion['tag'] | undefined, lang: Lang): Promise<Promotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(tag ? eq(promotions.tag, tag) : undefined)
    .orderBy(desc(promotions.starts_at), asc(promotions.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: localized(lang, r.title, r.title_en),
    description: localized(lang, r.description, r.description_en),
    tag: r.tag,
    marketplace: r.marketplace,
    url: r.url,
    image: localizedImage(lang, r.image),
    brand_slugs: r.brand_slugs,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
  }));
}

export async function findHomeSection(db: Database, key: HomeSection['key'], lang: Lang): Promise<HomeSection | undefined> {
  const [r] = await db.select().from(homeSections).where(eq(homeSections.key, key)).limit(1);
  return (
    r && {
      key: r.key,
      title: localized(lang, r.title, r.title_en),
      subtitle: localized(lang, r.subtitle, r.subtitle_en),
      body: sanitizeCmsHtml(localized(lang, r.body, r.body_en)),
      image: localizedImage(lang, r.image),
      cta_label: localized(lang, r.cta_label, r.cta_label_en),
      cta_link: r.cta_link,
    }
  );
}

export async function listHomeAttributes(db: Database, tag: HomeAttribute['tag'], limit: number, lang: Lang): Promise<HomeAttribute[]> {
  const rows = await db
    .select()
    .from(homeAttributes)
    .where(eq(homeAttributes.tag, tag))
    .orderBy(asc(homeAttributes.sort_order), asc(homeAttributes.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    tag: r.tag,
    title: localized(lang, r.title, r.title_en),
    description: localized(lang, r.description, r.description_en),
    icon: r.icon,
    image: localizedImage(lang, r.image),
    link: r.link,
    sort_order: r.sort_order,
  }));
}
