import { eq, fillPlaceholders, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Lang } from '@/contract/common';
import { queryWords, wordAlternatives } from '@/contract/search-terms';
import type { SearchArticle, SearchDealer, SearchProduct, SearchResult } from '@/contract/search';
import type { Database } from '../db/client';
import { articles, brands, categories, cities, products, productSearchDocs, stores } from '../db/schema';
import { localized, localizedImage } from '../lib/lang';

/*
 * Search ranking (decision 140), shared by `v2/product/search` and the `search`/`cari` filter of `v2/product`.
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

/**
 * Query words as a prefix tsquery text ('insta:* & 360:*' | 'insta360:*'), or null when there are none.
 * Each word also matches its Indonesian stem and its synonyms, from the list the offline index shares
 * (src/contract/search-terms.ts): "mic" → '(mic:* | mikrofon:* | microphone:* | mikropon:*)'.
 */
export function toPrefixTsquery(term: string): string | null {
  const words = queryWords(term);
  if (words.length === 0) return null;
  const alternatives = (word: string) => {
    const forms = wordAlternatives(word).map((w) => `${w}:*`);
    return forms.length > 1 ? `(${forms.join(' | ')})` : forms[0];
  };
  const all = words.map(alternatives).join(' & ');
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
  /**
   * Rows whose group (a product's category) is named by the term, ranked right after name matches: the
   * row's group column and the ids of the groups whose name matches one of the patterns.
   */
  group?: { column: PgColumn; ids: (patterns: SQL) => SQL };
  /**
   * Where `matchCount` counts from (decision 140): a narrow copy of each row's id, group column and last
   * document, kept with the data by a trigger. Only for a table without `scope`.
   */
  counted?: { table: PgTable; id: PgColumn; group: PgColumn; doc: PgColumn };
};

/** The rows of a group the term names (`id in (…)`: a semi-join the planner may drive from the groups). */
const inGroup = (group: NonNullable<Searchable['group']>, patterns: SQL) => sql`${group.column} in (${group.ids(patterns)})`;

/** How many full-text or group matches a stage orders by name at most (decision 140, like TYPO_CANDIDATES). */
export const STAGE_CANDIDATES = 200;

/**
 * LIKE patterns for the group stage: names that start with the whole term, or for one word with its stem
 * or a synonym ("camera" → "Kamera 360"; not "Mikrofon On-Camera": an Indonesian name starts with its kind).
 */
function patternsOf(term: string): string[] {
  const words = queryWords(term);
  const forms = new Set([words.join(' ')]);
  if (words.length === 1) for (const form of wordAlternatives(words[0]!)) forms.add(form);
  return [...forms].filter(Boolean).map((f) => `${escapeLike(f)}%`);
}

