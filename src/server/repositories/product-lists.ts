import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Brand, Category, ProductListQuery, ProductListResponse, ProductSummary } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import type { SearchArticle } from '@/contract/search';
import type { Database } from '../db/client';
import { brands, categories, categoryProductCounts, products, stores } from '../db/schema';
import { summaryColumns, toBrand, toCategory, toProductSummary } from './catalogue';
import { PAGE_ARTICLES, PAGE_COLUMNS, PAGE_ROWS, RELATED_ARTICLES } from './list-page';
import { preparedRead } from './prepared';
import { toPage } from './pagination';
import { bitmapList, facetedList } from './spec-facets';
import { fittingIds } from './fits';
import { productSearch, rankedMatches, searchArticles, searchDealers, toSearchArticle, withTypoTolerance } from './search';

// v2 catalogue lists (docs/product.md §7): the product list page, trending products, popular categories, brand filter.

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
  // Brand and category by id (one index probe each, decision 140): the page then reads
  // products_{category,brand}_price_{asc,desc}_idx in order and stops after the page's rows.
  const filters: (SQL | undefined)[] = [
    query.brand ? eq(products.brand_id, sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${query.brand})`) : undefined,
    query.category
      ? eq(products.category_id, sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${query.category})`)
      : undefined,
    query.min_price !== undefined ? gte(products.price, query.min_price) : undefined,
    query.max_price !== undefined ? lte(products.price, query.max_price) : undefined,
    // "Perangkat saya": only what fits the visitor's device (src/server/repositories/fits.ts).
    query.fits ? inArray(products.id, fittingIds(query.fits)) : undefined,
  ];
  const offset = (query.page - 1) * query.per_page;
  let total: number;
  let rows: Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>;
  let related: ArticleRow[] = [];
  let facets: ProductListResponse['facets'];
  let categoryFacet: ProductListResponse['categories'];
  if (term && !query.category && query.facets === 'yes') {
    // A search's results with their categories' counts: one statement (`searchWithCategories`).
    const extra = [filters[0], filters[2], filters[3], filters[4]].filter((f): f is SQL => !!f);
    const found = await searchWithCategories(db, query, term, extra, lang);
    rows = toSummaryRows(found.rows);
    total = found.total;
    categoryFacet = found.categories;
  } else if (query.category && (query.spec?.length || query.facets === 'yes' || query.fits)) {
    // Filters by specification and facet counts: one statement (src/server/repositories/spec-facets.ts), from
    // the bit strings when the spec filters are all (else on rows: brand, price, a term, a device).
    const extra = [filters[0], filters[2], filters[3], filters[4]].filter((f): f is SQL => !!f);
    const found =
      !term && !extra.length
        ? await bitmapList(db, query, { withFacets: query.facets === 'yes', lang })
        : await facetedList(db, query, {
            extra,
            matches: term ? rankedMatches(productSearch, term) : undefined,
            withFacets: query.facets === 'yes',
            lang,
          });
    rows = toSummaryRows(found.rows as PageRow[]);
    total = found.total;
    related = found.articles as ArticleRow[];
    facets = found.facets;
  } else if (term || query.fits) {
    const where = and(...filters);
    if (term) {
      const matches = rankedMatches(productSearch, term);
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
      // Only what fits a device, without a category (the filter's subquery bounds it to a few rows).
      const [totalRow] = await db.select({ total: count() }).from(products).where(where);
      total = totalRow?.total ?? 0;
      const price = query.sort_by_price === 'desc' ? sql`${products.price} desc nulls last` : sql`${products.price} asc nulls last`;
      rows = await summaryQuery(db).where(where).orderBy(price, asc(products.name), asc(products.id)).limit(query.per_page).offset(offset);
    }
  } else {
    const listed = await listPage(db, query);
    rows = listed.rows;
    total = listed.total;
    related = listed.articles;
  }
  const page = toPage(toSummaries(rows, lang), { page: query.page, perPage: query.per_page, total });

  const withFacets = { ...(facets ? { facets } : {}), ...(categoryFacet ? { categories: categoryFacet } : {}) };
  if (term) {
    return {
      products: page,
      articles: await searchArticles(db, term, RELATED_ARTICLES, lang),
      dealers: await searchDealers(db, term, RELATED_DEALERS),
      ...withFacets,
    };
  }
  const dealers = query.brand ? await brandDealers<DealerRow>(db, { brand: JSON.stringify([query.brand]) }) : [];
  return { products: page, articles: related.map((r) => toSearchArticle(r, lang)), dealers, ...withFacets };
}

