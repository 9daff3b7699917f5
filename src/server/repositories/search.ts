import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Lang } from '../../contract/common';
import type { SearchArticle, SearchDealer, SearchProduct, SearchResult } from '../../contract/search';
import type { Database } from '../db/client';
import { articles, brands, cities, products, stores } from '../db/schema';
import { localized } from '../lib/lang';

/*
 * Search ranking (issue #4), shared by `v2/product/search` and the `search`/`cari` filter of `v2/product`.
 *
 * A row matches when ANY of these holds — each one is served by an index, so PostgreSQL combines them
 * with a BitmapOr instead of scanning the table:
 *   1. full text: `search_doc @@ tsq` (GIN on the generated tsvector: 'simple' config over unaccented
 *      text of both languages, so "kamera", "microphone", "mikrofon" all work). Every query word is a
 *      prefix (`lark:*`), and "insta 360" also tries the joined word (`insta360:*`);
 *   2. substring of the name: `unaccent(lower(name)) LIKE '%term%'` (pg_trgm GIN, case/accent-free);
 *   3. one typo: `term <% unaccent(lower(name))` — pg_trgm word similarity ≥ 0.5 against the closest
 *      stretch of the name, so "hollyand" (0.58) finds "Hollyland Lark M2S". The default threshold, 0.6,
 *      misses one dropped letter in a 9-letter word, so searches run in a transaction that lowers it.
 * Order: exact name first, then names starting with the term, then names containing it (spaces
 * ignored, so "insta 360" ranks like "insta360"), then by ts_rank (name weighs more than description,
 * than content) plus the trigram similarity, then by name.
 */

/** Query words as a prefix tsquery text ('insta:* & 360:*' | 'insta360:*'), or null when there are none. */
export function toPrefixTsquery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return null;
  const all = words.map((w) => `${w}:*`).join(' & ');
  return words.length > 1 ? `(${all}) | ${words.join('')}:*` : all;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

type Matcher = { where: SQL; order: SQL[] };

/** The match condition and ranking for one table's search document and name column. */
function matcher(term: string, searchDoc: AnyColumn, name: AnyColumn): Matcher {
  const normName = sql`immutable_unaccent(lower(${name}))`;
  const normTerm = sql`immutable_unaccent(lower(${term}))`;
  const likeTerm = sql`immutable_unaccent(lower(${escapeLike(term)}))`;
  const tsq = toPrefixTsquery(term);
  const tsQuery = tsq === null ? null : sql`to_tsquery('simple', immutable_unaccent(${tsq}))`;
  const conditions = [sql`${normName} like '%' || ${likeTerm} || '%'`, sql`${normTerm} <% ${normName}`];
  if (tsQuery) conditions.unshift(sql`${searchDoc} @@ ${tsQuery}`);
  const compact = sql`replace(${likeTerm}, ' ', '')`;
  const tier = sql`case
    when ${normName} = ${normTerm} then 0
    when ${normName} like ${likeTerm} || '%' then 1
    when replace(${normName}, ' ', '') like ${compact} || '%' then 1
    when replace(${normName}, ' ', '') like '%' || ${compact} || '%' then 2
    else 3 end`;
  const score = tsQuery
    ? sql`ts_rank(${searchDoc}, ${tsQuery}) + word_similarity(${normTerm}, ${normName})`
    : sql`word_similarity(${normTerm}, ${normName})`;
  return { where: sql`(${sql.join(conditions, sql` or `)})`, order: [sql`${tier}`, sql`${score} desc`, asc(name)] };
}

export const productMatcher = (term: string) => matcher(term, products.search_doc, products.name);

export async function searchProducts(db: Database, term: string, size: number, lang: Lang): Promise<SearchProduct[]> {
  const m = productMatcher(term);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      description_en: products.description_en,
      image: products.image,
      price: products.price,
      brand: { id: brands.id, slug: brands.slug, name: brands.name },
    })
    .from(products)
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .where(m.where)
    .orderBy(...m.order, asc(products.id))
    .limit(size);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: localized(lang, r.description, r.description_en),
    image_base: r.image,
    price: r.price,
    brand: r.brand,
  }));
}

/** Offline dealers (authorized stores with an address) by name and address. */
export async function searchDealers(db: Database, term: string, size: number, extra?: SQL): Promise<SearchDealer[]> {
  const m = matcher(term, stores.search_doc, stores.name);
  return db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      phone_primary: stores.phone_primary,
      city: cities.name,
    })
    .from(stores)
    .leftJoin(cities, eq(stores.city_code, cities.code))
    .where(and(eq(stores.type, 'offline_store'), m.where, extra))
    .orderBy(...m.order, asc(stores.id))
    .limit(size);
}

/** Articles (not events) by title, excerpt and body in both languages. */
export async function searchArticles(db: Database, term: string, size: number, lang: Lang): Promise<SearchArticle[]> {
  const m = matcher(term, articles.search_doc, articles.title);
  const rows = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      title_en: articles.title_en,
      category: articles.category,
      thumbnail: articles.thumbnail,
    })
    .from(articles)
    .where(and(eq(articles.kind, 'article'), m.where))
    .orderBy(...m.order, asc(articles.id))
    .limit(size);
  return rows.map((r) => toSearchArticle(r, lang));
}

export function toSearchArticle(
  r: { id: number; slug: string; title: string; title_en: string | null; category: string; thumbnail: SearchArticle['thumbnail'] },
  lang: Lang,
): SearchArticle {
  return { id: r.id, slug: r.slug, title: localized(lang, r.title, r.title_en), article_category: r.category, thumbnail: r.thumbnail };
}

export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** Runs `fn` in a read-only transaction with the typo threshold `<%` needs (SET LOCAL ends with it). */
export function withTypoTolerance<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`);
      return fn(tx);
    },
    { accessMode: 'read only' },
  );
}

export function search(db: Database, term: string, size: number, lang: Lang): Promise<SearchResult> {
  return withTypoTolerance(db, async (tx) => ({
    // Sequential on purpose: one transaction, one connection; PGlite serialises queries anyway.
    products: await searchProducts(tx, term, size, lang),
    dealers: await searchDealers(tx, term, size),
    articles: await searchArticles(tx, term, size, lang),
  }));
}
