import { z } from 'zod';
import { ImageSchema, LangSchema } from './common';
import { SEARCH_SIZE, SEARCH_SIZE_MAX } from './search-terms';

// Header search (docs/product.md §2.6, §3, §7 `v2/product/search?q&size`).

export const SearchQuerySchema = z.object({
  lang: LangSchema.optional(),
  /** Required and non-blank (the client never searches for an empty term, docs/product.md §5): blank → 400. */
  q: z.string().trim().min(1, 'q must not be empty').max(200),
  /** Items per group (products, dealers, articles); at most 50, more → 400. */
  size: z.coerce.number().int().min(1).max(SEARCH_SIZE_MAX).default(SEARCH_SIZE),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image_base: ImageSchema,
  price: z.number().int().nullable(),
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
});
export type SearchProduct = z.infer<typeof SearchProductSchema>;

/** An offline dealer (authorized store); `city` is the city's name. */
export const SearchDealerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  phone_primary: z.string().nullable(),
  city: z.string().nullable(),
});
export type SearchDealer = z.infer<typeof SearchDealerSchema>;

export const SearchArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  article_category: z.string(),
  thumbnail: ImageSchema,
});
export type SearchArticle = z.infer<typeof SearchArticleSchema>;

export const SearchResponseSchema = z.object({
  products: z.array(SearchProductSchema),
  /**
   * How many products match in all: `products` holds the best `size` of them. The same count as the
   * `total` of `v2/product?search=` for the term (the /search page), so the popup's count line and the
   * page it links to agree (docs/product.md §2.6).
   */
  products_total: z.number().int().min(0),
  dealers: z.array(SearchDealerSchema),
  articles: z.array(SearchArticleSchema),
});
export type SearchResult = z.infer<typeof SearchResponseSchema>;
