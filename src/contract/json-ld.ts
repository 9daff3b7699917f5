import type { ProductDetail } from './catalogue';
import type { ArticleDetail } from './content';
import type { JobDetail } from './careers';
import type { Dealer } from './dealers';
import type { Holiday, OpeningHours } from './hours';
import { openingHoursSpecification } from './hours-terms';
import type { ServiceCenter } from './service';
import type { CompanyProfile } from './site';

// schema.org structured data (docs/decisions/120-server-rendered-head.md): the one set of builders, over
// the contract's types. The server's <head> uses them all; the product page uses productJsonLd for the
// block it renders after a client-side navigation (docs/decisions/200-code-structure.md).
// Plain objects, absolute URLs; no zod and no runtime imports, so a page chunk can take this file alone.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** CMS HTML or text as one plain line, cut at a word boundary (meta descriptions: ~160 characters). */
export function plainText(html: string | null | undefined, max = 200): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** JSON for a <script> element: `<` and line separators escaped so nothing in the data can end it early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const CONTEXT = 'https://schema.org';
const LOGO_PATH = '/denka-logo.svg';
/**
 * A stored URL made absolute, or undefined when it does not parse (`http://[`): a page is never refused for
 * one bad value in its data, the value is left out (decision 120).
 */
export function absoluteUrl(base: string, url: string): string | undefined {
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return undefined;
  }
}
const absolute = (base: string, url: string) => absoluteUrl(base, url) ?? `${base}/`;
const absoluteAll = (base: string, urls: string[]) => urls.flatMap((url) => absoluteUrl(base, url) ?? []);

