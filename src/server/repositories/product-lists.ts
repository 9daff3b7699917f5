import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Brand, Category, ProductListQuery, ProductListResponse, ProductSummary } from '../../contract/catalogue';
import type { Lang } from '../../contract/common';
import type { Database } from '../db/client';
import { articles, brands, categories, products, stores } from '../db/schema';
import { summaryColumns, toBrand, toCategory, toProductSummary } from './catalogue';
import { toPage } from './pagination';
import { productSearch, rankedMatches, searchArticles, searchDealers, toSearchArticle, withTypoTolerance } from './search';

// v2 catalogue lists (docs/product.md §7): the product list page, trending products, popular categories, brand filter.

const RELATED_ARTICLES = 4;
const RELATED_DEALERS = 6;

const summaryQuery = (db: Database) =>
  db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .innerJoin(categories, eq(products.category_id, categories.id));

const toSummaries = (rows: Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>, lang: Lang): ProductSummary[] =>
  rows.map((r) => toProductSummary(r.product, r.brand, r.category, lang));

/**
 * `v2/product`: a page of products sorted by price (nulls — price on request — last), with
 * `articles`/`dealers`: for a search term the matching ones; otherwise the latest articles about the
 * products on the page and, with a brand filter, dealers carrying that brand. With a search term the
 * products come by relevance (exact and prefix name matches first, then descriptions; `rankedMatches`),
 * then by name like the header search — never by price (a cheap tripod before the camera asked for).
 */
export async function listProducts(db: Database, query: ProductListQuery, lang: Lang): Promise<ProductListResponse> {
  const term = query.search || query.cari || undefined;
  return term ? withTypoTolerance(db, term, (tx) => listProductsIn(tx, query, term, lang)) : listProductsIn(db, query, undefined, lang);
}

async function listProductsIn(db: Database, query: ProductListQuery, term: string | undefined, lang: Lang): Promise<ProductListResponse> {
  // Brand and category by id (one index probe each, decision 170): the page then reads
  // products_{category,brand}_price_{asc,desc}_idx in order and stops after the page's rows.
  const filters: (SQL | undefined)[] = [
    query.brand ? eq(products.brand_id, sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${query.brand})`) : undefined,
    query.category ? eq(products.category_id, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`) : undefined,
    query.min_price !== undefined ? gte(products.price, query.min_price) : undefined,
    query.max_price !== undefined ? lte(products.price, query.max_price) : undefined,
  ];
  const price = query.sort_by_price === 'desc' ? sql`${products.price} desc nulls last` : sql`${products.price} asc nulls last`;
  const offset = (query.page - 1) * query.per_page;
  let total: number;
  let rows: Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>;
  if (term) {
    const matches = rankedMatches(productSearch, term);
    const where = and(...filters);
    const [totalRow] = await db
      .select({ total: count() })
      .from(products)
      .innerJoin(sql`${matches} as m`, sql`m.id = ${products.id}`)
      .where(where);
    total = totalRow?.total ?? 0;
    rows = await summaryQuery(db)
      .innerJoin(sql`${matches} as m`, sql`m.id = ${products.id}`)
      .where(where)
      .orderBy(sql`m.tier`, asc(products.name), asc(products.id))
      .limit(query.per_page)
      .offset(offset);
  } else {
    const where = and(...filters);
    // The page and its total in one statement: the count is an uncorrelated scalar subquery (evaluated
    // once, an index-only scan of the filter's index) — no join, every product has its brand and category.
    // Only a page past the end, which has no row to carry it, counts on its own.
    const counted = await db
      .select({ ...summaryColumns, total: sql<number>`(select count(*) from ${products} where ${where ?? sql`true`})`.mapWith(Number) })
      .from(products)
      .innerJoin(brands, eq(products.brand_id, brands.id))
      .innerJoin(categories, eq(products.category_id, categories.id))
      .where(where)
      .orderBy(price, asc(products.name), asc(products.id))
      .limit(query.per_page)
      .offset(offset);
    rows = counted;
    if (counted[0]) {
      total = counted[0].total;
    } else {
      const [totalRow] = await db.select({ total: count() }).from(products).where(where);
      total = totalRow?.total ?? 0;
    }
  }
  const page = toPage(toSummaries(rows, lang), { page: query.page, perPage: query.per_page, total });

  if (term) {
    return {
      products: page,
      articles: await searchArticles(db, term, RELATED_ARTICLES, lang),
      dealers: await searchDealers(db, term, RELATED_DEALERS),
    };
  }
  const slugs = page.data.map((p) => p.slug);
  const related = slugs.length
    ? await db
        .select({ id: articles.id, slug: articles.slug, title: articles.title, title_en: articles.title_en, category: articles.category, thumbnail: articles.thumbnail })
        .from(articles)
        .where(and(eq(articles.kind, 'article'), sql`${articles.related_product_slugs} ?| array[${sql.join(slugs.map((s) => sql`${s}`), sql`, `)}]::text[]`))
        .orderBy(desc(articles.published_at), asc(articles.id))
        .limit(RELATED_ARTICLES)
    : [];
  const dealers = query.brand
    ? await db
        .select({ id: stores.id, name: stores.name, address: stores.address, phone_primary: stores.phone_primary, city: sql<string | null>`(select name from cities where code = ${stores.city_code})` })
        .from(stores)
        .where(and(eq(stores.type, 'offline_store'), sql`${stores.brands} @> ${JSON.stringify([query.brand])}::jsonb`))
        .orderBy(asc(stores.name), asc(stores.id))
        .limit(RELATED_DEALERS)
    : [];
  return { products: page, articles: related.map((r) => toSearchArticle(r, lang)), dealers };
}

/** `v2/trending_product`: the ranked trending products (rank 1 first). */
export async function listTrending(db: Database, size: number, lang: Lang): Promise<ProductSummary[]> {
  const rows = await summaryQuery(db)
    .where(isNotNull(products.trending_rank))
    .orderBy(asc(products.trending_rank), asc(products.id))
    .limit(size);
  return toSummaries(rows, lang);
}

/** `v2/popular_category`: categories with a popular rank, rank 1 first, with product counts. */
export async function listPopularCategories(db: Database, size: number, lang: Lang): Promise<Category[]> {
  const rows = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, eq(products.category_id, categories.id))
    .where(isNotNull(categories.popular_rank))
    .groupBy(categories.id)
    .orderBy(asc(categories.popular_rank), asc(categories.id))
    .limit(size);
  return rows.map((r) => toCategory(r.category, lang, r.productCount));
}

/** `v3/brands/fetch`: brands with at least one product in the category (undefined: the category is unknown). */
export async function fetchBrands(db: Database, slugCategory: string | undefined, lang: Lang): Promise<Brand[] | undefined> {
  if (!slugCategory) {
    const rows = await db.select().from(brands).orderBy(asc(brands.sort_order), asc(brands.name));
    return rows.map((r) => toBrand(r, lang));
  }
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slugCategory)).limit(1);
  if (!category) return undefined;
  const withProducts = db.select({ id: products.brand_id }).from(products).where(eq(products.category_id, category.id));
  const rows = await db
    .select()
    .from(brands)
    .where(inArray(brands.id, withProducts))
    .orderBy(asc(brands.sort_order), asc(brands.name));
  return rows.map((r) => toBrand(r, lang));
}