/*
 * A search's page, total and categories with counts as one statement (docs/decisions/140-search-and-reads-at-scale.md):
 * the term's ranked ids (`rankedMatches`) under the other filters are `hit`; the page is its first rows by
 * tier and name, the categories its rows grouped by category. Search spans categories whose attributes differ,
 * so there are no specification facets until a category is chosen (then `facetedList` answers, with the same
 * ids as `matches`: a category's count here is that list's total).
 */
async function searchWithCategories(
  db: Database,
  query: ProductListQuery,
  term: string,
  extra: SQL[],
  lang: Lang,
): Promise<{ rows: PageRow[]; total: number; categories: NonNullable<ProductListResponse['categories']> }> {
  const matches = rankedMatches(productSearch, term);
  const where = extra.length ? sql`where ${sql.join(extra, sql` and `)}` : sql``;
  const categoryName = lang === 'en' ? sql`coalesce(nullif(${categories.name_en}, ''), ${categories.name})` : sql`${categories.name}`;
  const statement = sql`with hit as materialized (
      select ${products.id} as id, ${products.name} as name, ${products.category_id} as category_id, m.tier as tier
      from ${products} join ${matches} as m on m.id = ${products.id} ${where}),
    page as materialized (
      select ${PAGE_COLUMNS},
        shown.ord
      from (select id, row_number() over (order by tier, name, id) as ord from (select id, tier, name from hit order by tier, name, id
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}) as cut) as shown
      join ${products} on ${products.id} = shown.id
      join ${brands} on ${brands.id} = ${products.brand_id}
      join ${categories} on ${categories.id} = ${products.category_id})
    select (select count(*) from hit) as total,
      ${PAGE_ROWS},
      (select coalesce(json_agg(c order by c.count desc, c.name, c.slug), '[]'::json) from (
        select ${categories.slug} as slug, ${categoryName} as name, count(*)::int as count
        from hit join ${categories} on ${categories.id} = hit.category_id
        group by ${categories.id}) as c) as categories`;
  const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return {
    rows: fromJson<PageRow[]>(row.rows ?? []),
    total: Number(row.total ?? 0),
    categories: fromJson<{ slug: string; name: string; count: number }[]>(row.categories ?? []).map((c) => ({
      slug: c.slug,
      name: c.name,
      count: Number(c.count),
    })),
  };
}

type SummaryRows = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>;

/*
 * The list page without a search term (decision 140): one prepared statement per filter
 * shape answers one row — the page's products as JSON, their total, and the latest articles about any of them.
 * The total of a category alone (or of everything) is the count kept with the data; another filter's is an
 * uncorrelated scalar subquery (evaluated once, an index-only scan of the filter's index) — no join, every
 * product has its brand and category; the articles read the page's slugs from its CTE
 * (`related_product_slugs ?| array(…)`, the GIN index). Before, the page and its articles were two statements:
 * two calls into PGlite on the server's one thread, two round trips to PostgreSQL.
 */
type ListValues = { brand?: string; category?: string; min_price?: number; max_price?: number; limit: number; offset: number };
const listStatements = new Map<string, ReturnType<typeof listStatement>>();

function listStatement(shape: { brand: boolean; category: boolean; min: boolean; max: boolean; desc: boolean }) {
  const where = () =>
    and(
      shape.brand
        ? eq(products.brand_id, sql`(select ${brands.id} from ${brands} where ${brands.slug} = ${sql.placeholder('brand')})`)
        : undefined,
      shape.category
        ? eq(
            products.category_id,
            sql`(select ${categories.id} from ${categories} where ${categories.slug} = ${sql.placeholder('category')})`,
          )
        : undefined,
      shape.min ? gte(products.price, sql.placeholder('min_price')) : undefined,
      shape.max ? lte(products.price, sql.placeholder('max_price')) : undefined,
    ) ?? sql`true`;
  const key = `${shape.brand ? 'b' : ''}${shape.category ? 'c' : ''}${shape.min ? 'l' : ''}${shape.max ? 'h' : ''}_${shape.desc ? 'desc' : 'asc'}`;
  const price = shape.desc ? sql`${products.price} desc nulls last` : sql`${products.price} asc nulls last`;
  // A category alone, or no filter: the count kept with the data (decision 140), not the category's index
  // entries counted on every request (~0.1 ms of a 0.4 ms statement at top scale; all products: ~1 ms).
  const byCategoryOnly = shape.category && !shape.brand && !shape.min && !shape.max;
  const unfiltered = !shape.category && !shape.brand && !shape.min && !shape.max;
  const total = byCategoryOnly
    ? sql`coalesce((select ${categoryProductCounts.products} from ${categoryProductCounts}
        where ${categoryProductCounts.category_id} = (select ${categories.id} from ${categories} where ${categories.slug} = ${sql.placeholder('category')})), 0)`
    : unfiltered
      ? sql`(select coalesce(sum(${categoryProductCounts.products}), 0) from ${categoryProductCounts})`
      : sql`(select count(*) from ${products} where ${where()})`;
  return preparedRead<ListValues>(
    `product_list_page_${key}`,
    () =>
      sql`with page as materialized (
        select ${PAGE_COLUMNS},
          row_number() over (order by ${price}, ${products.name}, ${products.id}) as ord
        from ${products}
        join ${brands} on ${brands.id} = ${products.brand_id}
        join ${categories} on ${categories.id} = ${products.category_id}
        where ${where()}
        order by ${price}, ${products.name}, ${products.id}
        limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})
      select ${total} as total,
        ${PAGE_ROWS},
        ${PAGE_ARTICLES}`,
  );
}

