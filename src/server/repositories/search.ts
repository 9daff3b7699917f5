import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Lang } from '../../contract/common';
import type { SearchArticle, SearchDealer, SearchProduct, SearchResult } from '../../contract/search';
import type { Database } from '../db/client';
import { articles, brands, cities, products, stores } from '../db/schema';
import { localized } from '../lib/lang';

/*
 * Search ranking (issue #4), shared by `v2/product/search` and the `search`/`cari` filter of `v2/product`.
 * Everything compares lower-case, accent-free text: `search_name` is the stored generated
 * `immutable_unaccent(lower(name))`, the `*_doc` columns are stored 'simple' tsvectors of unaccented text
 * in both languages. Results come in this order, each stage served by a GIN index and cut at `size`:
 *   1. the name contains the term — exact name first, then names starting with it, then the rest
 *      (spaces ignored, so "insta 360" ranks like "insta360"); `search_name LIKE` via pg_trgm;
 *   2. one typo: `term <% search_name` — pg_trgm word similarity ≥ 0.5 against the closest stretch of
 *      the name, best first, so "hollyand" (0.58) finds "Hollyland Lark M2S". The default threshold, 0.6,
 *      misses one dropped letter in a 9-letter word, so searches run in a transaction that lowers it;
 *   3. full text in the name or description (`summary_doc @@ tsq`), then 4. anywhere, content included
 *      (`search_doc @@ tsq`); every query word is a prefix (`lark:*`), "insta 360" also tries `insta360:*`.
 * Later stages only run while fewer than `size` rows are found, and each stage sorts only its own
 * matches by cheap keys (no ts_rank over thousands of decompressed documents): at 10,000 products a
 * term that occurs in most descriptions ("kamera") still costs a few milliseconds.
 */

export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** How many one-typo matches the typo stage ranks at most (decision 140). */
export const TYPO_CANDIDATES = 100;

/** Query words as a prefix tsquery text ('insta:* & 360:*' | 'insta360:*'), or null when there are none. */
export function toPrefixTsquery(term: string): string | null {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  if (words.length === 0) return null;
  const all = words.map((w) => `${w}:*`).join(' & ');
  return words.length > 1 ? `(${all}) | ${words.join('')}:*` : all;
}

/** Terms under three letters have no trigrams: no typo stage, and a table scan beats the index. */
const isTrigramTerm = (term: string) => term.replace(/\s+/g, '').length >= 3;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

type Searchable = {
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  searchName: PgColumn;
  /** Full-text documents, most specific first (e.g. name + description, then everything). */
  docs: AnyColumn[];
  /** Always applies (e.g. only offline stores). */
  scope?: SQL;
};

/**
 * "Matches the term", for lists that page by other keys (`v2/product` sorts by price): the union of the
 * stages below as `id in (…)`, so each branch is its own index scan (one OR over all of them makes
 * PostgreSQL re-evaluate every condition on every candidate row — 10× slower at 10,000 products).
 */
export function matchCondition(s: Searchable, term: string): SQL {
  const like = sql`immutable_unaccent(lower(${escapeLike(term)}))`;
  const tsq = toPrefixTsquery(term);
  const branches = [
    sql`${s.searchName} like '%' || ${like} || '%'`,
    sql`${s.searchName} like '%' || replace(${like}, ' ', '') || '%'`,
    sql`immutable_unaccent(lower(${term})) <% ${s.searchName}`,
  ];
  const last = s.docs.at(-1);
  if (tsq && last) branches.push(sql`${last} @@ to_tsquery('simple', immutable_unaccent(${tsq}))`);
  const selects = branches.map((where) => sql`select ${s.id} from ${s.table} where ${where}`);
  return sql`${s.id} in (${sql.join(selects, sql` union `)})`;
}

