import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { ArticleDetail, ArticleListQuery, ArticleSummary } from '@/contract/content';
import type { ProductSummary } from '@/contract/catalogue';
import type { Database } from '../db/client';
import { articles, brands, categories, products } from '../db/schema';
import { localized, localizedImage } from '../lib/lang';
import { sanitizeCmsHtml } from '../lib/cms-html';
import { withToc } from '../lib/toc';
import { summaryColumns, toProductSummary } from './catalogue';
import { serialId } from './id-or-slug';
import { toPage } from './pagination';
import { containsText } from './text-match';

// Articles and events (`v2/event…`, docs/product.md §7.4): one table, `kind` tells them apart.

type ArticleRow = typeof articles.$inferSelect;
const iso = (value: string) => new Date(value).toISOString();

function toArticleSummary(row: ArticleRow, lang: Lang): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: localized(lang, row.title, row.title_en),
    excerpt: localized(lang, row.excerpt, row.excerpt_en),
    article_category: row.category,
    thumbnail: localizedImage(lang, row.thumbnail),
    author: row.author,
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at),
    event_date: row.event_date && iso(row.event_date),
    event_location: row.event_location,
  };
}

function toArticleDetail(row: ArticleRow, lang: Lang): ArticleDetail {
  const { body, toc } = withToc(sanitizeCmsHtml(localized(lang, row.body, row.body_en)));
  return {
    ...toArticleSummary(row, lang),
    body,
    toc,
    related_product_slugs: row.related_product_slugs,
    meta_title: localized(lang, row.meta_title, row.meta_title_en),
    meta_description: localized(lang, row.meta_description, row.meta_description_en),
  };
}

// Year and month are counted in Western Indonesian Time (UTC+7), whatever the server's time zone.
const localPart = (part: 'year' | 'month') =>
  sql`extract(${sql.raw(part)} from (${articles.published_at} at time zone 'UTC') + interval '7 hours')`;

function listFilters(query: ArticleListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.category === 'event') filters.push(eq(articles.kind, 'event'));
  else if (query.category) filters.push(eq(articles.category, query.category));
  if (query.kind) filters.push(eq(articles.kind, query.kind));
  if (query.year !== undefined) filters.push(sql`${localPart('year')} = ${query.year}`);
  if (query.month !== undefined) filters.push(sql`${localPart('month')} = ${query.month}`);
  if (query.search) {
    filters.push(containsText(query.search, articles.title, articles.title_en, articles.excerpt, articles.excerpt_en));
  }
  return and(...filters);
}

const newestFirst = [desc(articles.published_at), desc(articles.id)];

export async function listArticles(db: Database, query: ArticleListQuery, lang: Lang) {
  const where = listFilters(query);
  const [totalRow] = await db.select({ total: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return toPage(
    rows.map((row) => toArticleSummary(row, lang)),
    { page: query.page, perPage: query.size, total: totalRow?.total ?? 0 },
  );
}

async function findArticleRow(db: Database, idOrSlug: string): Promise<ArticleRow | undefined> {
  const id = serialId(idOrSlug);
  if (id !== undefined) {
    const [byId] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
    if (byId) return byId;
  }
  const [bySlug] = await db.select().from(articles).where(eq(articles.slug, idOrSlug)).limit(1);
  return bySlug;
}

/** By numeric id or by slug. */
export async function findArticle(db: Database, idOrSlug: string, lang: Lang) {
  const row = await findArticleRow(db, idOrSlug);
  return row && toArticleDetail(row, lang);
}

/** Same category, newest first, without the article itself; undefined when the slug is unknown. */
export async function relatedPosts(db: Database, slug: string, limit: number, lang: Lang) {
  const article = await findArticleRow(db, slug);
  if (!article) return undefined;
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.category, article.category), ne(articles.id, article.id)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toArticleSummary(row, lang));
}

/** Reading suggestions from the other categories, newest first (all categories without a slug). */
export async function suggestedPosts(db: Database, slug: string | undefined, limit: number, lang: Lang) {
  const article = slug === undefined ? undefined : await findArticleRow(db, slug);
  if (slug !== undefined && !article) return undefined;
  const rows = await db
    .select()
    .from(articles)
    .where(article ? ne(articles.category, article.category) : undefined)
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => toArticleSummary(row, lang));
}

/** The products an article names, in the article's order; undefined when the slug is unknown. */
export async function articleProducts(db: Database, slug: string, limit: number, lang: Lang): Promise<ProductSummary[] | undefined> {
  const article = await findArticleRow(db, slug);
  if (!article) return undefined;
  const slugs = article.related_product_slugs;
  if (slugs.length === 0) return [];
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .innerJoin(categories, eq(products.category_id, categories.id))
    .where(inArray(products.slug, slugs));
  return rows
    .sort((a, b) => slugs.indexOf(a.product.slug) - slugs.indexOf(b.product.slug))
    .slice(0, limit)
    .map((r) => toProductSummary(r.product, r.brand, r.category, lang));
}