function groupPatterns(term: string, v: TermValues): SQL {
  return sql`array[${sql.join(
    patternsOf(term).map((pattern, i) => sql`${v.pattern(i, pattern)}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * The values a search statement takes from the term and size: each a bind parameter (`valuesOf`), or a named
 * placeholder (`PLACEHOLDERS`) in a statement built once per shape and filled per search (decision 140).
 */
type TermValues = { term: unknown; like: unknown; tsq: unknown; size: unknown; pattern: (i: number, value: string) => unknown };
const valuesOf = (term: string, size = 0): TermValues => ({
  term,
  like: escapeLike(term),
  tsq: toPrefixTsquery(term),
  size,
  pattern: (_i, value) => value,
});
const PLACEHOLDERS: TermValues = {
  term: sql.placeholder('term'),
  like: sql.placeholder('like'),
  tsq: sql.placeholder('tsq'),
  size: sql.placeholder('size'),
  pattern: (i) => sql.placeholder(`pattern${i}`),
};

/**
 * The term's forms as search compares them, each a scalar subquery, which PostgreSQL evaluates once per
 * statement (an InitPlan; decision 140). Written inline, `immutable_unaccent(lower($1))` in a reused (generic)
 * plan is a function call on every row it meets — each name-stage candidate's sort key, each typo candidate,
 * each row the count rechecks: at top scale 4 of the 5 ms an article group took on PostgreSQL 15 for "mikrofon".
 */
function termForms(term: string, v: TermValues = valuesOf(term)) {
  const once = (expr: SQL) => sql`(select ${expr})`;
  const like = sql`immutable_unaccent(lower(${v.like}))`;
  const tsq = toPrefixTsquery(term);
  return {
    norm: once(sql`immutable_unaccent(lower(${v.term}))`),
    /** LIKE patterns: the name contains the term, spaced or compact ("insta 360" or "insta360"). */
    contains: once(sql`'%' || ${like} || '%'`),
    containsCompact: once(sql`'%' || replace(${like}, ' ', '') || '%'`),
    /** LIKE patterns: the name, or the name without spaces, starts with the term (tier 1). */
    startsWith: once(sql`${like} || '%'`),
    startsWithCompact: once(sql`replace(${like}, ' ', '') || '%'`),
    tsquery: tsq ? once(sql`to_tsquery('simple', immutable_unaccent(${v.tsq}))`) : undefined,
  };
}

/**
 * "Matches the term" with its relevance tier, for `v2/product?search=` (the /search page): a subquery of
 * `(id, tier)`, one row per matching id with its best tier — 0 the name is the term, 1 the name starts
 * with it, 2 the name contains it, 3 its group is named by it ("kamera": the camera categories), 4 one typo
 * in the name, 5 a word of the name or description (stems and synonyms included), 6 a word anywhere. The same stages, in the same order, as the header
 * search below, so the page and the popup rank alike. Each branch is its own index scan (one OR over all
 * of them makes PostgreSQL re-evaluate every condition on every candidate row — 10× slower at 10,000).
 */
export function rankedMatches(s: Searchable, term: string): SQL {
  const scope = s.scope ? sql`${s.scope} and ` : sql``;
  const f = termForms(term);
  const branches = [
    sql`select ${s.id} as id, case when ${s.searchName} = ${f.norm} then 0
      when ${s.searchName} like ${f.startsWith} or replace(${s.searchName}, ' ', '') like ${f.startsWithCompact} then 1 else 2 end as tier
      from ${s.table} where ${scope}(${s.searchName} like ${f.contains} or ${s.searchName} like ${f.containsCompact})`,
  ];
  if (s.group && queryWords(term).length)
    branches.push(
      sql`select ${s.id} as id, 3 as tier from ${s.table} where ${scope}${inGroup(s.group, groupPatterns(term, valuesOf(term)))}`,
    );
  if (isTrigramTerm(term)) branches.push(sql`select ${s.id} as id, 4 as tier from ${s.table} where ${scope}${f.norm} <% ${s.searchName}`);
  const tsquery = f.tsquery;
  if (tsquery) {
    s.docs.forEach((doc, i) =>
      branches.push(sql`select ${s.id} as id, ${sql.raw(String(5 + i))} as tier from ${s.table} where ${scope}${doc} @@ ${tsquery}`),
    );
  }
  return sql`(select id, min(tier) as tier from (${sql.join(branches, sql` union all `)}) as stages group by id)`;
}

/**
 * How many rows `rankedMatches` finds, without ranking them (decision 140): every stage's rows
 * counted once. At top scale "kamera" matches ~8,000 products; counting them on the products table visited
 * ~2,500 of its wide pages (3 ms of PGlite's 7 ms search), the narrow copy holds them in ~80.
 */
export function matchCount(s: Searchable, term: string): SQL {
  return sql`select ${matchCountExpr(s, term)}::int as n`;
}

/** `matchCount` as a scalar expression, to ask inside another statement. */
function matchCountExpr(s: Searchable, term: string, v: TermValues = valuesOf(term)): SQL {
  const scope = s.scope ? sql`${s.scope} and ` : sql``;
  const f = termForms(term, v);
  const named = [sql`${s.searchName} like ${f.contains}`, sql`${s.searchName} like ${f.containsCompact}`];
  const groupIds = s.group && queryWords(term).length ? sql`array(${s.group.ids(groupPatterns(term, v))})` : undefined;
  const everything = s.docs.at(-1);
  if (!isTrigramTerm(term)) {
    // Under three letters no trigram index serves the name test, and one OR would be a scan reading every
    // row's document: each stage's ids on their own path (the name index, the GIN index), made distinct.
    const found = [...named];
    if (s.group && groupIds) found.push(sql`${s.group.column} = any(${groupIds})`);
    if (f.tsquery && everything) found.push(sql`${everything} @@ ${f.tsquery}`);
    const stages = found.map((where) => sql`select ${s.id} as id from ${s.table} where ${scope}${where}`);
    return sql`(select count(*) from (${sql.join(stages, sql` union `)}) as matches)`;
  }
  const c = s.counted;
  if (!c || s.scope) throw new Error(`no narrow copy to count ${getTableName(s.table)} from`);
  // One bitmap over the narrow copy (decision 140, after 360), every part an exact index condition: nothing is
  // rechecked and no document read. The ids whose name contains the term or is one typo from it (a trigram
  // lookup on the main table, its candidates rechecked on the name alone; the typo operator reads a setting,
  // so it cannot be an index condition of the copy), the rows of the groups the term names, the full-text
  // matches of the last document (each earlier document is part of it).
  const byName = sql`select ${s.id} from ${s.table} where ${sql.join([...named, sql`${f.norm} <% ${s.searchName}`], sql` or `)}`;
  const found = [sql`${c.id} = any(array(${byName}))`];
  // `= any(array(…))`, not `in (…)`: an array of ids is an index condition the bitmap can OR with the others.
  if (groupIds) found.push(sql`${c.group} = any(${groupIds})`);
  if (f.tsquery) found.push(sql`${c.doc} @@ ${f.tsquery}`);
  return sql`(select count(*) from ${c.table} where ${sql.join(found, sql` or `)})`;
}

/**
 * The best `size` matches as one statement (decision 140): a subquery of `(id, st, ord)` — stage and
 * position within it — in rank order (see the comment at the top). Each stage is a materialised CTE cut at
 * `size`, skips the ids earlier stages found, and runs only while they found fewer than `size` rows: its
 * gate is uncorrelated, so PostgreSQL evaluates it once (a one-time filter) and never starts the scan.
 * Before, every stage was a round trip of its own (up to five per group, fifteen per search).
 */
export function rankedIdsQuery(s: Searchable, term: string, size: number, v: TermValues = valuesOf(term, size)): SQL {
  const f = termForms(term, v);
  const norm = f.norm;
  const n = sql`${v.size}::int`;
  const scope = s.scope ? sql`${s.scope} and ` : sql``;
  const stages: SQL[] = [];
  const names: string[] = [];
  const add = (build: (before: SQL, gate: SQL) => SQL) => {
    const before = names.length ? sql.raw(names.map((name) => ` and ${s.id.name} not in (select id from ${name})`).join('')) : sql``;
    const gate = names.length ? sql.raw(`(${names.map((name) => `(select count(*) from ${name})`).join(' + ')}) < `) : undefined;
    const name = `stage${names.length + 1}`;
    stages.push(
      sql`${sql.raw(name)} as materialized (select id, row_number() over () as ord from (${build(before, gate ? sql`${gate}${n} and ` : sql``)}) as x)`,
    );
    names.push(name);
  };
  const table = sql.raw(`"${getTableName(s.table)}"`);
  const id = sql.raw(`"${s.id.name}"`);
  const name = sql.raw(`"${s.name.name}"`);

  // The name stage ranks every exact match, the first STAGE_CANDIDATES names that start with the term (a
  // range of the `*_search_name_idx` btree, in order: with the C collation that range is exactly the names
  // that start with it; `starts_with` keeps any other collation exact and, unlike LIKE, is not a trigram lookup) and STAGE_CANDIDATES of the names that contain it (decision 140): "kamera" is in 1,890
  // dealer names at top scale, and reading and sorting all of them cost more than the rest of the search.
  const candidates = sql`${STAGE_CANDIDATES}::int`;
  // The candidates carry their sort keys: ranking them needs no second visit to their rows.
  const searchName = sql.raw(`"${s.searchName.name}"`);
  add(
    (before, gate) => sql`select id from (
        select ${id} as id, ${name} as name, ${searchName} as search_name from ${table} where ${scope}${s.searchName} = ${norm}
        union (select ${id}, ${name}, ${searchName} from ${table} where ${scope}${s.searchName} >= ${norm} and ${s.searchName} < ${norm} || chr(1114111)
          and starts_with(${s.searchName}, ${norm}) order by ${s.searchName} limit ${candidates})
        union (select ${id}, ${name}, ${searchName} from ${table} where ${scope}(${s.searchName} like ${f.contains} or ${s.searchName} like ${f.containsCompact})${before} limit ${candidates})) as c
    where ${gate}true
    order by case when search_name = ${norm} then 0
      when search_name like ${f.startsWith} or replace(search_name, ' ', '') like ${f.startsWithCompact} then 1 else 2 end, name, id
    limit ${n}`,
  );
  const group = s.group;
  if (group && queryWords(term).length) {
    add(
      (before, gate) => sql`select ${id} as id from ${table} where ${gate}${id} in (
        select ${id} from ${table} where ${scope}${inGroup(group, groupPatterns(term, v))}${before} limit ${sql`${STAGE_CANDIDATES}::int`})
      order by ${name}, ${id} limit ${n}`,
    );
  }
  if (isTrigramTerm(term)) {
    // Ranks the first TYPO_CANDIDATES names within one typo, not all of them: every candidate costs a
    // heap visit and two similarity computations, and at 10,000 products one typo of a brand can be
    // near 2,000 names (decision 140). A real catalogue has far fewer, so this only bounds the worst case.
    add(
      (before, gate) => sql`select ${id} as id from ${table} where ${gate}${id} in (
        select ${id} from ${table} where ${scope}${norm} <% ${s.searchName}${before} limit ${sql`${TYPO_CANDIDATES}::int`})
      order by word_similarity(${norm}, ${s.searchName}) desc, ${name}, ${id} limit ${n}`,
    );
  }
  const tsquery = f.tsquery;
  if (tsquery) {
    for (const doc of s.docs) {
      // The first STAGE_CANDIDATES matches by name, not all of them: "mikrofon" is in ~1,900 descriptions
      // at top scale, and reading each (its document rechecked) cost 8 ms; 200 cost under one.
      add(
        (before, gate) => sql`select ${id} as id from ${table} where ${gate}${id} in (
          select ${id} from ${table} where ${scope}${doc} @@ ${tsquery}${before} limit ${sql`${STAGE_CANDIDATES}::int`})
        order by ${name}, ${id} limit ${n}`,
      );
    }
  }
  const union = names.map((stage, i) => `select id, ${i + 1} as st, ord from ${stage}`).join(' union all ');
  return sql`(with ${sql.join(stages, sql`, `)} select id, st, ord from (${sql.raw(union)}) as found order by st, ord limit ${n})`;
}

export const productSearch: Searchable = {
  table: products,
  id: products.id,
  name: products.name,
  searchName: products.search_name,
  docs: [products.summary_doc, products.search_doc],
  group: {
    column: products.category_id,
    ids: (patterns) =>
      sql`select ${categories.id} from ${categories}
        where immutable_unaccent(lower(${categories.name})) like any (${patterns})
          or immutable_unaccent(lower(coalesce(${categories.name_en}, ''))) like any (${patterns})`,
  },
  counted: { table: productSearchDocs, id: productSearchDocs.id, group: productSearchDocs.category_id, doc: productSearchDocs.search_doc },
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

/*
 * Reused plans (decision 140). A group's statement takes PGlite 5–25 ms to plan and about 1 ms to
 * run at top scale, and PGlite plans every statement anew; PostgreSQL 15 took 3–6 ms to plan the three
 * groups' statement, as long as running it. Each statement shape (a handful: short or trigram term, with or
 * without full text) is prepared once and executed with its values, under plan_cache_mode =
 * force_generic_plan (set by the transaction), so the plan is made once, not per search:
 * - PGlite's one session lives as long as the process: `PREPARE` once, then `EXECUTE` with the values as
 *   literals (EXECUTE takes no bind parameters);
 * - PostgreSQL pools its sessions: a named statement, which node-postgres prepares once per pooled
 *   connection and then only binds and executes.
 */
export type PlanCache = { kind: 'embedded' | 'postgres'; names: Map<string, string>; prepared: Set<string> };
type PgliteQueryable = { query: <R>(text: string, params?: unknown[], options?: { rowMode: 'array' }) => Promise<{ rows: R[] }> };
type PgQueryable = {
  query: (config: { name: string; text: string; values: unknown[]; rowMode: 'array' }) => Promise<{ rows: unknown[][] }>;
};
type EmbeddedClient = PgliteQueryable & { exec: (text: string) => Promise<{ rows: Record<string, unknown>[] }[]> };

const planCaches = new WeakMap<object, PlanCache>();
const dialect = new PgDialect();

/** The plan cache of a database (one per client). */
export function planCacheFor(db: Database): PlanCache | undefined {
  const client = (db as unknown as { $client?: object }).$client;
  if (!client) return undefined;
  let cache = planCaches.get(client);
  if (!cache)
    planCaches.set(
      client,
      (cache = {
        kind: client instanceof pg.Pool || client instanceof pg.Client ? 'postgres' : 'embedded',
        names: new Map(),
        prepared: new Set(),
      }),
    );
  return cache;
}

/** A value as an SQL literal: integers as they are, everything else a quoted string (quotes doubled). */
function literal(value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

type Built = { toSQL: () => { sql: string; params: unknown[] } };

/** The search statements a pooled PostgreSQL connection has prepared (SQL `PREPARE`, decision 140). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/**
 * A select's rows as arrays in its column order, through a prepared plan. Outside a transaction, with the
 * search's term, the settings and the execution go as one simple query (decision 140): PostgreSQL
 * runs the statements of one simple query as one implicit transaction, so the transaction-local settings hold
 * for the execution and end with it — one call (PGlite) or round trip (PostgreSQL) instead of begin,
 * settings, execute and commit. PGlite runs a simple query whole, never interleaved with another; on
 * PostgreSQL the statement is `PREPARE`d once per pooled connection.
 */
async function arrayRows(tx: Database, query: Built, plans: PlanCache, term?: string): Promise<unknown[][]> {
  const { sql: text, params } = query.toSQL();
  const own = (tx as unknown as { $client?: EmbeddedClient | pg.Pool }).$client;
  const session = (tx as unknown as { session: { client: PgliteQueryable & PgQueryable & EmbeddedClient } }).session;
  let name = plans.names.get(text);
  if (!name) plans.names.set(text, (name = `search_plan_${plans.names.size + 1}`));
  const execute = `execute ${name}(${params.map(literal).join(', ')})`;
  const settingsAnd = (statement: string) => `${searchSettings(term ?? '')}; ${statement}`;
  if (own instanceof pg.Pool && term !== undefined) {
    // Its own name: node-postgres's named statements (the transaction path below) share the connection's names.
    const sqlName = `${name}_sql`;
    const client = await own.connect();
    try {
      let prepared = preparedOn.get(client);
      if (!prepared) preparedOn.set(client, (prepared = new Set()));
      if (!prepared.has(sqlName)) {
        await client.query(`prepare ${sqlName} as ${text}`);
        prepared.add(sqlName);
      }
      const results = (await client.query(settingsAnd(`execute ${sqlName}${execute.slice(`execute ${name}`.length)}`))) as unknown as {
        rows: Record<string, unknown>[];
      }[];
      client.release();
      return (results[1]?.rows ?? []).map((row) => Object.values(row));
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }
  if (plans.kind === 'postgres') return (await session.client.query({ name, text, values: params, rowMode: 'array' })).rows;
  const client = (own as EmbeddedClient | undefined) ?? session.client;
  if (!plans.prepared.has(name)) {
    await client.query(`prepare ${name} as ${text}`);
    plans.prepared.add(name);
  }
  if (own && term !== undefined) {
    const results = await (own as EmbeddedClient).exec(settingsAnd(execute));
    return (results[1]?.rows ?? []).map((row) => Object.values(row));
  }
  const { rows } = await session.client.query<unknown[]>(execute, [], { rowMode: 'array' });
  return rows;
}

const toPrice = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Offline dealers (authorized stores with an address) by name and address. */
export async function searchDealers(db: Database, term: string, size: number, plans?: PlanCache): Promise<SearchDealer[]> {
  const query = db
    .select({ id: stores.id, name: stores.name, address: stores.address, phone_primary: stores.phone_primary, city: cities.name })
    .from(stores)
    .innerJoin(sql`${rankedIdsQuery(dealerSearch, term, size)} as ranked`, sql`ranked.id = ${stores.id}`)
    .leftJoin(cities, eq(stores.city_code, cities.code))
    .orderBy(sql`ranked.st`, sql`ranked.ord`);
  if (!plans) return query;
  return (await arrayRows(db, query, plans)).map(([id, name, address, phone, city]) => ({
    id: id as number,
    name: name as string,
    address: address as string | null,
    phone_primary: phone as string | null,
    city: city as string | null,
  }));
}

/** Articles (not events) by title, excerpt and body in both languages. */
export async function searchArticles(db: Database, term: string, size: number, lang: Lang, plans?: PlanCache): Promise<SearchArticle[]> {
  const query = db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      title_en: articles.title_en,
      category: articles.category,
      thumbnail: articles.thumbnail,
    })
    .from(articles)
    .innerJoin(sql`${rankedIdsQuery(articleSearch, term, size)} as ranked`, sql`ranked.id = ${articles.id}`)
    .orderBy(sql`ranked.st`, sql`ranked.ord`);
  const rows = plans
    ? (await arrayRows(db, query, plans)).map(([id, slug, title, title_en, category, thumbnail]) => ({
        id: id as number,
        slug: slug as string,
        title: title as string,
        title_en: title_en as string | null,
        category: category as string,
        thumbnail: thumbnail as SearchArticle['thumbnail'],
      }))
    : await query;
  return rows.map((r) => toSearchArticle(r, lang));
}

export function toSearchArticle(
  r: { id: number; slug: string; title: string; title_en: string | null; category: string; thumbnail: SearchArticle['thumbnail'] },
  lang: Lang,
): SearchArticle {
  return {
    id: r.id,
    slug: r.slug,
    title: localized(lang, r.title, r.title_en),
    article_category: r.category,
    thumbnail: localizedImage(lang, r.thumbnail),
  };
}

/**
 * The settings search needs, transaction-local, as one statement. Read-only is one more setting of it
 * (switching a transaction to read-only is allowed at any point), not a `SET TRANSACTION` round trip of its own.
 * Also steer the planner to the GIN indexes: with many matches it would otherwise scan the table and
 * decompress every row's search document (≈10× slower at 10,000 products), or scan a whole
 * `*_search_name_idx` computing similarity for every name. Terms under three letters have no trigrams: for
 * them that index-only scan of the names is the fast path (decision 140). No JIT and no parallel workers:
 * with sequential scans off, a generic plan that keeps one (the categories' few rows) is costed past their
 * thresholds, and compiling or starting workers costs a statement of a few milliseconds hundreds (decision 140).
 */
function searchSettings(term: string): string {
  const trigram = isTrigramTerm(term);
  return `select set_config('transaction_read_only', 'on', true), set_config('pg_trgm.word_similarity_threshold', '${WORD_SIMILARITY_THRESHOLD}', true), set_config('enable_seqscan', '${trigram ? 'off' : 'on'}', true), set_config('enable_indexonlyscan', '${trigram ? 'off' : 'on'}', true), set_config('plan_cache_mode', 'force_generic_plan', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`;
}

/** Runs `fn` in a read-only transaction with the settings search needs (SET LOCAL ends with it). */
export function withTypoTolerance<T>(db: Database, term: string, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(searchSettings(term)));
    return fn(tx);
  });
}

