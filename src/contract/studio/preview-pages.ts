import type { CollectionKey } from '../collections/fields';
import { href } from '../routes';

// The public page a studio preview opens for an entry of each collection (docs/studio.md, "Pratinjau";
// docs/decisions/250-staff-studio.md): where the public site shows that entry once published. The page is opened
// with `?preview=<token>` and every read it makes shows the draft in place of the published entry
// (src/server/studio/preview-reads.ts). A collection missing here has no public page of its own: holidays
// (only opening hours), site features (not shown) and FAQs of the `general` group (not shown). Shared by the
// server, which makes the link, and the studio, which offers the button only where there is one.

type Draft = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const bySlug = (page: (slug: string) => string) => (draft: Draft) => {
  const slug = text(draft.slug);
  return slug ? page(slug) : null;
};
const home = () => href('home');

/** Web pages with a page of their own, by slug (src/features/content/routes, src/features/service/lib/service-terms.ts). */
const WEB_PAGE_ROUTES: Record<string, () => string> = {
  'privacy-policy': () => href('privacyPolicy'),
  'syarat-ketentuan': () => href('syaratKetentuan'),
  'service-garansi': () => href('serviceGaransi'),
};

/**
 * The page for a draft, or null when this draft has none (no slug yet, a web page no route shows). `dealer-stock`
 * is answered by the server: its page is its product's, read from the database.
 */
export const PREVIEW_PAGES: Partial<Record<CollectionKey, (draft: Draft) => string | null>> = {
  products: bySlug((slug) => href('productInfo', { slug })),
  articles: (draft) => {
    const slug = text(draft.slug);
    return slug ? href(draft.kind === 'event' ? 'kegiatanDetail' : 'articleDetail', { slug }) : null;
  },
  brands: bySlug((slug) => href('brand', { slug })),
  categories: bySlug((slug) => href('productCategory', { slug })),
  dealers: bySlug((slug) => href('dealerDetail', { slug })),
  'service-centers': bySlug((slug) => href('serviceCenterDetail', { slug })),
  'pickup-points': () => href('serviceCenter'),
  jobs: bySlug((slug) => href('karirDetail', { slug })),
  giveaways: bySlug((slug) => href('campaign', { slug })),
  'web-pages': (draft) => WEB_PAGE_ROUTES[text(draft.slug) ?? '']?.() ?? null,
  faqs: (draft) => (draft.group === 'warranty' ? href('garansi') : draft.group === 'service' ? href('serviceCenter') : null),
  promotions: () => href('promosi'),
  'lottery-campaigns': () => href('undian'),
  milestones: () => href('milestone'),
  company: () => href('aboutUs'),
  // The home page's pieces: the home page as it would look with the draft.
  sliders: home,
  'home-sections': home,
  'home-attributes': home,
  testimonials: home,
  videos: home,
  newsticker: home,
  // Header and footer logos and badges are on every page: the home page shows both.
  'web-accessories': home,
  'dealer-stock': () => null,
};

/** Whether the studio offers a preview for the collection's entries. */
export const hasPreviewPage = (collection: CollectionKey): boolean => PREVIEW_PAGES[collection] !== undefined;