type PageRow = {
  p_id: number;
  p_slug: string;
  p_name: string;
  p_description: string;
  p_description_en: string | null;
  p_price: unknown;
  p_image: SummaryRows[number]['product']['image'];
  b_id: number;
  b_slug: string;
  b_name: string;
  b_image_url: string | null;
  c_id: number;
  c_slug: string;
  c_name: string;
  c_name_en: string | null;
};

const toNumberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
/** A json column: PGlite parses it, node-postgres too; text only if a driver left it so. */
const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

async function listPage(db: Database, query: ProductListQuery): Promise<{ rows: SummaryRows; total: number; articles: ArticleRow[] }> {
  const shape = {
    brand: !!query.brand,
    category: !!query.category,
    min: query.min_price !== undefined,
    max: query.max_price !== undefined,
    desc: query.sort_by_price === 'desc',
  };
  const key = JSON.stringify(shape);
  let statement = listStatements.get(key);
  if (!statement) listStatements.set(key, (statement = listStatement(shape)));
  const values: ListValues = { limit: query.per_page, offset: (query.page - 1) * query.per_page };
  if (query.brand) values.brand = query.brand;
  if (query.category) values.category = query.category;
  if (query.min_price !== undefined) values.min_price = query.min_price;
  if (query.max_price !== undefined) values.max_price = query.max_price;
  const [found] = await statement<{ total: unknown; rows: unknown; articles: unknown }>(db, values);
  const rows = toSummaryRows(fromJson<PageRow[]>(found?.rows ?? []));
  return { rows, total: Number(found?.total ?? 0), articles: fromJson<ArticleRow[]>(found?.articles ?? []) };
}

function toSummaryRows(page: PageRow[]): SummaryRows {
  return page.map((r) => ({
    product: {
      id: r.p_id,
      slug: r.p_slug,
      name: r.p_name,
      description: r.p_description,
      description_en: r.p_description_en,
      price: toNumberOrNull(r.p_price),
      image: r.p_image,
    },
    brand: { id: r.b_id, slug: r.b_slug, name: r.b_name, image_url: r.b_image_url },
    category: { id: r.c_id, slug: r.c_slug, name: r.c_name, name_en: r.c_name_en },
  }));
}

type ArticleRow = {
  id: number;
  slug: string;
  title: string;
  title_en: string | null;
  category: string;
  thumbnail: SearchArticle['thumbnail'];
};
type DealerRow = { id: number; name: string; address: string | null; phone_primary: string | null; city: string | null };

/** Offline stores carrying the brand (`brand`: a JSON array of its slug). */
const brandDealers = preparedRead<{ brand: string }>(
  'product_list_dealers',
  () =>
    sql`select ${stores.id} as id, ${stores.name} as name, ${stores.address} as address, ${stores.phone_primary} as phone_primary,
      (select name from cities where code = ${stores.city_code}) as city
    from ${stores}
    where ${stores.type} = 'offline_store' and ${stores.brands} @> ${sql.placeholder('brand')}::jsonb
    order by ${stores.name} asc, ${stores.id} asc
    limit ${sql.raw(String(RELATED_DEALERS))}`,
);

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
  const rows = await db.select().from(brands).where(inArray(brands.id, withProducts)).orderBy(asc(brands.sort_order), asc(brands.name));
  return rows.map((r) => toBrand(r, lang));
}
