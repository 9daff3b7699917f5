import { z } from 'zod';
import { LangQuerySchema, ProductSummarySchema } from './catalogue';
import { ImageSchema, envelope, pageParam, paginated, perPageParam, PreviewTokenSchema, searchParam, slugParam } from './common';
import { ARTICLE_CATEGORIES, ARTICLE_PAGE_SIZE } from './content-terms';

// Articles and events (one table, `kind` tells them apart) and the milestone timeline (docs/product.md §2, §7.4).

export const ArticleCategorySchema = z.enum(ARTICLE_CATEGORIES);
export type ArticleCategory = z.infer<typeof ArticleCategorySchema>;
/** The list tabs: the five categories, plus `event` for the activities list (kind = event). */
export const ArticleListCategorySchema = z.enum([...ARTICLE_CATEGORIES, 'event']);

export const ArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['article', 'event']),
  title: z.string(),
  excerpt: z.string(),
  article_category: ArticleCategorySchema,
  thumbnail: ImageSchema,
  author: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
  event_date: z.string().nullable(),
  event_location: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>;

/** A table-of-contents entry: `id` is the anchor the body's heading carries. */
export const TocEntrySchema = z.object({ id: z.string(), level: z.number().int(), text: z.string() });
export type TocEntry = z.infer<typeof TocEntrySchema>;

export const ArticleDetailSchema = ArticleSummarySchema.extend({
  /** HTML; every <h2>/<h3> carries an id that `toc` lists in order. */
  body: z.string(),
  toc: z.array(TocEntrySchema),
  related_product_slugs: z.array(z.string()),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
});
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;

export const ArticleListQuerySchema = LangQuerySchema.extend({
  page: pageParam,
  size: perPageParam(ARTICLE_PAGE_SIZE),
  category: ArticleListCategorySchema.optional(),
  /** Beyond the original CMS's calls, docs/product.md §7.7: `article` or `event` only (the activities page uses category=event). */
  kind: z.enum(['article', 'event']).optional(),
  search: searchParam.optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;
export const ArticleListResponseSchema = envelope(paginated(ArticleSummarySchema));

/** `v2/event/{id}`: the numeric id or the slug. */
export const ArticleParamsSchema = z.object({ id: slugParam });
/** `preview`: a studio preview token; the answer is then the draft, never cached (docs/decisions/250). */
export const ArticleFindQuerySchema = LangQuerySchema.extend({
  preview: PreviewTokenSchema.optional(),
});
export const ArticleDetailResponseSchema = envelope(ArticleDetailSchema);

const limitParam = (fallback: number) => z.coerce.number().int().min(1).max(50).default(fallback);

export const RelatedPostQuerySchema = LangQuerySchema.extend({ slug: slugParam, limit: limitParam(3) });
export const SuggestedPostQuerySchema = LangQuerySchema.extend({ slug: slugParam.optional(), limit: limitParam(3) });
export const ArticlesResponseSchema = envelope(z.array(ArticleSummarySchema));

export const RelatedProductQuerySchema = LangQuerySchema.extend({ slug: slugParam, limit: limitParam(4) });
export const RelatedProductResponseSchema = envelope(z.array(ProductSummarySchema));

// --- milestones (/milestone: 2016, 2 brands … 2024, 27 brands) ---

export const MilestoneSchema = z.object({
  year: z.number().int(),
  brand_count: z.number().int(),
  title: z.string(),
  text: z.string(),
});
export type Milestone = z.infer<typeof MilestoneSchema>;
export const MilestonesResponseSchema = envelope(z.array(MilestoneSchema));