/** The three groups and the total as one statement: each group's ranked rows aggregated to JSON in rank order. */
function searchStatement(db: Database, term: string, v: TermValues): SQL {
  const st = sql<number>`ranked.st`.as('st');
  const ord = sql<number>`ranked.ord`.as('ord');
  const productRows = db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      description_en: products.description_en,
      image: products.image,
      price: products.price,
      brand_id: sql`${brands.id}`.as('brand_id'),
      brand_slug: sql`${brands.slug}`.as('brand_slug'),
      brand_name: sql`${brands.name}`.as('brand_name'),
      st,
      ord,
    })
    .from(products)
    .innerJoin(sql`${rankedIdsQuery(productSearch, term, 0, v)} as ranked`, sql`ranked.id = ${products.id}`)
    .innerJoin(brands, eq(products.brand_id, brands.id));
  const dealerRows = db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      phone_primary: stores.phone_primary,
      city: sql`${cities.name}`.as('city'),
      st,
      ord,
    })
    .from(stores)
    .innerJoin(sql`${rankedIdsQuery(dealerSearch, term, 0, v)} as ranked`, sql`ranked.id = ${stores.id}`)
    .leftJoin(cities, eq(stores.city_code, cities.code));
  const articleRows = db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      title_en: articles.title_en,
      category: articles.category,
      thumbnail: articles.thumbnail,
      st,
      ord,
    })
    .from(articles)
    .innerJoin(sql`${rankedIdsQuery(articleSearch, term, 0, v)} as ranked`, sql`ranked.id = ${articles.id}`);
  const group = (rows: SQL | Built, alias: string) =>
    sql`(select coalesce(json_agg(${sql.raw(alias)} order by ${sql.raw(alias)}.st, ${sql.raw(alias)}.ord), '[]'::json) from (${rows}) as ${sql.raw(alias)})`;
  // The total in the same statement (decision 140): an uncorrelated scalar subquery is an InitPlan, which
  // PostgreSQL evaluates only when the CASE reaches it — when the product group is full.
  const groups = sql`select ${group(productRows as unknown as SQL, 'p')} as products, ${group(dealerRows as unknown as SQL, 'd')} as dealers, ${group(articleRows as unknown as SQL, 'a')} as articles offset 0`;
  return sql`select products, dealers, articles,
      case when json_array_length(products) < ${v.size}::int then json_array_length(products) else (${matchCountExpr(productSearch, term, v)})::int end as products_total
    from (${groups}) as g`;
}

