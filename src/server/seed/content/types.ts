/**
 * Row types of the demo content the server seeds on first start.
 *
 * Conventions (1:1 with the tables):
 * - Indonesian text sits in the plain column, English in `*_en` (null → the client falls back to Indonesian).
 * - Rows reference each other by slug/code, not by serial id: the seeder inserts brands and categories
 *   first and maps `brand_slug`/`category_slug` to `brand_id`/`category_id`. Everything else is a straight insert.
 * - `id` is given only where docs/product.md fixes it (lottery campaign 1) or where a stable public key helps
 *   (sliders, stores); the seeder may keep it or let `serial` assign one.
 * - Dates are ISO-8601 strings (`timestamptz` in `mode: 'string'`).
 */
import type { brands, categories, FaqRow, ImageRow, MarketplaceLinkRow, products, SpecRow } from '@/server/db/schema';

export type { FaqRow, ImageRow, MarketplaceLinkRow, SpecRow };

// ---------------------------------------------------------------- catalogue (src/server/db/schema.ts)

/**
 * A table's row as the seed inserts it: the table's own insert type (src/server/db/schema.ts), never written
 * again, with every column given (the seed writes complete rows; nullable columns may be null).
 */
type Insert<T extends { $inferInsert: object }> = Required<T['$inferInsert']>;

/** `categories` table; `popular_rank` 1..6 for the home page's popular categories (`v2/popular_category?size=6`). */
export type CategoryRow = Omit<Insert<typeof categories>, 'id' | 'created_at' | 'updated_at'>;

/** `brands` table. `image_url` is the logo wordmark (`/media/brands/{slug}.webp`); `color` is not a column: the colour the generated logo and product images use. */
export type BrandRow = Omit<Insert<typeof brands>, 'id' | 'created_at' | 'updated_at'> & { color: string };

/**
 * `products` table; `brand_slug`/`category_slug` become `brand_id`/`category_id`; `created_at` (the launch
 * month, so "newest" sorting is plausible) is given, and `updated_at` copies it.
 */
export type ProductRow = Omit<Insert<typeof products>, 'id' | 'brand_id' | 'category_id' | 'created_at' | 'updated_at'> & {
  brand_slug: string;
  category_slug: string;
  created_at: string;
  manual_url: string;
};

// ---------------------------------------------------------------- regions (idn-area-data, ODbL)

/** `provinces` table: official two-digit code, e.g. '31' = DKI Jakarta. */
export type ProvinceRow = { code: string; name: string };

/** `cities` table (regencies and cities): official code 'PP.RR', e.g. '31.71'. */
export type CityRow = {
  code: string;
  province_code: string;
  name: string;
  /** City-centre coordinates; only for cities that host a dealer or service centre. */
  lat: number | null;
  lng: number | null;
};

// ---------------------------------------------------------------- stores, service

export type StoreType = 'offline_store' | 'online_store';

/**
 * `stores` table, both kinds (`v2/authorized_store?type=…`). Offline stores have address, phones,
 * coordinates and hours; online stores have marketplace and url.
 */
export type StoreRow = {
  id: number;
  type: StoreType;
  name: string;
  /** Brand slugs carried. */
  brands: string[];
  address: string | null;
  province_code: string | null;
  city_code: string | null;
  /** Indonesian landline/mobile format, e.g. '(021) 6231 4455'. */
  phone_primary: string | null;
  /** International digits for wa.me links, e.g. '6281234567890'. */
  whatsapp: string | null;
  lat: number | null;
  lng: number | null;
  opening_hours: string | null;
  opening_hours_en: string | null;
  marketplace: string | null;
  url: string | null;
};

/** `service_centers` table. */
export type ServiceCenterRow = {
  id: number;
  name: string;
  address: string;
  province_code: string;
  city_code: string;
  phone: string;
  whatsapp: string;
  email: string;
  brands: string[];
  opening_hours: string;
  opening_hours_en: string;
  lat: number;
  lng: number;
};

