import { COLLECTION_KEYS, type Collection, type CollectionKey } from './fields';
import { products } from './products';
import { brands } from './brands';
import { categories } from './categories';
import { dealers } from './dealers';
import { serviceCenters } from './service-centers';
import { pickupPoints } from './pickup-points';
import { holidays } from './holidays';
import { dealerStock } from './dealer-stock';
import { articles } from './articles';
import { jobs } from './jobs';
import { sliders } from './sliders';
import { promotions } from './promotions';
import { faqs } from './faqs';
import { webPages } from './web-pages';
import { milestones } from './milestones';
import { testimonials } from './testimonials';
import { newsticker } from './newsticker';
import { giveaways } from './giveaways';
import { lotteryCampaigns } from './lottery-campaigns';
import { homeAttributes } from './home-attributes';
import { homeSections } from './home-sections';
import { siteFeatures } from './site-features';
import { videos } from './videos';
import { company } from './company';
import { webAccessories } from './web-accessories';

// Every content type the studio edits, each declared once in its own file (src/contract/collections/):
// the server validates drafts and maps them onto the public tables from these (src/server/studio/tables.ts),
// the studio's generic list and editor pages render from them, and public wire schemas derive from them
// (src/contract/collections/wire.ts; docs/decisions/250-staff-studio.md).
export const COLLECTIONS: Record<CollectionKey, Collection> = {
  products: products,
  brands: brands,
  categories: categories,
  dealers: dealers,
  'service-centers': serviceCenters,
  'pickup-points': pickupPoints,
  holidays: holidays,
  'dealer-stock': dealerStock,
  articles: articles,
  jobs: jobs,
  sliders: sliders,
  promotions: promotions,
  faqs: faqs,
  'web-pages': webPages,
  milestones: milestones,
  testimonials: testimonials,
  newsticker: newsticker,
  giveaways: giveaways,
  'lottery-campaigns': lotteryCampaigns,
  'home-attributes': homeAttributes,
  'home-sections': homeSections,
  'site-features': siteFeatures,
  videos: videos,
  company: company,
  'web-accessories': webAccessories,
};

export const isCollectionKey = (value: string): value is CollectionKey => (COLLECTION_KEYS as readonly string[]).includes(value);

/** Whether a collection has bilingual fields (an English twin at the top level or in a list's items). */
export const hasEnglish = (collection: CollectionKey) =>
  COLLECTIONS[collection].fields.some((f) => f.en || (f.kind === 'list' && f.fields.some((sub) => sub.en)));

/** The English twins of a collection's bilingual fields whose Indonesian text is set but English is empty. */
export function missingEnglish(collection: CollectionKey, data: Record<string, unknown>): string[] {
  const filled = (value: unknown) =>
    Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;
  const missing: string[] = [];
  for (const field of COLLECTIONS[collection].fields) {
    if (field.en && filled(data[field.name]) && !filled(data[field.en])) missing.push(field.en);
    if (field.kind === 'list' && Array.isArray(data[field.name])) {
      (data[field.name] as Record<string, unknown>[]).forEach((item, i) => {
        for (const sub of field.fields)
          if (sub.en && item && filled(item[sub.name]) && !filled(item[sub.en])) missing.push(`${field.name}.${i}.${sub.en}`);
      });
    }
  }
  return missing;
}
