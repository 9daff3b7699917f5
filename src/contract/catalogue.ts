import { z } from 'zod';
import {
  ImageSchema,
  LangSchema,
  envelope,
  pageParam,
  paginated,
  perPageParam,
  PreviewTokenSchema,
  searchParam,
  slugParam,
} from './common';
import { ATTRIBUTE_TYPES } from './collections/attributes-terms';
import { products } from './collections/products';
import { wireShape } from './collections/wire';
import { SearchArticleSchema, SearchDealerSchema } from './search';
import { MAX_SPEC_FILTERS, parseSpecParams, specErrorMessage } from './spec-filters';
import { MAX_COMPARED, PRODUCT_PAGE_SIZE, STOCK_STATES, TRENDING_SIZE } from './catalogue-terms';
import { POPULAR_CATEGORY_SIZE } from './routes';

// Catalogue wire format: categories, brands, products (docs/product.md §3, §7.1). Its constants are in
// catalogue-terms.ts, which pages import without loading zod (docs/decisions/113-first-screen.md).

export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  product_count: z.number().int(),
  /** Slugs it had before the studio changed them: a page at one moves to `slug` (docs/decisions/250). */
  previous_slugs: z.array(z.string()).optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export const BrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  featured: z.boolean(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandRefSchema = BrandSchema.pick({ id: true, slug: true, name: true, image_url: true });
export const CategoryRefSchema = CategorySchema.pick({ id: true, slug: true, name: true });

/** The list item: what search results, lists and cards need (docs/product.md §3). */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int().nullable(),
  image_base: ImageSchema,
  brand: BrandRefSchema,
  category: CategoryRefSchema,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** The summary's fields (written above), those the product page never shows, and `attrs` (as `attributes`). */
export const PRODUCT_DETAIL_OMITS = [
  'name',
  'slug',
  'brand_id',
  'category_id',
  'price',
  'description',
  'image',
  'trending_rank',
  'attrs',
  'fits',
] as const;

/**
 * One typed specification value (src/contract/collections/attributes.ts) in the reader's language, in the
 * category's order: a number in its unit (the page formats it), yes/no, a text, or the chosen option(s).
 */
export const ProductAttributeSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable(),
  value: z.union([z.number(), z.boolean(), z.string(), z.array(z.string())]),
  /** Shown when products are compared (the category's `compared` flag; src/contract/compare.ts). */
  compared: z.boolean().optional(),
});
export type ProductAttribute = z.infer<typeof ProductAttributeSchema>;

/** The product page: the summary and every other field of the declaration (src/contract/collections/products.ts). */
export const StockStateSchema = z.enum(STOCK_STATES);
export type StockState = z.infer<typeof StockStateSchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  ...wireShape(products.fields, PRODUCT_DETAIL_OMITS),
  attributes: z.array(ProductAttributeSchema),
  /**
   * The best stock any dealer states within the staleness bound ("ada" over "terbatas" over "pesan_dulu"); null
   * when none does. The Product JSON-LD's availability follows it (no blanket InStock).
   */
  dealer_stock: StockStateSchema.nullable(),
  /** What fits what (src/server/repositories/fits.ts): the products it fits ("Cocok untuk"). */
  fits: z.array(ProductSummarySchema),
  /** The products that fit it ("Aksesori yang cocok"). */
  fitting: z.array(ProductSummarySchema),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

// --- requests and responses ---

export const LangQuerySchema = z.object({ lang: LangSchema.optional() });

export const CategoriesResponseSchema = envelope(z.array(CategorySchema));

export const BrandsQuerySchema = LangQuerySchema.extend({
  featured: z.enum(['yes', 'no']).optional(),
});
export const BrandsResponseSchema = envelope(z.array(BrandSchema));

export const BrandFindQuerySchema = LangQuerySchema.extend({ slug: slugParam });
export const BrandFindResponseSchema = envelope(BrandSchema);

