import { sql } from 'drizzle-orm';
import { articles, brands, categories, products } from '../db/schema';

// What every product list statement answers for its page (docs/decisions/140-search-and-reads-at-scale.md):
// a card's columns, read by `toSummaryRows` (src/server/repositories/product-lists.ts), and the page's rows as
// JSON with the latest articles about any of its products. The statement names its page CTE `page`, with an
// `ord` column, from `products` joined with its brand and category.

export const RELATED_ARTICLES = 4;

/** A product card's columns, each with a distinct alias (prepared reads key rows by column name). */
export const PAGE_COLUMNS = sql`${products.id} as p_id, ${products.slug} as p_slug, ${products.name} as p_name,
  ${products.description} as p_description, ${products.description_en} as p_description_en, ${products.price} as p_price,
  ${products.image} as p_image, ${brands.id} as b_id, ${brands.slug} as b_slug, ${brands.name} as b_name,
  ${brands.image_url} as b_image_url, ${categories.id} as c_id, ${categories.slug} as c_slug, ${categories.name} as c_name,
  ${categories.name_en} as c_name_en`;

/** The page's rows in order, as `rows`. */
export const PAGE_ROWS = sql`(select coalesce(json_agg(page order by ord), '[]'::json) from page) as rows`;

/** The latest articles about any product of the page (`?|`: the GIN index), as `articles`. */
export const PAGE_ARTICLES = sql`(select coalesce(json_agg(a), '[]'::json) from (
    select ${articles.id} as id, ${articles.slug} as slug, ${articles.title} as title, ${articles.title_en} as title_en,
      ${articles.category} as category, ${articles.thumbnail} as thumbnail
    from ${articles}
    where ${articles.kind} = 'article' and ${articles.related_product_slugs} ?| array(select p_slug from page)
    order by ${articles.published_at} desc, ${articles.id} asc
    limit ${sql.raw(String(RELATED_ARTICLES))}) as a) as articles`;
