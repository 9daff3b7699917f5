import { sql } from 'drizzle-orm';
import type { ProductListQuery } from '@/contract/catalogue';
import { attributeDefs, type AttributeDef } from '@/contract/collections/attributes';
import type { Lang } from '@/contract/common';
import { facetDefs, facetOf, parseSpecParams, specFilterErrors, type SpecFacet, type SpecFilter } from '@/contract/spec-filters';
import type { Database } from '../db/client';
import { articles, brands, categories, products } from '../db/schema';
import { preparedRead } from './prepared';
import type { FacetedRows } from './spec-facets';

/*
 * The facet index (docs/decisions/140-search-and-reads-at-scale.md): a category's filterable values held in
 * this process as bitsets, the way a search engine keeps its facets, so a filtered list's total and every
 * facet's counts are a few thousand word operations instead of one row per product and value in the database.
 * - Built by ONE statement per category (one snapshot): the content stamp (docs/decisions/253-content-version.md),
 *   the category's attributes, each product's tokens from the narrow copy `product_spec_tokens` with its brand,
 *   price and its two list positions (ranked in the database, so the order and its collation are the
 *   statement's own), and the tokens' meaning from `spec_tokens`.
 * - Checked on EVERY answer: the page's statement (the twelve products by id, the related articles) also reads
 *   the content stamp in its own snapshot. Any write to products, categories or brands raises it in the
 *   writing transaction, so an equal stamp proves nothing the answer depends on changed since the build —
 *   in this process or any other on the same PostgreSQL. A different stamp drops the index, builds it again
 *   and answers again: never a stale count, without relying on notifications.
 * - Only the plain shape: a category with spec filters, brand and price. A search term, "fits my device", a
 *   transaction (the studio's preview) or a filter the category refuses take the statement in
 *   `spec-facets.ts`, which stays the reference (`spec-filters.test.ts` compares both with the device's code).
 */

type Token = { key: string; kind: 'n' | 'b' | 'c' | 'a' | 'm'; value: string };

type CategoryIndex = {
  stamp: string;
  defs: AttributeDef[];
  size: number;
  words: number;
  ids: Int32Array;
  price: Float64Array;
  brand: Int32Array;
  /** Ordinals in list order: price ascending (nulls last), name, id — and price descending. */
  asc: Int32Array;
  desc: Int32Array;
  /** Every token's products, by token id. */
  postings: Map<number, Uint32Array>;
  /** The tokens of each key, with their meaning. */
  byKey: Map<string, { id: number; token: Token }[]>;
  /** A number attribute's value per ordinal (NaN: none), and the products that have one. */
  numbers: Map<string, { values: Float64Array; has: Uint32Array }>;
  brandIds: Map<string, number>;
};

/** Categories kept per database; past it the oldest built is dropped (a catalogue has dozens). */
const MAX_INDEXED_CATEGORIES = 256;

const indexes = new WeakMap<object, Map<string, Promise<CategoryIndex | null>>>();

function cacheOf(db: Database) {
  let cache = indexes.get(db);
  if (!cache) indexes.set(db, (cache = new Map()));
  return cache;
}

const fromJson = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const stamp = sql`(select version::text || '.' || epoch from content_version where id = 1)`;