export const ProductsFetchQuerySchema = LangQuerySchema.extend({
  per_page: perPageParam(PRODUCT_PAGE_SIZE),
  page: pageParam,
  slug_brand: slugParam.optional(),
  slug_category: slugParam.optional(),
  q: searchParam.optional(),
});
export type ProductsFetchQuery = z.infer<typeof ProductsFetchQuerySchema>;
/** `v3/products/fetch` items carry their typed values too: the saved catalogue is filtered by them on the device. */
export const ProductWithAttrsSchema = ProductSummarySchema.extend({
  attrs: z.record(z.string(), z.union([z.number(), z.boolean(), z.string(), z.array(z.string())])).optional(),
});
export type ProductWithAttrs = z.infer<typeof ProductWithAttrsSchema>;
export const ProductsFetchResponseSchema = envelope(paginated(ProductWithAttrsSchema));

/** `preview`: a studio preview token; the answer is then the draft, never cached (docs/decisions/250). */
export const ProductFindQuerySchema = LangQuerySchema.extend({
  slug: slugParam,
  preview: PreviewTokenSchema.optional(),
});
export const ProductFindResponseSchema = envelope(ProductDetailSchema);

// --- v2 lists (docs/product.md §7): the product list page, home rails, brand filter ---

/** `spec`: one filter by typed specification each (src/contract/spec-filters.ts); one given alone is a list of one. */
const specParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (typeof v === 'string' ? [v] : v))
  .pipe(z.array(z.string().max(240)).max(MAX_SPEC_FILTERS, `at most ${MAX_SPEC_FILTERS} spec filters`));

/**
 * `v2/product?page&category&brand&search&min_price&max_price&sort_by_price&spec&facets` (`cari` = `search`,
 * docs/product.md §5). `spec` filters by typed specification (`key:min..max`, `key:yes|no`, `key:option`,
 * repeatable; they need `category`), `facets=yes` asks for the category's facet groups with counts — or, with
 * `search` and no `category`, for the matching products' categories with counts (`categories`).
 */
export const ProductListQuerySchema = LangQuerySchema.extend({
  page: pageParam,
  per_page: perPageParam(PRODUCT_PAGE_SIZE),
  category: slugParam.optional(),
  brand: slugParam.optional(),
  search: searchParam.optional(),
  cari: searchParam.optional(),
  min_price: z.coerce.number().int().min(0).max(1e12).optional(),
  max_price: z.coerce.number().int().min(0).max(1e12).optional(),
  sort_by_price: z.enum(['asc', 'desc']).default('asc'),
  spec: specParam.optional(),
  facets: z.enum(['yes', 'no']).optional(),
  /** Only the products that fit this product ("Perangkat saya"; src/server/repositories/fits.ts). */
  fits: slugParam.optional(),
})
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price must not exceed max_price',
    path: ['min_price'],
  })
  .superRefine((q, ctx) => {
    for (const error of parseSpecParams(q.spec ?? []).errors)
      ctx.addIssue({ code: 'custom', path: ['spec'], message: specErrorMessage(error) });
    if (q.spec?.length && !q.category) ctx.addIssue({ code: 'custom', path: ['spec'], message: 'spec filters need a category' });
  });
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

// Facets: what the list offers to filter by, with counts (src/contract/spec-filters.ts counts them on the device).

export const SpecFacetOptionSchema = z.object({
  /** As the `spec` parameter writes it: the option's Indonesian text, or `yes`/`no`. */
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});

/**
 * One filterable attribute of the list's category: for a number the smallest and largest value among the
 * products, for a choice or yes/no each option with the number of products that have it. Counts are those
 * of the list with every other attribute's filter applied (this one's own left out), so a count is the
 * list's total once that option is chosen alone in its group.
 */
export const SpecFacetSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['number', 'choice', 'boolean']),
  unit: z.string().nullable(),
  /** Products (with the other filters) that carry a value for it. */
  count: z.number().int(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  options: z.array(SpecFacetOptionSchema),
});
export type SpecFacet = z.infer<typeof SpecFacetSchema>;
export type SpecFacetOption = z.infer<typeof SpecFacetOptionSchema>;

/** One category of a search's results: choose it to filter by it (`category`) and by its specifications. */
export const CategoryFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });
export type CategoryFacet = z.infer<typeof CategoryFacetSchema>;