/** Organization + WebSite for the home page; `searchPattern` is the search route's path ('/search/:slug'). */
export function organizationJsonLd(base: string, siteName: string, profile: CompanyProfile | null, searchPattern: string) {
  const organization = {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: siteName,
    url: `${base}/`,
    logo: absolute(base, LOGO_PATH),
    ...(profile && {
      legalName: profile.legal_name,
      foundingDate: String(profile.founded_year),
      email: profile.email,
      telephone: profile.phone,
      address: { '@type': 'PostalAddress', streetAddress: profile.address, addressCountry: 'ID' },
      sameAs: profile.socials.map((s) => s.url),
    }),
  };
  const website = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: siteName,
    url: `${base}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}${searchPattern.replace(':slug', '{search_term_string}')}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return [organization, website];
}

const AVAILABILITY: Record<NonNullable<ProductDetail['dealer_stock']>, string> = {
  ada: 'https://schema.org/InStock',
  terbatas: 'https://schema.org/LimitedAvailability',
  pesan_dulu: 'https://schema.org/BackOrder',
};

/** schema.org Product for one product page; no Offer when the price is on request. */
export function productJsonLd(product: ProductDetail, url: string, base: string, siteName: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    description: plainText(product.description, 5000),
    sku: product.slug,
    url,
    image: absoluteAll(
      base,
      [product.image_base, ...product.images].map((image) => image.url),
    ),
    brand: { '@type': 'Brand', name: product.brand.name },
    category: product.category.name,
    ...(product.price !== null && {
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'IDR',
        price: product.price,
        // What dealers state, fresh (no blanket InStock); nothing stated: no availability claimed.
        ...(product.dealer_stock && { availability: AVAILABILITY[product.dealer_stock] }),
        seller: { '@type': 'Organization', name: siteName },
      },
    }),
  };
}

export function articleJsonLd(article: ArticleDetail, url: string, base: string, siteName: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    description: plainText(article.excerpt, 500),
    url,
    mainEntityOfPage: url,
    image: absoluteAll(base, [article.thumbnail.url]),
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: siteName, logo: { '@type': 'ImageObject', url: absolute(base, LOGO_PATH) } },
  };
}

const EMPLOYMENT_TYPE: Record<JobDetail['job_type'], string> = { 'full-time': 'FULL_TIME', contract: 'CONTRACTOR', internship: 'INTERN' };

export function jobPostingJsonLd(job: JobDetail, url: string, base: string, siteName: string) {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url,
    datePosted: job.published_at,
    ...(job.closes_at && { validThrough: job.closes_at }),
    employmentType: EMPLOYMENT_TYPE[job.job_type],
    hiringOrganization: { '@type': 'Organization', name: siteName, sameAs: `${base}/` },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.location, addressCountry: 'ID' } },
  };
}

type Place = {
  name: string;
  address: string | null;
  telephone: string | null;
  lat: number | null;
  lng: number | null;
  city?: string | undefined;
  province?: string | undefined;
  hours?: OpeningHours | null;
};

/** The holiday calendar and today's date (the stores' dates), for the dated entries of openingHoursSpecification. */
export type PlaceCalendar = { holidays: readonly Holiday[]; today: string };
/** Days ahead whose holidays and overrides a list page's stores carry (each store repeats them: kept short). */
const PLACE_CALENDAR_DAYS = 7;

type PlaceType = 'Store' | 'ElectronicsStore' | 'LocalBusiness';

function localBusiness(type: PlaceType, place: Place, pageUrl: string, calendar: PlaceCalendar | undefined) {
  return {
    '@type': type,
    name: place.name,
    url: pageUrl,
    ...(place.telephone && { telephone: place.telephone }),
    ...(place.address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.address,
        ...(place.city && { addressLocality: place.city }),
        ...(place.province && { addressRegion: place.province }),
        addressCountry: 'ID',
      },
    }),
    ...(place.lat !== null && place.lng !== null && { geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng } }),
    ...(place.hours && {
      openingHoursSpecification: openingHoursSpecification(
        place.hours,
        calendar?.holidays ?? [],
        calendar?.today ?? '1970-01-01',
        calendar ? PLACE_CALENDAR_DAYS : 0,
      ),
    }),
  };
}

/**
 * One place's own page (docs/decisions/025-dealer-finders.md): a dealer as ElectronicsStore, a service centre as
 * LocalBusiness, with address, geo, telephone and the opening hours with the next 7 days' holidays and overrides.
 */
export function placeJsonLd(type: PlaceType, place: Place, url: string, calendar: PlaceCalendar) {
  return { '@context': CONTEXT, ...localBusiness(type, place, url, calendar), '@id': url };
}

/** An ItemList of places: dealers as Store, service centres as LocalBusiness. */
export function placesJsonLd(name: string, url: string, type: 'Store' | 'LocalBusiness', places: Place[], calendar?: PlaceCalendar) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: places.length,
    itemListElement: places.map((place, i) => ({ '@type': 'ListItem', position: i + 1, item: localBusiness(type, place, url, calendar) })),
  };
}

/**
 * An ItemList that links to each place's own page (which carries its full description) instead of repeating it:
 * the finder's first page, and how many there are in all (docs/decisions/025-dealer-finders.md).
 */
export function placeLinksJsonLd(name: string, url: string, total: number, links: { name: string; url: string }[]) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    url,
    numberOfItems: total,
    itemListElement: links.map((link, i) => ({ '@type': 'ListItem', position: i + 1, name: link.name, url: link.url })),
  };
}

export const dealerPlace = (d: Dealer): Place => ({
  name: d.name,
  address: d.address,
  telephone: d.phone_primary,
  lat: d.lat,
  lng: d.lng,
  city: d.city?.name,
  province: d.province?.name,
  hours: d.hours,
});

export const serviceCenterPlace = (s: ServiceCenter): Place => ({
  name: s.name,
  address: s.address,
  telephone: s.phone,
  lat: s.lat,
  lng: s.lng,
  city: s.city.name,
  province: s.province.name,
  hours: s.hours,
});

/** A trail of [name, absolute url] pairs, the page itself last. */
export function breadcrumbJsonLd(trail: [name: string, url: string][]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}
