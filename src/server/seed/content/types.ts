/**
 * Row types of the demo content the server seeds on first start.
 *
 * Conventions (1:1 with the tables):
 * - Indonesian text sits in the plain column, English in `*_en` (null → the client falls back to Indonesian).
 * - Rows reference each other by slug/code, not by serial id: the seeder inserts brands and categories
 *   first and maps `brand_slug`/`category_slug` to `brand_id`/`category_id`. Everything else is a straight insert.
 * - `id` is given only where docs/product.md fixes it (lottery campaign 1) or where a stable public key helps
 *   (sliders, stores, …); the other types `Omit` it and `serial` assigns one.
 * - Dates are ISO-8601 strings (`timestamptz` in `mode: 'string'`).
 */
import type {
  articles,
  brands,
  categories,
  cities,
  companyProfile,
  FaqRow,
  faqs,
  giveaways,
  homeAttributes,
  homeSections,
  ImageRow,
  jobVacancies,
  lotteryCampaigns,
  lotteryDraws,
  MarketplaceLinkRow,
  milestones,
  newsticker,
  pickupPoints,
  products,
  promotions,
  provinces,
  serviceCenters,
  siteFeatures,
  sliders,
  SpecRow,
  stores,
  holidays,
  testimonials,
  videos,
  warrantyPolicies,
  webAccessories,
  webPages,
} from '@/server/db/schema';

export type { FaqRow, ImageRow, MarketplaceLinkRow, SpecRow };

/**
 * A table's row as the seed inserts it: the table's own insert type (src/server/db/schema.ts), never written
 * again. Every column that cannot be null is given (defaults included: the demo states them); a nullable
 * column may be left out, so a new optional column needs no seed change (docs/decisions/205).
 */
type Insert<T extends { $inferInsert: object }> = Given<T['$inferInsert']>;
type Given<I> = { [K in keyof I as null extends I[K] ? never : K]-?: Exclude<I[K], undefined> } & {
  [K in keyof I as null extends I[K] ? K : never]?: I[K];
};

// ---------------------------------------------------------------- catalogue (src/server/db/schema.ts)

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
export type ProvinceRow = Insert<typeof provinces>;

/**
 * `cities` table (regencies and cities): official code 'PP.RR', e.g. '31.71'; `lat`/`lng` (the city centre)
 * only for cities that host a dealer or service centre.
 */
export type CityRow = Insert<typeof cities>;

// ---------------------------------------------------------------- stores, service

export type StoreType = (typeof stores.$inferSelect)['type'];

/**
 * `stores` table, both kinds (`v2/authorized_store?type=…`). Offline stores have address, phones,
 * coordinates and hours; online stores have marketplace and url. `brands`: the brand slugs carried;
 * `phone_primary` in Indonesian format, e.g. '(021) 6231 4455'; `whatsapp` in international digits for
 * wa.me links, e.g. '6281234567890'.
 */
export type StoreRow = Omit<Insert<typeof stores>, 'slug' | 'confirmed_at'> & { slug?: string };

/** `service_centers` table. */
export type ServiceCenterRow = Omit<Insert<typeof serviceCenters>, 'slug' | 'confirmed_at'> & { slug?: string };

/**
 * `pickup_points` table: where customers drop off / collect units for service; `service_center_id` is the
 * centre that repairs what is dropped there.
 */
export type PickupPointRow = Insert<typeof pickupPoints>;

/** `holidays` table: the calendar every store follows (src/contract/hours.ts). */
export type HolidayRow = Insert<typeof holidays>;

// ---------------------------------------------------------------- articles, events, careers

export type ArticleCategory = (typeof articles.$inferSelect)['category'];

/**
 * `articles` table (`v2/event…`): news and events share it; `kind` says which. `body` is HTML with several
 * <h2>/<h3> for the table of contents; `event_date`/`event_location` for events only. No `id`: articles are
 * addressed by slug, `serial` numbers them.
 */
export type ArticleRow = Omit<Insert<typeof articles>, 'id'>;

export type JobType = (typeof jobVacancies.$inferSelect)['job_type'];

