import { z } from 'zod';
import { LangQuerySchema } from './catalogue';
import { ImageSchema, envelope, searchParam, slugParam } from './common';

// Site-wide content: news ticker, web accessories, features + company profile, web pages, FAQ, videos
// (docs/product.md §2.5, §7.4). The original CMS's fields are not known; these shapes are ours.

/** One ticker entry: a launch-promo text, optionally linking somewhere (three rotate every 5 s). */
export const NewstickerItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string().nullable(),
  flag: z.string().nullable().optional(),
});
export type NewstickerItem = z.infer<typeof NewstickerItemSchema>;
export const NewstickerResponseSchema = envelope(z.array(NewstickerItemSchema));

/** A site asset (logos, badges) addressed by a stable key, e.g. "hover-logo-insta360". */
export const WebAccessorySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  media_url: z.string().nullable(),
  url: z.string().nullable().optional(),
  placement: z.enum(['header', 'footer']).optional(),
  hover_media_url: z.string().nullable().optional(),
});
export type WebAccessory = z.infer<typeof WebAccessorySchema>;
export const WebAccessoriesResponseSchema = envelope(z.array(WebAccessorySchema));

/** "Why choose us" entries. */
export const SiteFeatureSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  sort_order: z.number().int(),
});
export type SiteFeature = z.infer<typeof SiteFeatureSchema>;

export const SocialLinkSchema = z.object({
  network: z.enum(['instagram', 'facebook', 'tiktok', 'linkedin', 'youtube']),
  url: z.string(),
});
export const CompanyProfileSchema = z.object({
  name: z.string(),
  legal_name: z.string(),
  tagline: z.string(),
  vision: z.string(),
  mission: z.array(z.string()),
  history: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  whatsapp: z.string(),
  lat: z.number(),
  lng: z.number(),
  founded_year: z.number().int(),
  socials: z.array(SocialLinkSchema),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** `v2/site-features?limit`: one source for the features and the company profile (docs/product.md §3). */
export const SiteFeaturesQuerySchema = LangQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const SiteFeaturesResponseSchema = envelope(
  z.object({ features: z.array(SiteFeatureSchema), company_profile: CompanyProfileSchema.nullable() }),
);

export const WebPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  /** HTML. */
  body: z.string(),
  updated_at: z.string(),
});
export type WebPage = z.infer<typeof WebPageSchema>;
export const WebPageQuerySchema = LangQuerySchema.extend({ slug: slugParam });
export const WebPageResponseSchema = envelope(WebPageSchema);

export const FaqGroupSchema = z.enum(['general', 'service', 'warranty']);
export const FaqEntrySchema = z.object({
  id: z.number().int(),
  group: FaqGroupSchema,
  question: z.string(),
  answer: z.string(),
  sort_order: z.number().int(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
export const FaqQuerySchema = LangQuerySchema.extend({ group: FaqGroupSchema.optional() });
export const FaqResponseSchema = envelope(z.array(FaqEntrySchema));

export const VIDEO_LIMIT = 10;
export const VideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  youtube_id: z.string(),
  /** The watch page, for links and sharing. */
  url: z.string(),
  thumbnail: ImageSchema,
  brand_slug: z.string().nullable(),
  published_at: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;
/** Newest first; `search` matches the title in either language, ignoring case and accents. */
export const VideoQuerySchema = LangQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(VIDEO_LIMIT),
  search: searchParam.optional(),
});
export const VideosResponseSchema = envelope(z.array(VideoSchema));

// Saving for offline in a few compressed answers (docs/decisions/101-save-for-offline.md): each part
// holds the content API's own answers to the reads "Simpan untuk offline" makes, keyed like the client's
// `apiGet` names a read (src/contract/read-key.ts), so the pages find them under their own query keys.

/** A dataset part: `base` (every list), then the product pages and the article pages in chunks. */
export const OFFLINE_PART_PATTERN = /^(base|products-[1-9]\d{0,3}|articles-[1-9]\d{0,3})$/;
export const OfflineDatasetQuerySchema = LangQuerySchema.extend({ part: z.string().max(20).regex(OFFLINE_PART_PATTERN) });
export const OfflineDatasetResponseSchema = envelope(
  z.object({
    /** The content version the answers were read at (the same as v2/offline/version's). */
    version: z.string(),
    part: z.string(),
    /** Every part of the dataset, `base` first: the client fetches the rest after it. */
    parts: z.array(z.string()),
    /** `readKey` → the endpoint's answer, exactly as the endpoint sends it. */
    reads: z.record(z.string(), z.unknown()),
  }),
);
export type OfflineDatasetPart = z.infer<typeof OfflineDatasetResponseSchema>['data'];
export const ContentVersionResponseSchema = envelope(z.object({ version: z.string() }));
