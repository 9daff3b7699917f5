import { ProductFindResponseSchema, type ProductDetail } from '@/contract/catalogue';
import { PRODUCT_IMAGE_SIZES } from '@/contract/catalogue-terms';
import type { Image, Lang } from '@/contract/common';
import { productFind } from '@/contract/endpoints/catalogue';
import { mainSlider } from '@/contract/endpoints/home';
import { MainSliderResponseSchema, type Slide } from '@/contract/home';
import { HERO_IMAGE } from '@/contract/home-terms';
import { AuthorizedStoreQuerySchema } from '@/contract/dealers';
import { ServiceCenterQuerySchema } from '@/contract/service';
import type { Database } from '../db/client';
import { findArticle } from '../repositories/articles';
import { findGiveaway } from '../repositories/campaign';
import { findJob } from '../repositories/careers';
import { findBrand, findProduct } from '../repositories/catalogue';
import { findDealerPage, listStores } from '../repositories/dealers';
import { findCategory } from '../repositories/seo';
import { findServiceCenterPage, listHolidays, listServiceCenters } from '../repositories/service';
import { listSlides } from '../repositories/home';
import { findCompanyProfile } from '../repositories/site';
import { findAnswer, type BootAnswer } from './boot-reads';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  dealerPlace,
  jobPostingJsonLd,
  organizationJsonLd,
  plainText,
  placeJsonLd,
  placeLinksJsonLd,
  placesJsonLd,
  type PlaceCalendar,
  productJsonLd,
  serviceCenterPlace,
} from '@/contract/json-ld';
import { pageUrl, type PageHead, type PreloadImage } from './page-head';
import type { RouteKey } from '@/contract/routes';
import type { SiteRoutes } from './site-routes';

// Per-route head content from the database (decision 120): slug routes look their entity up and answer
// undefined for an unknown slug (the caller turns that into a 404 page).

export type HeadContext = {
  db: Database;
  lang: Lang;
  base: string;
  routes: SiteRoutes;
  /** The page's first-screen reads, already answered: a head that needs one of them takes it from here. */
  reads?: readonly BootAnswer[] | undefined;
};
type EntityHead = (ctx: HeadContext, params: Record<string, string>, head: PageHead) => Promise<PageHead | undefined>;

const url = (ctx: HeadContext, path: string) => pageUrl(ctx.base, path, ctx.lang);
const crumb = (ctx: HeadContext, key: RouteKey): [string, string] => [ctx.routes.title(key, ctx.lang), url(ctx, ctx.routes.href(key))];

const preloadOf = (image: Image, sizes: string, media?: string): PreloadImage => ({ href: image.url, srcset: image.srcset, sizes, media });

/**
 * The product of the page's first-screen read (the route table's `reads` of productInfo) when it was made,
 * so a first load reads the product once for the head and the page's data; else the repository.
 */
async function productOf(ctx: HeadContext, slug: string): Promise<ProductDetail | undefined> {
  const answer = ctx.reads && findAnswer(ctx.reads, productFind.path, { slug }, ctx.lang);
  if (answer?.status === 404) return undefined;
  if (answer?.status === 200 && answer.json) return ProductFindResponseSchema.parse(JSON.parse(answer.body)).data;
  return findProduct(ctx.db, slug, ctx.lang);
}

const product: EntityHead = async (ctx, { slug = '' }, head) => {
  const found = await productOf(ctx, slug);
  if (!found) return undefined;
  const path = ctx.routes.href('productInfo', { slug: found.slug });
  const categoryPath = ctx.routes.href('productCategory', { slug: found.category.slug });
  return {
    ...head,
    title: found.name,
    description: plainText(found.meta_description ?? found.description),
    canonicalPath: path,
    image: { ...found.image_base, alt: found.image_base.alt ?? found.name },
    preload: [preloadOf(found.images[0] ?? found.image_base, PRODUCT_IMAGE_SIZES)],
    ogType: 'product',
    jsonLd: [
      productJsonLd(found, url(ctx, path), ctx.base, ctx.routes.siteName),
      breadcrumbJsonLd([crumb(ctx, 'productCategories'), [found.category.name, url(ctx, categoryPath)], [found.name, url(ctx, path)]]),
    ],
  };
};