/** The ids of the best `size` matches, in rank order (see the comment above). */
async function rankedIds(db: Database, s: Searchable, term: string, size: number): Promise<number[]> {
  const found: number[] = [];
  const norm = sql`immutable_unaccent(lower(${term}))`;
  const like = sql`immutable_unaccent(lower(${escapeLike(term)}))`;
  const compact = sql`replace(${like}, ' ', '')`;
  const tsq = toPrefixTsquery(term);
  const notFound = () => (found.length ? sql`not (${s.id} = any(${sql`array[${sql.join(found.map((id) => sql`${id}::int`), sql`, `)}]`}))` : undefined);
  const stage = async (where: SQL, order: SQL[]) => {
    if (found.length >= size) return;
    const rows = await db
      .select({ id: s.id })
      .from(s.table)
      .where(and(s.scope, where, notFound()))
      .orderBy(...order, asc(s.name), asc(s.id))
      .limit(size - found.length);
    for (const row of rows) found.push(row.id as number);
  };

  await stage(sql`(${s.searchName} like '%' || ${like} || '%' or ${s.searchName} like '%' || ${compact} || '%')`, [
    sql`case when ${s.searchName} = ${norm} then 0
      when ${s.searchName} like ${like} || '%' or replace(${s.searchName}, ' ', '') like ${compact} || '%' then 1
      else 2 end`,
  ]);
  if (isTrigramTerm(term)) {
    // Ranks the first TYPO_CANDIDATES names within one typo, not all of them: every candidate costs a
    // heap visit and two similarity computations, and at 10,000 products one typo of a brand can be
    // near 2,000 names (decision 140). A real catalogue has far fewer, so this only bounds the worst case.
    const candidates = db
      .select({ id: s.id })
      .from(s.table)
      .where(and(s.scope, sql`${norm} <% ${s.searchName}`, notFound()))
      .limit(TYPO_CANDIDATES);
    await stage(sql`${s.id} in (${candidates})`, [sql`word_similarity(${norm}, ${s.searchName}) desc`]);
  }
  if (tsq) {
    for (const doc of s.docs) await stage(sql`${doc} @@ to_tsquery('simple', immutable_unaccent(${tsq}))`, []);
  }
  return found;
}

const byRank = <T extends { id: number }>(ids: number[], rows: T[]) => {
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
};

export const productSearch: Searchable = {
  table: products,
  id: products.id,
  name: products.name,
  searchName: products.search_name,
  docs: [products.summary_doc, products.search_doc],
};

const dealerSearch: Searchable = {
  table: stores,
  id: stores.id,
  name: stores.name,
  searchName: stores.search_name,
  docs: [stores.search_doc],
  scope: eq(stores.type, 'offline_store'),
};

const articleSearch: Searchable = {
  table: articles,
  id: articles.id,
  name: articles.title,
  searchName: articles.search_name,
  docs: [articles.search_doc],
  scope: eq(articles.kind, 'article'),
};

export async function searchProducts(db: Database, term: string, size: number, lang: Lang): Promise<SearchProduct[]> {
  const ids = await rankedIds(db, productSearch, term, size);
  if (ids.length === 0) return [];
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
    .where(inArray(products.id, ids));
  return byRank(ids, rows).map((r) => ({
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
export async function searchDealers(db: Database, term: string, size: number): Promise<SearchDealer[]> {
  const ids = await rankedIds(db, dealerSearch, term, size);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: stores.id, name: stores.name, address: stores.address, phone_primary: stores.phone_primary, city: cities.name })
    .from(stores)
    .leftJoin(cities, eq(stores.city_code, cities.code))
    .where(inArray(stores.id, ids));
  return byRank(ids, rows);
}

/** Articles (not events) by title, excerpt and body in both languages. */
export async function searchArticles(db: Database, term: string, size: number, lang: Lang): Promise<SearchArticle[]> {
  const ids = await rankedIds(db, articleSearch, term, size);
  if (ids.length === 0) return [];
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
    .where(inArray(articles.id, ids));
  return byRank(ids, rows).map((r) => toSearchArticle(r, lang));
}

export function toSearchArticle(
  r: { id: number; slug: string; title: string; title_en: string | null; category: string; thumbnail: SearchArticle['thumbnail'] },
  lang: Lang,
): SearchArticle {
  return { id: r.id, slug: r.slug, title: localized(lang, r.title, r.title_en), article_category: r.category, thumbnail: r.thumbnail };
}

/** Runs `fn` in a read-only transaction with the settings search needs (SET LOCAL ends with it). */
export function withTypoTolerance<T>(db: Database, term: string, fn: (tx: Database) => Promise<T>): Promise<T> {
  // Also steer the planner to the GIN indexes: with many matches it would otherwise scan the table
  // and decompress every row's search document (≈10× slower at 10,000 products), or scan a whole
  // `*_search_name_idx` computing similarity for every name. Terms under three letters have no
  // trigrams: for them that index-only scan of the names is the fast path (decision 140).
  const trigram = isTrigramTerm(term);
  return db.transaction(
    async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true), set_config('enable_seqscan', ${trigram ? 'off' : 'on'}, true), set_config('enable_indexonlyscan', ${trigram ? 'off' : 'on'}, true)`,
      );
      return fn(tx);
    },
    { accessMode: 'read only' },
  );
}

export function search(db: Database, term: string, size: number, lang: Lang): Promise<SearchResult> {
  return withTypoTolerance(db, term, async (tx) => ({
    // Sequential on purpose: one transaction, one connection; PGlite serialises queries anyway.
    products: await searchProducts(tx, term, size, lang),
    dealers: await searchDealers(tx, term, size),
    articles: await searchArticles(tx, term, size, lang),
  }));
}