/**
 * Built once per statement shape, filled per search (decision 140): building the statement with drizzle and
 * turning it into SQL text took ~11 % of a search's time on the server's thread under load. The shape is what
 * the statement's text depends on besides the values: a trigram term or not, whether it has words (the group
 * stage), how many group patterns, whether it has a tsquery.
 */
const searchStatements = new Map<string, { sql: string; params: unknown[] }>();

export function searchQuery(db: Database, term: string, size: number): { sql: string; params: unknown[] } {
  const patterns = patternsOf(term);
  const tsq = toPrefixTsquery(term);
  const shape = `${isTrigramTerm(term)}:${queryWords(term).length > 0}:${patterns.length}:${tsq !== null}`;
  let built = searchStatements.get(shape);
  if (!built) searchStatements.set(shape, (built = dialect.sqlToQuery(searchStatement(db, term, PLACEHOLDERS))));
  const values: Record<string, unknown> = { term, like: escapeLike(term), tsq, size };
  patterns.forEach((pattern, i) => (values[`pattern${i}`] = pattern));
  return { sql: built.sql, params: fillPlaceholders(built.params, values) };
}

/** The same statement with its values inline, built anew (short terms, a transaction; and the tests' reference). */
export function searchQueryInline(db: Database, term: string, size: number): SQL {
  return searchStatement(db, term, valuesOf(term, size));
}