const category: EntityHead = async (ctx, { slug = '' }, head) => {
  const found = await findCategory(ctx.db, slug, ctx.lang);
  if (!found) return undefined;
  const path = ctx.routes.href('productCategory', { slug: found.slug });
  return {
    ...head,
    title: found.meta_title ?? found.name,
    description: plainText(found.meta_description ?? found.description) || head.description,
    canonicalPath: path,
    image: found.image_url ? { url: found.image_url, alt: found.name } : undefined,
    jsonLd: [breadcrumbJsonLd([crumb(ctx, 'productCategories'), [found.name, url(ctx, path)]])],
  };
};

const brandHead =
  (key: 'brand' | 'brandAll'): EntityHead =>
  async (ctx, { slug = '' }, head) => {
    const found = await findBrand(ctx.db, slug, ctx.lang);
    if (!found) return undefined;
    const path = ctx.routes.href(key, { slug: found.slug });
    const title = key === 'brand' ? (found.meta_title ?? found.name) : `${ctx.routes.title(key, ctx.lang)}: ${found.name}`;
    return {
      ...head,
      title,
      description: plainText(found.meta_description ?? found.description) || head.description,
      canonicalPath: path,
      image: found.image_url ? { url: found.image_url, alt: found.name } : undefined,
      jsonLd: [breadcrumbJsonLd([crumb(ctx, 'brands'), [found.name, url(ctx, path)]])],
    };
  };

const article: EntityHead = async (ctx, { slug = '' }, head) => {
  const found = await findArticle(ctx.db, slug, ctx.lang);
  if (!found) return undefined;
  // One URL per article whatever path it was reached by: events under /kegiatan, the rest /berita_detail.
  const [listKey, detailKey] = found.kind === 'event' ? (['kegiatan', 'kegiatanDetail'] as const) : (['article', 'beritaDetail'] as const);
  const path = ctx.routes.href(detailKey, { slug: found.slug });
  return {
    ...head,
    title: found.meta_title ?? found.title,
    description: plainText(found.meta_description ?? found.excerpt) || head.description,
    canonicalPath: path,
    image: { ...found.thumbnail, alt: found.thumbnail.alt ?? found.title },
    ogType: 'article',
    jsonLd: [
      articleJsonLd(found, url(ctx, path), ctx.base, ctx.routes.siteName),
      breadcrumbJsonLd([crumb(ctx, listKey), [found.title, url(ctx, path)]]),
    ],
  };
};

const job: EntityHead = async (ctx, { slug = '' }, head) => {
  const found = await findJob(ctx.db, slug, ctx.lang);
  if (!found) return undefined;
  const path = ctx.routes.href('karirDetail', { slug: found.slug });
  return {
    ...head,
    title: found.title,
    description: plainText(found.description) || head.description,
    canonicalPath: path,
    jsonLd: [
      jobPostingJsonLd(found, url(ctx, path), ctx.base, ctx.routes.siteName),
      breadcrumbJsonLd([crumb(ctx, 'karir'), [found.title, url(ctx, path)]]),
    ],
  };
};

const giveaway: EntityHead = async (ctx, { slug = '' }, head) => {
  const found = await findGiveaway(ctx.db, slug, ctx.lang);
  if (!found) return undefined;
  return {
    ...head,
    title: found.title,
    description: plainText(found.subtitle) || head.description,
    canonicalPath: ctx.routes.href('campaign', { slug: found.slug }),
    image: { ...found.image, alt: found.image.alt ?? found.title },
  };
};

/** The hero's slides from the page's first-screen read when it was made (read once, like the product); else the repository. */
async function heroSlidesOf(ctx: HeadContext): Promise<Slide[]> {
  const answer = ctx.reads && findAnswer(ctx.reads, mainSlider.path, {}, ctx.lang);
  if (answer?.status === 200 && answer.json) return MainSliderResponseSchema.parse(JSON.parse(answer.body)).main_slider;
  return listSlides(ctx.db, ['main_slider'], ctx.lang);
}

const home: EntityHead = async (ctx, _params, head) => {
  const [profile, slides] = await Promise.all([findCompanyProfile(ctx.db, ctx.lang), heroSlidesOf(ctx)]);
  // The hero's first slide is the LCP image: phone art or the wide image, as the page's <picture> picks.
  const first = slides[0];
  const preload = first
    ? [
        preloadOf(first.image_mobile, HERO_IMAGE.sizes, HERO_IMAGE.phoneMedia),
        preloadOf(first.image, HERO_IMAGE.sizes, HERO_IMAGE.wideMedia),
      ]
    : [];
  return { ...head, preload, jsonLd: organizationJsonLd(ctx.base, ctx.routes.siteName, profile, ctx.routes.route('search').path) };
};