async function build(db: Database, slug: string): Promise<CategoryIndex | null> {
  const result = (await db.execute(sql`with cat as materialized (
      select ${categories.id} as id, ${categories.attributes} as attributes from ${categories} where ${categories.slug} = ${slug}),
    listed as materialized (
      select t.id, t.price, t.brand_id, t.tokens,
        row_number() over (order by t.price asc nulls last, t.name, t.id) - 1 as r_asc,
        row_number() over (order by t.price desc nulls last, t.name, t.id) - 1 as r_desc
      from product_spec_tokens as t where t.category_id = (select id from cat))
    select ${stamp} as stamp, (select attributes from cat) as attributes, (select count(*) from cat) as found,
      (select coalesce(json_agg(json_build_array(id, price, brand_id, tokens, r_asc, r_desc)), '[]'::json) from listed) as rows,
      (select coalesce(json_agg(json_build_array(s.id, s.key, s.kind, s.value, s.num)), '[]'::json) from spec_tokens as s
        where s.id in (select distinct unnest(tokens) from listed)) as tokens,
      (select coalesce(json_agg(json_build_array(${brands.slug}, ${brands.id})), '[]'::json) from ${brands}) as brands`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const row = result.rows[0];
  if (!row || Number(row.found) === 0) return null;
  const rows = fromJson<[number, number | null, number | null, number[], number, number][]>(row.rows);
  const tokenRows = fromJson<[number, string, Token['kind'], string, number | null][]>(row.tokens);
  const size = rows.length;
  const words = Math.ceil(size / 32);
  const index: CategoryIndex = {
    stamp: String(row.stamp),
    defs: attributeDefs(fromJson(row.attributes) ?? []),
    size,
    words,
    ids: new Int32Array(size),
    price: new Float64Array(size),
    brand: new Int32Array(size),
    asc: new Int32Array(size),
    desc: new Int32Array(size),
    postings: new Map(),
    byKey: new Map(),
    numbers: new Map(),
    brandIds: new Map(fromJson<[string, number][]>(row.brands)),
  };
  const meaning = new Map<number, { token: Token; num: number | null }>();
  for (const [id, key, kind, value, num] of tokenRows) {
    meaning.set(id, { token: { key, kind, value }, num });
    const list = index.byKey.get(key) ?? [];
    list.push({ id, token: { key, kind, value } });
    index.byKey.set(key, list);
    index.postings.set(id, new Uint32Array(words));
  }
  rows.forEach(([id, price, brand, tokens, rAsc, rDesc], ordinal) => {
    index.ids[ordinal] = id;
    index.price[ordinal] = price === null ? NaN : Number(price);
    index.brand[ordinal] = brand ?? -1;
    index.asc[Number(rAsc)] = ordinal;
    index.desc[Number(rDesc)] = ordinal;
    for (const token of tokens) {
      const known = meaning.get(token)!;
      index.postings.get(token)![ordinal >>> 5]! |= 1 << (ordinal & 31);
      if (known.token.kind !== 'n') continue;
      // A number attribute holds one number per product (denka_spec_tokens: one token per JSON value).
      let number = index.numbers.get(known.token.key);
      if (!number) {
        number = { values: new Float64Array(size).fill(NaN), has: new Uint32Array(words) };
        index.numbers.set(known.token.key, number);
      }
      number.values[ordinal] = known.num ?? NaN;
      number.has[ordinal >>> 5]! |= 1 << (ordinal & 31);
    }
  });
  return index;
}

function indexFor(db: Database, slug: string): Promise<CategoryIndex | null> {
  const cache = cacheOf(db);
  let entry = cache.get(slug);
  if (!entry) {
    entry = build(db, slug);
    cache.set(slug, entry);
    if (cache.size > MAX_INDEXED_CATEGORIES) cache.delete(cache.keys().next().value!);
    // A failed build is not kept: the next request tries again.
    entry.catch(() => cache.get(slug) === entry && cache.delete(slug));
  }
  return entry;
}

// ---------------------------------------------------------------- bitsets

function popcount(bits: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    let v = bits[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

function andCount(a: Uint32Array, b: Uint32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    let v = a[i]! & b[i]!;
    if (v === 0) continue;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return n;
}

const has = (bits: Uint32Array, ordinal: number) => (bits[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;

function and(target: Uint32Array, other: Uint32Array) {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
  return target;
}

/** The products one spec filter accepts: the same tokens as the statement's `filterTokens`. */
function filterMask(index: CategoryIndex, filter: SpecFilter): Uint32Array {
  const mask = new Uint32Array(index.words);
  if (filter.kind === 'range') {
    const number = index.numbers.get(filter.key);
    if (!number) return mask;
    const { min = -Infinity, max = Infinity } = filter;
    for (let o = 0; o < index.size; o++) {
      const v = number.values[o]!;
      if (v >= min && v <= max) mask[o >>> 5]! |= 1 << (o & 31);
    }
    return mask;
  }
  for (const { id, token } of index.byKey.get(filter.key) ?? []) {
    const accepted =
      filter.kind === 'boolean'
        ? token.kind === 'b' && token.value === (filter.value ? 'yes' : 'no')
        : (token.kind === 'c' || token.kind === 'a') && filter.values.includes(token.value);
    if (!accepted) continue;
    const posting = index.postings.get(id)!;
    for (let i = 0; i < mask.length; i++) mask[i]! |= posting[i]!;
  }
  return mask;
}

/** The category's products under brand and price (the filters that are not facets). */
function baseMask(index: CategoryIndex, query: ProductListQuery): Uint32Array {
  const mask = new Uint32Array(index.words);
  const brand = query.brand ? (index.brandIds.get(query.brand) ?? -2) : undefined;
  const min = query.min_price ?? -Infinity;
  const max = query.max_price ?? Infinity;
  const priced = query.min_price !== undefined || query.max_price !== undefined;
  for (let o = 0; o < index.size; o++) {
    if (brand !== undefined && index.brand[o] !== brand) continue;
    // A price filter leaves out "price on request" (null), as `price >= x` does in SQL.
    if (priced && !(index.price[o]! >= min && index.price[o]! <= max)) continue;
    mask[o >>> 5]! |= 1 << (o & 31);
  }
  return mask;
}

/** One facet's tallies over the products that pass every other filter (`mask`), as `facetOf` takes them. */
function tally(index: CategoryIndex, def: AttributeDef & { type: SpecFacet['type'] }, mask: Uint32Array) {
  const counts = new Map<string, number>();
  let count = 0;
  let min: number | null = null;
  let max: number | null = null;
  if (def.type === 'number') {
    const number = index.numbers.get(def.key);
    if (number) {
      for (let w = 0; w < index.words; w++) {
        let bits = mask[w]! & number.has[w]!;
        while (bits !== 0) {
          const low = bits & -bits;
          const o = (w << 5) + 31 - Math.clz32(low);
          bits ^= low;
          const v = number.values[o]!;
          count += 1;
          min = min === null || v < min ? v : min;
          max = max === null || v > max ? v : max;
        }
      }
    }
    return { count, min, max, counts };
  }
  for (const { id, token } of index.byKey.get(def.key) ?? []) {
    const relevant = def.type === 'boolean' ? token.kind === 'b' : token.kind !== 'n' && token.kind !== 'b';
    if (!relevant) continue;
    const n = andCount(index.postings.get(id)!, mask);
    if (n === 0) continue;
    // A single choice's option counts its product; a list's marker counts its product, its options don't.
    if (token.kind !== 'a') count += n;
    if (token.kind !== 'm') counts.set(token.value, (counts.get(token.value) ?? 0) + n);
  }
  return { count, min, max, counts };
}

type Picked = { ids: number[]; total: number; facets: SpecFacet[] | undefined };

function evaluate(index: CategoryIndex, query: ProductListQuery, filters: SpecFilter[], withFacets: boolean, lang: Lang): Picked {
  const base = baseMask(index, query);
  const masks = filters.map((f) => filterMask(index, f));
  const hit = masks.reduce((acc, m) => and(acc, m), base.slice());
  const order = query.sort_by_price === 'desc' ? index.desc : index.asc;
  const offset = (query.page - 1) * query.per_page;
  const ids: number[] = [];
  let seen = 0;
  for (let r = 0; r < index.size && ids.length < query.per_page; r++) {
    const o = order[r]!;
    if (!has(hit, o)) continue;
    if (seen++ >= offset) ids.push(index.ids[o]!);
  }
  const facets = withFacets
    ? facetDefs(index.defs).map((def) => {
        // Every filter but the attribute's own (the usual convention: an option's count is the list's total once chosen).
        const own = filters.findIndex((f) => f.key === def.key);
        const mask = own === -1 ? hit : masks.reduce((acc, m, i) => (i === own ? acc : and(acc, m)), base.slice());
        return facetOf(def, lang, tally(index, def, mask));
      })
    : undefined;
  return { ids, total: popcount(hit), facets };
}

const RELATED_ARTICLES = 4;

/** The page's products by id in the given order, their related articles, and the content stamp of this snapshot. */
const pageByIds = preparedRead<{ ids: string }>(
  'product_list_page_by_ids',
  () =>
    sql`with page as materialized (
        select ${products.id} as p_id, ${products.slug} as p_slug, ${products.name} as p_name, ${products.description} as p_description,
          ${products.description_en} as p_description_en, ${products.price} as p_price, ${products.image} as p_image,
          ${brands.id} as b_id, ${brands.slug} as b_slug, ${brands.name} as b_name, ${brands.image_url} as b_image_url,
          ${categories.id} as c_id, ${categories.slug} as c_slug, ${categories.name} as c_name, ${categories.name_en} as c_name_en,
          shown.ord
        from unnest(${sql.placeholder('ids')}::int[]) with ordinality as shown(id, ord)
        join ${products} on ${products.id} = shown.id
        join ${brands} on ${brands.id} = ${products.brand_id}
        join ${categories} on ${categories.id} = ${products.category_id})
      select ${stamp} as stamp,
        (select coalesce(json_agg(page order by ord), '[]'::json) from page) as rows,
        (select coalesce(json_agg(a), '[]'::json) from (
          select ${articles.id} as id, ${articles.slug} as slug, ${articles.title} as title, ${articles.title_en} as title_en,
            ${articles.category} as category, ${articles.thumbnail} as thumbnail
          from ${articles}
          where ${articles.kind} = 'article' and ${articles.related_product_slugs} ?| array(select p_slug from page)
          order by ${articles.published_at} desc, ${articles.id} asc
          limit ${sql.raw(String(RELATED_ARTICLES))}) as a) as articles`,
);

/**
 * A category list with spec filters (and brand, price) from the facet index, or `undefined` when the
 * statement in `spec-facets.ts` must answer: a transaction, an unknown category, a filter the category
 * refuses (the statement words the 400), or content that kept changing while this answered.
 */
export async function indexedList(
  db: Database,
  query: ProductListQuery,
  withFacets: boolean,
  lang: Lang,
): Promise<FacetedRows | undefined> {
  // In a transaction (the studio's preview) the statement answers: it sees the transaction's writes.
  if (!(db as unknown as { $client?: object }).$client || !query.category) return undefined;
  const { filters } = parseSpecParams(query.spec ?? []);
  for (let attempt = 0; attempt < 2; attempt++) {
    const built = indexFor(db, query.category);
    const index = await built;
    if (!index || specFilterErrors(filters, index.defs).length) return undefined;
    const picked = evaluate(index, query, filters, withFacets, lang);
    const [page] = await pageByIds<{ stamp: unknown; rows: unknown; articles: unknown }>(db, { ids: `{${picked.ids.join(',')}}` });
    if (String(page?.stamp) === index.stamp) {
      return {
        rows: fromJson<Record<string, unknown>[]>(page?.rows ?? []),
        total: picked.total,
        articles: fromJson<unknown[]>(page?.articles ?? []),
        facets: picked.facets,
      };
    }
    // Content changed since the build: drop it (unless another request already has) and build again.
    const cache = cacheOf(db);
    if (cache.get(query.category) === built) cache.delete(query.category);
  }
  return undefined;
}