/** `pickup_points` table: where customers drop off / collect units for service. */
export type PickupPointRow = {
  id: number;
  name: string;
  address: string;
  province_code: string;
  city_code: string;
  phone: string;
  /** Service centre that repairs what is dropped here. */
  service_center_id: number;
  opening_hours: string;
  opening_hours_en: string;
};

// ---------------------------------------------------------------- articles, events, careers

export type ArticleCategory = 'news' | 'photography' | 'videography' | 'sport' | 'gadget';

/** `articles` table (`v2/event…`): news and events share it; `kind` says which. */
export type ArticleRow = {
  slug: string;
  kind: 'article' | 'event';
  category: ArticleCategory;
  title: string;
  title_en: string | null;
  excerpt: string;
  excerpt_en: string | null;
  /** HTML with several <h2>/<h3> for the table of contents. */
  body: string;
  body_en: string | null;
  author: string;
  thumbnail: ImageRow;
  related_product_slugs: string[];
  published_at: string;
  updated_at: string;
  /** Events only: when and where. */
  event_date: string | null;
  event_location: string | null;
  meta_title: string;
  meta_description: string;
};

export type JobType = 'full-time' | 'contract' | 'internship';

/** `job_vacancies` table (`v2/lowongan_kerja`). */
export type JobVacancyRow = {
  id: number;
  slug: string;
  title: string;
  title_en: string;
  job_category: string;
  job_category_en: string;
  job_type: JobType;
  /** City name, e.g. 'Jakarta Utara'. */
  location: string;
  city_code: string;
  description: string;
  description_en: string;
  requirements: string[];
  requirements_en: string[];
  external_url: string;
  published_at: string;
  closes_at: string | null;
};

// ---------------------------------------------------------------- home page, promotions

/** `promotions` table (`v2/promosi`, `v2/promotion?tag=marketplace`). */
export type PromotionRow = {
  slug: string;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  /** 'marketplace' for marketplace promotions, else 'general'. */
  tag: 'general' | 'marketplace';
  marketplace: string | null;
  url: string | null;
  image: ImageRow;
  brand_slugs: string[];
  starts_at: string;
  ends_at: string;
};

/** `sliders` table: main hero slider and the two promo sliders. */
export type SliderRow = {
  id: number;
  tag: 'main_slider' | 'promo_slider_left' | 'promo_slider_right';
  title: string;
  title_en: string;
  subtitle: string;
  subtitle_en: string;
  /** Internal link (path) the slide opens. */
  link: string;
  image: ImageRow;
  image_mobile: ImageRow;
  sort_order: number;
};

/** `testimonials` table (`v2/testimoni`). */
export type TestimonialRow = {
  id: number;
  name: string;
  role: string;
  role_en: string;
  quote: string;
  quote_en: string;
  rating: number;
  avatar: ImageRow;
  product_slug: string | null;
};

/** `newsticker` table: exactly three launch-promo flags rotating every 5 s. */
export type NewsTickerRow = {
  id: number;
  text: string;
  text_en: string;
  link: string;
  sort_order: number;
};

/** `home_attributes` table (`v2/home-attributes?tag=…`). */
export type HomeAttributeRow = {
  id: number;
  tag: 'feature_section' | 'product_section';
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  icon: string | null;
  image: ImageRow | null;
  link: string | null;
  sort_order: number;
};

/** `home_sections` table (`v2/section_1`, `v2/section_2`). */
export type HomeSectionRow = {
  key: 'section_1' | 'section_2';
  title: string;
  title_en: string;
  subtitle: string;
  subtitle_en: string;
  body: string;
  body_en: string;
  image: ImageRow;
  cta_label: string;
  cta_label_en: string;
  cta_link: string;
};

// ---------------------------------------------------------------- company, support