/** The holiday calendar and today's date in WIB, for the dated entries of the stores' openingHoursSpecification. */
async function placeCalendar(ctx: HeadContext): Promise<PlaceCalendar> {
  const holidays = await listHolidays(ctx.db, ctx.lang);
  return { holidays, today: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10) };
}

/** The dealer finder's page size (docs/product.md §9). */
const FINDER_PAGE = 10;

/** The finder's first page (as it lists them: by name) linked to each dealer's own page, and how many in all. */
const dealers: EntityHead = async (ctx, _params, head) => {
  const page = await listStores(ctx.db, AuthorizedStoreQuerySchema.parse({ per_page: FINDER_PAGE }), ctx.lang);
  const links = page.data.map((d) => ({ name: d.name, url: url(ctx, ctx.routes.href('dealerDetail', { slug: d.slug })) }));
  return { ...head, jsonLd: [placeLinksJsonLd(head.title, url(ctx, head.canonicalPath), page.total, links)] };
};

const serviceCentres: EntityHead = async (ctx, _params, head) => {
  const [centres, calendar] = await Promise.all([
    listServiceCenters(ctx.db, ServiceCenterQuerySchema.parse({}), ctx.lang),
    placeCalendar(ctx),
  ]);
  const list = placesJsonLd(head.title, url(ctx, head.canonicalPath), 'LocalBusiness', centres.map(serviceCenterPlace), calendar);
  return { ...head, jsonLd: [list] };
};

const regionText = (city: string | undefined, province: string | undefined) => [city, province].filter(Boolean).join(', ');

/** A dealer's page in either layout: ElectronicsStore JSON-LD; canonical is always the main layout's /dealer/{slug}. */
const dealerHead: EntityHead = async (ctx, { slug = '' }, head) => {
  const [found, calendar] = await Promise.all([findDealerPage(ctx.db, slug, ctx.lang), placeCalendar(ctx)]);
  if (!found) return undefined;
  const { dealer } = found;
  const path = ctx.routes.href('dealerDetail', { slug: dealer.slug });
  const where = regionText(dealer.city?.name, dealer.province?.name);
  return {
    ...head,
    title: where ? `${dealer.name}, ${where}` : dealer.name,
    description: [dealer.address, dealer.brands.map((b) => b.name).join(', ')].filter(Boolean).join(' · ') || head.description,
    canonicalPath: path,
    jsonLd: [
      placeJsonLd('ElectronicsStore', dealerPlace(dealer), url(ctx, path), calendar),
      breadcrumbJsonLd([crumb(ctx, 'authorizedStore'), [dealer.name, url(ctx, path)]]),
    ],
  };
};

/** A service centre's page in either layout: LocalBusiness JSON-LD; canonical /service-center/{slug}. */
const centreHead: EntityHead = async (ctx, { slug = '' }, head) => {
  const [found, calendar] = await Promise.all([findServiceCenterPage(ctx.db, slug, ctx.lang), placeCalendar(ctx)]);
  if (!found) return undefined;
  const { center } = found;
  const path = ctx.routes.href('serviceCenterDetail', { slug: center.slug });
  return {
    ...head,
    title: `${center.name}, ${regionText(center.city.name, center.province.name)}`,
    description: [center.address, center.services.join(', ')].filter(Boolean).join(' · ') || head.description,
    canonicalPath: path,
    jsonLd: [
      placeJsonLd('LocalBusiness', serviceCenterPlace(center), url(ctx, path), calendar),
      breadcrumbJsonLd([crumb(ctx, 'serviceCenter'), [center.name, url(ctx, path)]]),
    ],
  };
};

export const ENTITY_HEADS: Partial<Record<string, EntityHead>> = {
  home,
  productInfo: product,
  productCategory: category,
  brand: brandHead('brand'),
  brandAll: brandHead('brandAll'),
  articleDetail: article,
  kegiatanDetail: article,
  beritaDetail: article,
  beritaDetailApp: article,
  karirDetail: job,
  campaign: giveaway,
  authorizedStore: dealers,
  serviceCenter: serviceCentres,
  dealerDetail: dealerHead,
  authorizedStoreDetailApp: dealerHead,
  serviceCenterDetail: centreHead,
  serviceCenterDetailApp: centreHead,
};