/** Products page plus the articles and dealers that go with it (docs/product.md §3). */
export const ProductListResponseSchema = z.object({
  products: paginated(ProductSummarySchema),
  articles: z.array(SearchArticleSchema),
  dealers: z.array(SearchDealerSchema),
  /** With `facets=yes` and a category: its filterable attributes with counts for this list (src/contract/spec-filters.ts). */
  facets: z.array(SpecFacetSchema).optional(),
  /**
   * With `facets=yes`, `search` and no category: the categories of the matching products (under the other
   * filters), most products first. A category's count is the list's total once it is chosen
   * (docs/decisions/140-search-and-reads-at-scale.md).
   */
  categories: z.array(CategoryFacetSchema).optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

export const TrendingQuerySchema = LangQuerySchema.extend({ size: perPageParam(TRENDING_SIZE, 50) });
export const TrendingResponseSchema = envelope(z.array(ProductSummarySchema));

export const PopularCategoryQuerySchema = LangQuerySchema.extend({ size: perPageParam(POPULAR_CATEGORY_SIZE, 50) });
export const PopularCategoryResponseSchema = envelope(z.array(CategorySchema));

/** `v3/brands/fetch?slug_category`: brands with products in the category; every brand without it. */
export const BrandsFetchQuerySchema = LangQuerySchema.extend({ slug_category: slugParam.optional() });
export const BrandsFetchResponseSchema = envelope(z.array(BrandSchema));

// --- downloads (beyond the original CMS's calls, docs/product.md §7.7): the /download page's manuals by brand and product (decision 010) ---

/** One product's manual: `v2/product/downloads?brand`, by brand order then product name. */
export const DownloadSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: BrandRefSchema,
  category: CategoryRefSchema,
  /** A PDF. */
  manual_url: z.string(),
});
export type Download = z.infer<typeof DownloadSchema>;
export const DownloadsQuerySchema = LangQuerySchema.extend({ brand: slugParam.optional() });
export const DownloadsResponseSchema = envelope(z.array(DownloadSchema));

// --- compare (docs/decisions/010-public-pages.md, /bandingkan): up to four products side by side in one read ---

/** `produk=slug-a,slug-b,…`: one to four distinct product slugs, comma-separated, in the order shown. */
export const CompareQuerySchema = LangQuerySchema.extend({
  produk: z
    .string()
    .max(4 * 201)
    .transform((text) => text.split(',').map((slug) => slug.trim()))
    .pipe(
      z
        .array(slugParam)
        .min(1)
        .max(MAX_COMPARED, `at most ${MAX_COMPARED} products are compared at once`)
        .refine((slugs) => new Set(slugs).size === slugs.length, 'a product is named twice'),
    ),
});

/** One compared product: its summary (price, image, brand, category). */
export const ComparedProductSchema = ProductSummarySchema;

/**
 * One row of the comparison: a compared attribute, its label and unit in the reader's language, and each
 * product's value in the products' order (null: the product has none).
 */
export const ComparisonRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  unit: z.string().nullable(),
  values: z.array(z.union([z.number(), z.boolean(), z.string(), z.array(z.string()), z.null()])),
});
export type ComparisonRow = z.infer<typeof ComparisonRowSchema>;

export const ComparisonSchema = z.object({
  products: z.array(ComparedProductSchema),
  rows: z.array(ComparisonRowSchema),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
export const CompareResponseSchema = envelope(ComparisonSchema);

// --- what fits what (docs/decisions/010-public-pages.md, "Perangkat saya") ---

/** `produk=slug`: the product whose compatibility is asked. */
export const FitsQuerySchema = LangQuerySchema.extend({ produk: slugParam });

export const FitsSchema = z.object({
  /** The products it fits (for an accessory: the cameras, interfaces… it goes with). */
  fits: z.array(ProductSummarySchema),
  /** The products that fit it (for a camera: its accessories). */
  fitting: z.array(ProductSummarySchema),
});
export type Fits = z.infer<typeof FitsSchema>;
export const FitsResponseSchema = envelope(FitsSchema);