/** `faqs` table (`v2/faq`). */
export type FaqEntryRow = {
  id: number;
  group: 'general' | 'service' | 'warranty';
  question: string;
  question_en: string;
  answer: string;
  answer_en: string;
  sort_order: number;
};

/** `milestones` table: one per year, 2016 (2 brands) … 2024 (27 brands). */
export type MilestoneRow = {
  year: number;
  brand_count: number;
  title: string;
  title_en: string;
  text: string;
  text_en: string;
};

/** `warranty_policies` table: coverage per brand. */
export type WarrantyPolicyRow = {
  brand_slug: string;
  unit_months: number;
  accessories_months: number;
  battery_months: number;
  /** Days after the purchase date within which a faulty unit is replaced with a new one (docs/product.md §4: 14). */
  replacement_days: number;
  claim_steps: string[];
  claim_steps_en: string[];
  notes: string;
  notes_en: string;
};

/** `lottery_campaigns` table (`v2/campaign/overview?type=A01&campaign_id=1`). */
export type LotteryCampaignRow = {
  id: number;
  type: string;
  title: string;
  title_en: string;
  starts_at: string;
  ends_at: string;
  /** One unique code per this many rupiah of purchase. */
  rupiah_per_code: number;
  confirm_days: number;
  address_max_length: number;
  terms: string[];
  terms_en: string[];
  brand_slugs: string[];
};

/** `lottery_draws` table: one per draw period; `winners` may be empty ("Winner will be drawn soon"). */
export type LotteryDrawRow = {
  campaign_id: number;
  period: number;
  title: string;
  title_en: string;
  draw_date: string;
  prize: string;
  prize_en: string;
  /** Prizes of the period (default 1; docs/decisions/325-lottery-draw.md). */
  winner_count?: number;
  winners: LotteryWinner[];
};
export type LotteryWinner = { winner_code: string; masked_name: string; city: string; status: 'confirmed' | 'redrawn' };

/** `company_profile` row (single). Served with site features by `v2/site-features`. */
export type CompanyProfileRow = {
  name: string;
  legal_name: string;
  tagline: string;
  tagline_en: string;
  vision: string;
  vision_en: string;
  mission: string[];
  mission_en: string[];
  history: string;
  history_en: string;
  address: string;
  phone: string;
  email: string;
  whatsapp: string;
  lat: number;
  lng: number;
  founded_year: number;
  socials: { network: 'instagram' | 'facebook' | 'tiktok' | 'linkedin' | 'youtube'; url: string }[];
};

/** `site_features` table: "why choose us". */
export type SiteFeatureRow = {
  id: number;
  title: string;
  title_en: string;
  description: string;
  description_en: string;
  icon: string;
  sort_order: number;
};

/** `videos` table (`v2/video-content`). */
export type VideoRow = {
  id: number;
  title: string;
  title_en: string;
  youtube_id: string;
  thumbnail: ImageRow;
  brand_slug: string | null;
  published_at: string;
};

/** `web_accessories` table: header/footer assets (`v2/web-accessories`). */
export type WebAccessoryRow = {
  key: string;
  placement: 'header' | 'footer';
  label: string;
  media_url: string;
  hover_media_url: string | null;
  link: string | null;
  sort_order: number;
};

/** `web_pages` table (`v2/web-page/find?slug`). */
export type WebPageRow = {
  slug: string;
  title: string;
  title_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
  body: string;
  body_en: string;
  updated_at: string;
};

/** `giveaways` table: campaign landing pages (`/hollyland-hoki`, …). */
export type GiveawayRow = {
  slug: string;
  brand_slug: string;
  title: string;
  title_en: string;
  subtitle: string;
  subtitle_en: string;
  body: string;
  body_en: string;
  prizes: string[];
  prizes_en: string[];
  terms: string[];
  terms_en: string[];
  starts_at: string;
  ends_at: string;
  image: ImageRow;
  product_slugs: string[];
};