async function searchAll(db: Database, term: string, size: number, lang: Lang, plans?: PlanCache): Promise<SearchResult> {
  let row: unknown[] | undefined;
  if (plans) {
    [row] = await arrayRows(db, { toSQL: () => searchQuery(db, term, size) }, plans, term);
  } else {
    const result = (await db.execute(searchQueryInline(db, term, size))) as unknown as {
      rows: { products: unknown; dealers: unknown; articles: unknown; products_total: unknown }[];
    };
    const first = result.rows[0];
    row = first && [first.products, first.dealers, first.articles, first.products_total];
  }
  const [p, d, a, total] = (row ?? [[], [], [], 0]) as [ProductJson[], SearchDealer[], ArticleJson[], number | string];
  return {
    products_total: Number(total),
    products: p.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      description: localized(lang, r.description, r.description_en),
      image_base: localizedImage(lang, r.image),
      price: toPrice(r.price),
      brand: { id: r.brand_id, slug: r.brand_slug, name: r.brand_name },
    })),
    dealers: d.map((r) => ({ id: r.id, name: r.name, address: r.address, phone_primary: r.phone_primary, city: r.city })),
    articles: a.map((r) => toSearchArticle(r, lang)),
  };
}

type ProductJson = {
  id: number;
  slug: string;
  name: string;
  description: string;
  description_en: string | null;
  image: SearchProduct['image_base'];
  price: number | string | null;
  brand_id: number;
  brand_slug: string;
  brand_name: string;
};
type ArticleJson = Parameters<typeof toSearchArticle>[0];

export async function search(db: Database, term: string, size: number, lang: Lang): Promise<SearchResult> {
  // One statement for the three groups and the total (decision 140), its plan reused, the settings
  // and the execution one simple query (`arrayRows`, decision 140). Short terms keep custom plans in a
  // read-only transaction: their fast path (an index-only scan of the names) needs the literal.
  const plans = isTrigramTerm(term) ? planCacheFor(db) : undefined;
  if (plans) return searchAll(db, term, size, lang, plans);
  return withTypoTolerance(db, term, (tx) => searchAll(tx, term, size, lang, plans));
}
