import { sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@/contract/catalogue';
import { attributeDefs } from '@/contract/collections/attributes';
import { MAX_ATTRIBUTE_NUMBER } from '@/contract/collections/attributes-terms';
import type { Lang } from '@/contract/common';
import { facetDefs, facetOf, parseSpecParams, specErrorMessage, specFilterErrors, type SpecFilter } from '@/contract/spec-filters';
import type { SpecFacet } from '@/contract/catalogue';
import type { Database } from '../db/client';
import { brands, categories, products, productSpecTokens, specTokens } from '../db/schema';
import { HttpError } from '../lib/http-errors';
import { PAGE_ARTICLES, PAGE_COLUMNS, PAGE_ROWS } from './list-page';
import { preparedRead } from './prepared';

/*
 * A category's product list filtered by typed specification, with its facet counts (decision 140): ONE
 * statement answers the category's attributes, the list's total, the page's rows, the related articles and
 * every facet's tallies. Each product's values of its category's filterable attributes are a sorted array of
 * small integers in the narrow table `product_spec_tokens` (ids of `spec_tokens`: a number, a yes/no, a single
 * choice's option, a list's options and its marker; kept by row triggers, migration 0027), beside the product's
 * price, name and brand (migration 0034), so no request reads `attrs` from the products' wide rows or walks it
 * with `jsonb_each`, and without a brand or price filter none reads the category's product rows at all. A filter is the array's overlap with its tokens' ids, found once per statement in `spec_tokens`
 * (a range: the numbers of its key between its ends; a choice: its options; yes/no: one token). `base` is the
 * category's products under the other filters (brand, price, search term) with one boolean per filter and
 * how many it fails; `hit` those that fail none. A facet counts the base rows that pass every filter but its
 * own (the usual faceted-search convention: choosing an option of a group gives as many products as the
 * option's count): one pass unnests the tokens of the rows failing at most one filter, grouped by token and
 * by the filter failed (-1: none), and a group counts for a facet when it failed no filter or only the
 * facet's own. The types are applied here (a number's count, min and max from its number tokens; a choice's
 * count from its single options and its lists' markers).
 * Keys and types are checked against the category's attributes the statement answered: anything the
 * category does not filter by is a 400, never an error of the database.
 */

export type FacetedRows = {
  rows: Record<string, unknown>[];
  total: number;
  articles: unknown[];
  facets: SpecFacet[] | undefined;
};

/** The ids of the tokens a filter accepts, as a scalar subquery (evaluated once per statement). */
function filterTokens(filter: SpecFilter): SQL {
  const condition =
    filter.kind === 'range'
      ? sql.join(
          [
            sql`${specTokens.kind} = 'n'`,
            ...(filter.min !== undefined ? [sql`${specTokens.num} >= ${filter.min}::float8`] : []),
            ...(filter.max !== undefined ? [sql`${specTokens.num} <= ${filter.max}::float8`] : []),
          ],
          sql` and `,
        )
      : filter.kind === 'boolean'
        ? sql`${specTokens.kind} = 'b' and ${specTokens.value} = ${filter.value ? 'yes' : 'no'}`
        : sql`${specTokens.kind} in ('c', 'a') and ${specTokens.value} in (${sql.join(
            filter.values.map((v) => sql`${v}`),
            sql`, `,
          )})`;
  return sql`(select coalesce(array_agg(${specTokens.id}), '{}'::int[]) from ${specTokens} where ${specTokens.key} = ${filter.key} and ${condition})`;
}

/**
 * The page, total, articles and (with `withFacets`) facets of a category list with `spec` filters.
 * `extra`: the other filters on `products` (brand, price); `matches`: a search term's ranked ids (then
 * ordered by their tier, else by price).
 */
export async function facetedList(
  db: Database,
  query: ProductListQuery,
  opts: { extra: SQL[]; matches?: SQL | undefined; withFacets: boolean; lang: Lang },
): Promise<FacetedRows> {
  const { filters } = parseSpecParams(query.spec ?? []);
  const category = query.category!;
  const flag = (i: number) => sql.identifier(`f${i}`);
  const flags = filters.map((f, i) => sql`coalesce(t.tokens && ${filterTokens(f)}, false) as ${flag(i)}`);
  const join = opts.matches ? sql`join ${opts.matches} as m on m.id = t.id` : sql``;
  // The other filters are on `products`' columns: only then are the category's product rows read.
  const withProducts = opts.extra.length > 0;
  const tier = opts.matches ? sql`m.tier` : sql`0`;
  const order =
    opts.matches !== undefined
      ? sql`tier, name, id`
      : query.sort_by_price === 'desc'
        ? sql`price desc nulls last, name, id`
        : sql`price asc nulls last, name, id`;
  const where = sql.join(
    [
      sql`t.category_id = (select id from cat)`,
      ...(withProducts ? [sql`${products.category_id} = (select id from cat)`, ...opts.extra] : []),
    ],
    sql` and `,
  );
  // How many filters a row fails, and which one when it fails exactly one (-1: none).
  const fails = filters.length
    ? sql.join(
        filters.map((_, i) => sql`(not ${flag(i)})::int`),
        sql` + `,
      )
    : sql`0`;
  const failed = filters.length
    ? sql`case ${sql.join(
        filters.map((_, i) => sql`when not ${flag(i)} then ${sql.raw(String(i))}`),
        sql` `,
      )} else -1 end`
    : sql`-1`;
  // Without facets only the hits are needed: a row failing any filter goes at once.
  const facetsSql = opts.withFacets
    ? sql`,
      (select coalesce(json_agg(r), '[]'::json) from (
        select s.key, s.kind, s.value, s.num, g.failed, g.n
        from (select tok, failed, count(*) as n from base, unnest(base.tokens) as tok where fails <= 1 group by tok, failed) as g
        join ${specTokens} as s on s.id = g.tok
        where s.key in (select d ->> 'key' from cat, jsonb_array_elements(cat.attributes) as d
          where d ->> 'filterable' = 'true' and d ->> 'type' in ('number', 'choice', 'boolean'))) as r) as tallies`
    : sql``;
  const statement = sql`with cat as materialized (
      select ${categories.id} as id, ${categories.attributes} as attributes from ${categories} where ${categories.slug} = ${category}),
    base as materialized (
      select id, price, name, tier, tokens, ${fails} as fails, ${failed} as failed
      from (select t.id as id, t.price as price, t.name as name, ${tier} as tier, t.tokens
          ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
        from ${productSpecTokens} as t ${withProducts ? sql`join ${products} on ${products.id} = t.id` : sql``} ${join}
        where ${where}) as flagged
      ${opts.withFacets ? sql`` : sql`where ${fails} = 0`}),
    hit as materialized (select id, price, name, tier from base where fails = 0),
    page as materialized (
      select ${PAGE_COLUMNS},
        hit.ord
      from (select id, row_number() over (order by ${order}) as ord from (select id, price, name, tier from hit order by ${order}
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}) as shown) as hit
      join ${products} on ${products.id} = hit.id
      join ${brands} on ${brands.id} = ${products.brand_id}
      join ${categories} on ${categories.id} = ${products.category_id})
    select (select attributes::text from cat) as attributes,
      (select count(*) from hit) as total,
      ${PAGE_ROWS},
      ${PAGE_ARTICLES}
      ${facetsSql}`;
  const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const defs = categoryAttributes(row.attributes);
  const errors = specFilterErrors(filters, defs);
  if (errors.length) throw new HttpError(400, `Invalid querystring: ${errors.map(specErrorMessage).join('; ')}`);
  return {
    rows: fromJson<Record<string, unknown>[]>(row.rows) ?? [],
    total: Number(row.total ?? 0),
    articles: fromJson<unknown[]>(row.articles) ?? [],
    facets: opts.withFacets ? toFacets(defs, filters, row, opts.lang) : undefined,
  };
}

/*
 * The same answer from the bit strings (migration 0041): each (category, token) has a string over the category's
 * ordinals, so a filter is the OR of its tokens' strings, the list the AND of the filters and the category's own,
 * each count one `bit_count` of an AND — no row per product and value. The page walks the category's rows in list
 * order (`product_spec_tokens_price_{asc,desc}_idx`; `<> 0` so the planner expects most rows to pass and walks
 * the index rather than sorting the category) and keeps those whose bit is set. For a category with spec filters
 * alone (brand, price, a search term or a device take `facetedList`: those filters are on rows). Prepared once per
 * shape (the filters' kinds, sort, facets) up to BITMAP_PREPARED_FILTERS filters, planned per request beyond.
 */
const BITMAP_PREPARED_FILTERS = 3;
/** Options as one array literal (text: every driver binds it alike; elements quoted, `"` and `\` escaped). */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
const bitmapStatements = new Map<string, ReturnType<typeof preparedRead>>();
/** A value by its name: a placeholder in a prepared statement, the value itself in a planned one. */
type Val = (name: string) => SQL;

function bitmapStatement(filters: readonly SpecFilter[], desc: boolean, withFacets: boolean, val: Val): SQL {
  const catId = sql`(select id from cat)`;
  const mask = (i: number) => sql.identifier(`m${i}`);
  const tokens = (f: SpecFilter, i: number) => {
    const key = val(`k${i}`);
    const condition =
      f.kind === 'range'
        ? sql`${specTokens.kind} = 'n' and ${specTokens.num} >= ${val(`lo${i}`)}::float8
            and ${specTokens.num} <= ${val(`hi${i}`)}::float8`
        : f.kind === 'boolean'
          ? sql`${specTokens.kind} = 'b' and ${specTokens.value} = ${val(`v${i}`)}`
          : sql`${specTokens.kind} in ('c', 'a') and ${specTokens.value} = any(${val(`v${i}`)}::text[])`;
    return sql`array(select ${specTokens.id} from ${specTokens} where ${specTokens.key} = ${key} and ${condition})`;
  };
  const masks = filters.map(
    (f, i) => sql`coalesce((select bit_or(b.bits) from spec_bitmaps as b where b.category_id = ${catId}
      and b.token_id = any(${tokens(f, i)})), (select zero from z)) as ${mask(i)}`,
  );
  const and = (skip: number) => sql.join([sql`base`, ...filters.flatMap((_, i) => (i === skip ? [] : [sql`${mask(i)}`]))], sql` & `);
  const others = filters.map((_, i) => sql`${and(i)} as ${sql.identifier(`x${i}`)}`);
  // Each filtered attribute's values counted against the other filters' mask, every other value against the list's:
  // one pass over the category's strings, each token's mask chosen by its key.
  const maskOf = filters.length
    ? sql`case s.key ${sql.join(
        filters.map((_, i) => sql`when ${val(`k${i}`)} then k.${sql.identifier(`x${i}`)}`),
        sql` `,
      )} else k.hit end`
    : sql`k.hit`;
  const tallies = sql`select s.key, s.kind, s.value, s.num, bit_count(b.bits & (${maskOf})) as n
    from spec_bitmaps as b join ${specTokens} as s on s.id = b.token_id, k
    where b.category_id = ${catId} and b.token_id <> 0`;
  const order = desc ? sql`price desc nulls last, name, id` : sql`price asc nulls last, name, id`;
  const facetsSql = withFacets
    ? sql`,
      (select coalesce(json_agg(r), '[]'::json) from (
        select s.key, s.kind, s.value, s.num, -1 as failed, n from (${tallies}) as s
        -- Only a filterable attribute's values have strings (denka_spec_tokens); one no longer filterable has no bits set.
        where n > 0) as r) as tallies`
    : sql``;
  return sql`with cat as materialized (
      select ${categories.id} as id, ${categories.attributes} as attributes from ${categories} where ${categories.slug} = ${val('slug')}),
    z as materialized (
      select repeat('0', coalesce((select width from spec_bitmap_categories where category_id = ${catId}), 0))::varbit as zero),
    m as materialized (
      select coalesce((select bits from spec_bitmaps where category_id = ${catId} and token_id = 0), (select zero from z)) as base
        ${masks.length ? sql`, ${sql.join(masks, sql`, `)}` : sql``}),
    k as materialized (select ${and(-1)} as hit ${others.length ? sql`, ${sql.join(others, sql`, `)}` : sql``} from m),
    page as materialized (
      select ${PAGE_COLUMNS},
        shown.ord
      from (select id, row_number() over (order by ${order}) as ord from (
          select t.id, t.price, t.name from ${productSpecTokens} as t
          where t.category_id = ${catId} and get_bit((select hit from k), t.ord) <> 0
          order by ${order} limit ${val('limit')} offset ${val('offset')}) as t) as shown
      join ${products} on ${products.id} = shown.id
      join ${brands} on ${brands.id} = ${products.brand_id}
      join ${categories} on ${categories.id} = ${products.category_id})
    select (select attributes::text from cat) as attributes,
      (select bit_count(hit) from k) as total,
      ${PAGE_ROWS},
      ${PAGE_ARTICLES}
      ${facetsSql}`;
}

/** The values the statement names: the category, the page, and each filter's key and bounds or options. */
function bitmapValues(query: ProductListQuery, filters: readonly SpecFilter[]): Record<string, unknown> {
  const values: Record<string, unknown> = { slug: query.category!, limit: query.per_page, offset: (query.page - 1) * query.per_page };
  filters.forEach((f, i) => {
    values[`k${i}`] = f.key;
    if (f.kind === 'range') {
      values[`lo${i}`] = f.min ?? -MAX_ATTRIBUTE_NUMBER;
      values[`hi${i}`] = f.max ?? MAX_ATTRIBUTE_NUMBER;
    } else values[`v${i}`] = f.kind === 'boolean' ? (f.value ? 'yes' : 'no') : textArray(f.values);
  });
  return values;
}

export async function bitmapList(db: Database, query: ProductListQuery, opts: { withFacets: boolean; lang: Lang }): Promise<FacetedRows> {
  const { filters } = parseSpecParams(query.spec ?? []);
  const desc = query.sort_by_price === 'desc';
  const values = bitmapValues(query, filters);
  let row: Record<string, unknown> | undefined;
  if (filters.length <= BITMAP_PREPARED_FILTERS) {
    const kinds = filters.map((f) => f.kind[0]).join('');
    const name = `product_list_bitmaps_${opts.withFacets ? 'f' : 'n'}${desc ? 'd' : 'a'}_${kinds || 'none'}`;
    let statement = bitmapStatements.get(name);
    if (!statement) {
      const shape = filters.map((f) => ({ ...f }));
      statement = preparedRead(name, () => bitmapStatement(shape, desc, opts.withFacets, (n) => sql`${sql.placeholder(n)}`));
      bitmapStatements.set(name, statement);
    }
    [row] = await statement(db, values);
  } else {
    const statement = bitmapStatement(filters, desc, opts.withFacets, (n) => sql`${values[n]}`);
    row = ((await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows[0];
  }
  row ??= {};
  const defs = categoryAttributes(row.attributes);
  const errors = specFilterErrors(filters, defs);
  if (errors.length) throw new HttpError(400, `Invalid querystring: ${errors.map(specErrorMessage).join('; ')}`);
  return {
    rows: fromJson<Record<string, unknown>[]>(row.rows) ?? [],
    total: Number(row.total ?? 0),
    articles: fromJson<unknown[]>(row.articles) ?? [],
    facets: opts.withFacets ? toFacets(defs, filters, row, opts.lang) : undefined,
  };
}

/**
 * A category's attribute declarations from the statement's text of them, checked once per distinct text rather than
 * on every list request (a handful of categories; the text changes only when an administrator edits them).
 */
const attributesByText = new Map<string, ReturnType<typeof attributeDefs>>();
const ATTRIBUTE_TEXTS = 64;
function categoryAttributes(text: unknown): ReturnType<typeof attributeDefs> {
  if (typeof text !== 'string') return attributeDefs(fromJson(text) ?? []);
  let defs = attributesByText.get(text);
  if (!defs) {
    defs = attributeDefs(JSON.parse(text));
    if (attributesByText.size >= ATTRIBUTE_TEXTS) attributesByText.delete(attributesByText.keys().next().value!);
    attributesByText.set(text, defs);
  }
  return defs;
}

const fromJson = <T>(value: unknown): T | undefined => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T | undefined));

type Tally = { key: string; kind: 'n' | 'b' | 'c' | 'a' | 'm'; value: string; num: unknown; failed: number; n: unknown };

function toFacets(
  defs: ReturnType<typeof attributeDefs>,
  filters: readonly SpecFilter[],
  row: Record<string, unknown>,
  lang: Lang,
): SpecFacet[] {
  const tallies = fromJson<Tally[]>(row.tallies) ?? [];
  return facetDefs(defs).map((def) => {
    // The rows that pass every filter, and those that fail only this attribute's own.
    const own = filters.findIndex((f) => f.key === def.key);
    const mine = tallies.filter((t) => t.key === def.key && (Number(t.failed) === -1 || Number(t.failed) === own));
    const counts = new Map<string, number>();
    let count = 0;
    let min: number | null = null;
    let max: number | null = null;
    for (const t of mine) {
      const n = Number(t.n);
      if (def.type === 'number' && t.kind === 'n') {
        const value = Number(t.num);
        count += n;
        min = min === null ? value : Math.min(min, value);
        max = max === null ? value : Math.max(max, value);
      } else if (def.type === 'boolean' && t.kind === 'b') {
        count += n;
        counts.set(t.value, (counts.get(t.value) ?? 0) + n);
      } else if (def.type === 'choice' && t.kind !== 'n' && t.kind !== 'b') {
        // A single choice's option counts its product; a list's marker counts its product, its options don't.
        if (t.kind !== 'a') count += n;
        if (t.kind !== 'm') counts.set(t.value, (counts.get(t.value) ?? 0) + n);
      }
    }
    return facetOf(def, lang, { count, min, max, counts });
  });
}