/** `job_vacancies` table (`v2/lowongan_kerja`); `location` is the city name, e.g. 'Jakarta Utara'. */
export type JobVacancyRow = Insert<typeof jobVacancies>;

// ---------------------------------------------------------------- home page, promotions

/**
 * `promotions` table (`v2/promosi`, `v2/promotion?tag=marketplace`); `tag` is 'marketplace' for marketplace
 * promotions, else 'general'. No `id`: promotions are addressed by slug, `serial` numbers them.
 */
export type PromotionRow = Omit<Insert<typeof promotions>, 'id'>;

/** `sliders` table: main hero slider and the two promo sliders; `link` is the internal path the slide opens. */
export type SliderRow = Insert<typeof sliders>;

/** `testimonials` table (`v2/testimoni`). */
export type TestimonialRow = Insert<typeof testimonials>;

/** `newsticker` table: exactly three launch-promo flags rotating every 5 s. */
export type NewsTickerRow = Insert<typeof newsticker>;

/** `home_attributes` table (`v2/home-attributes?tag=…`). */
export type HomeAttributeRow = Insert<typeof homeAttributes>;

/** `home_sections` table (`v2/section_1`, `v2/section_2`). No `id`: the home page reads by `key`, `serial` numbers them. */
export type HomeSectionRow = Omit<Insert<typeof homeSections>, 'id'>;

// ---------------------------------------------------------------- company, support

/** `faqs` table (`v2/faq`). */
export type FaqEntryRow = Insert<typeof faqs>;

/** `milestones` table: one per year, 2016 (2 brands) … 2024 (27 brands). */
export type MilestoneRow = Insert<typeof milestones>;

/**
 * `warranty_policies` table: coverage per brand; `replacement_days` are the days after the purchase date
 * within which a faulty unit is replaced with a new one (docs/product.md §4: 14).
 */
export type WarrantyPolicyRow = Insert<typeof warrantyPolicies>;

/**
 * `lottery_campaigns` table (`v2/campaign/overview?type=A01&campaign_id=1`); `rupiah_per_code`: one unique
 * code per this many rupiah of purchase.
 */
export type LotteryCampaignRow = Insert<typeof lotteryCampaigns>;

/**
 * `lottery_draws` table: one per draw period; `winners` may be empty ("Winner will be drawn soon"). No `id`:
 * draws are addressed by campaign and period, `serial` numbers them. `winner_count` (prizes of the period) may
 * be left at the table's default of 1. The seed, pool and who drew are recorded when staff draw a period in the
 * studio; the seeded draws were not drawn there (docs/decisions/325-lottery-draws.md).
 */
export type LotteryDrawRow = Omit<
  Insert<typeof lotteryDraws>,
  'id' | 'winner_count' | 'seed' | 'drawn_at' | 'drawn_by' | 'pool_size' | 'pool_sha256'
> &
  Pick<typeof lotteryDraws.$inferInsert, 'winner_count'>;
export type LotteryWinner = LotteryDrawRow['winners'][number];

/** `company_profile` row (single; `serial` gives its `id`). Served with site features by `v2/site-features`. */
export type CompanyProfileRow = Omit<Insert<typeof companyProfile>, 'id'>;

/** `site_features` table: "why choose us". */
export type SiteFeatureRow = Insert<typeof siteFeatures>;

/** `videos` table (`v2/video-content`). */
export type VideoRow = Insert<typeof videos>;

/** `web_accessories` table: header/footer assets (`v2/web-accessories`). No `id`: read by `key`, `serial` numbers them. */
export type WebAccessoryRow = Omit<Insert<typeof webAccessories>, 'id'>;

/** `web_pages` table (`v2/web-page/find?slug`). No `id`: pages are addressed by slug, `serial` numbers them. */
export type WebPageRow = Omit<Insert<typeof webPages>, 'id'>;

/** `giveaways` table: campaign landing pages (`/hollyland-hoki`, …). No `id`: addressed by slug, `serial` numbers them. */
export type GiveawayRow = Omit<Insert<typeof giveaways>, 'id'>;
