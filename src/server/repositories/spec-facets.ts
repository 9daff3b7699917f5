import { sql, type SQL } from 'drizzle-orm';
import type { ProductListQuery } from '@/contract/catalogue';
import { attributeDefs } from '@/contract/collections/attributes';
import type { Lang } from '@/contract/common';
import {
  facetDefs,
  facetOf,
  parseSpecParams,
  specErrorMessage,
  specFilterErrors,
  type SpecFacet,
  type SpecFilter,
} from '@/contract/spec-filters';
import type { Database } from '../db/client';
import { articles, brands, categories, products } from '../db/schema';
import { HttpError } from '../lib/http-errors';

/*
 * A category's product list filtered by typed specification, with its facet counts (decision 140): ONE
 * statement answers the category's attributes, the list's total, the page's rows, the related articles and
 * every facet's tallies. `base` is the category's products under the other filters (brand, price, search
 * term), each with one boolean column per specification filter; `hit` those that pass all of them. A facet
 * counts the base rows that pass every filter but its own (the usual faceted-search convention: choosing an
 * option of a group gives as many products as the option's count), read from `jsonb_each(attrs)` of the
 * base rows only, the category's filterable attributes only. A choice filter is `attrs @> {"k":"v"}` or
 * `@> {"k":["v"]}` (any of its options), yes/no `@> {"k":true}`: containment, which the GIN index on `attrs`
 * (jsonb_path_ops) serves; a range compares the number where it is one.
 * Keys and types are checked against the category's attributes the statement answered: anything the
 * category does not filter by is a 400, never an error of the database.
 */

export type FacetedRows = {
  rows: Record<string, unknown>[];
  total: number;
  articles: unknown[];
  facets: SpecFacet[] | undefined;
};

const RELATED_ARTICLES = 4;

function filterSql(filter: SpecFilter): SQL {
  const value = sql`${products.attrs} -> ${filter.key}`;
  if (filter.kind === 'range') {
    const ends = [
      filter.min !== undefined ? sql`(${value})::numeric >= ${String(filter.min)}::numeric` : undefined,
      filter.max !== undefined ? sql`(${value})::numeric <= ${String(filter.max)}::numeric` : undefined,
    ].filter((e): e is SQL => !!e);
    return sql`(case when jsonb_typeof(${value}) = 'number' then ${sql.join(ends, sql` and `)} else false end)`;
  }
  if (filter.kind === 'boolean') return sql`(${products.attrs} @> ${JSON.stringify({ [filter.key]: filter.value })}::jsonb)`;
  const any = filter.values.flatMap((v) => [
    sql`${products.attrs} @> ${JSON.stringify({ [filter.key]: v })}::jsonb`,
    sql`${products.attrs} @> ${JSON.stringify({ [filter.key]: [v] })}::jsonb`,
  ]);
  return sql`(${sql.join(any, sql` or `)})`;
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
  const flags = filters.map((f, i) => sql`${filterSql(f)} as ${sql.identifier(`f${i}`)}`);
  const flag = (i: number) => sql.identifier(`f${i}`);
  const all = filters.length
    ? sql.join(
        filters.map((_, i) => flag(i)),
        sql` and `,
      )
    : sql`true`;
  // A facet's rows pass every filter but its own key's.
  const pass = filters.length
    ? sql`case ${sql.join(
        filters.map((f, i) => {
          const others = filters.map((_, j) => j).filter((j) => j !== i);
          return sql`when e.key = ${f.key} then ${others.length ? sql.join(others.map(flag), sql` and `) : sql`true`}`;
        }),
        sql` `,
      )} else ${all} end`
    : sql`true`;
  const join = opts.matches ? sql`join ${opts.matches} as m on m.id = ${products.id}` : sql``;
  const tier = opts.matches ? sql`m.tier` : sql`0`;
  const order =
    opts.matches !== undefined
      ? sql`tier, name, id`
      : query.sort_by_price === 'desc'
        ? sql`price desc nulls last, name, id`
        : sql`price asc nulls last, name, id`;
  // Without facets only the hits are read: the filters are conditions the GIN index can serve.
  const own = opts.withFacets ? [] : filters.map(filterSql);
  const where = sql.join([sql`${products.category_id} = (select id from cat)`, ...opts.extra, ...own], sql` and `);
  // One pass over the facet rows: per key a marker row (v null: products carrying a value, a number's min
  // and max) and one row per option a product has (a multiple choice's each; yes/no as true/false).
  const facetsSql = opts.withFacets
    ? sql`,
      (select coalesce(json_agg(r), '[]'::json) from (
        select key, v, count(*) as n, min(num) as min, max(num) as max
        from vals cross join lateral (
          select null::text as v, case when jsonb_typeof(value) = 'number' then (value)::numeric end as num
          union all select jsonb_array_elements_text(value), null where jsonb_typeof(value) = 'array'
          union all select value #>> '{}', null where jsonb_typeof(value) in ('string', 'boolean')) as t
        where pass group by key, v) as r) as tallies`
    : sql``;
  const valsCte = opts.withFacets
    ? sql`, vals as (
        select b.id, e.key, e.value, ${pass} as pass
        from base b cross join lateral jsonb_each(b.attrs) as e
        where e.key in (select d ->> 'key' from cat, jsonb_array_elements(cat.attributes) as d
          where d ->> 'filterable' = 'true' and d ->> 'type' in ('number', 'choice', 'boolean')))`
    : sql``;
  const statement = sql`with cat as materialized (
      select ${categories.id} as id, ${categories.attributes} as attributes from ${categories} where ${categories.slug} = ${category}),
    base as materialized (
      select ${products.id} as id, ${products.attrs} as attrs, ${products.price} as price, ${products.name} as name, ${tier} as tier
        ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
      from ${products} ${join}
      where ${where}),
    hit as materialized (select id, price, name, tier from base where ${all}),
    page as materialized (
      select ${products.id} as p_id, ${products.slug} as p_slug, ${products.name} as p_name, ${products.description} as p_description,
        ${products.description_en} as p_description_en, ${products.price} as p_price, ${products.image} as p_image,
        ${brands.id} as b_id, ${brands.slug} as b_slug, ${brands.name} as b_name, ${brands.image_url} as b_image_url,
        ${categories.id} as c_id, ${categories.slug} as c_slug, ${categories.name} as c_name, ${categories.name_en} as c_name_en,
        hit.ord
      from (select id, row_number() over (order by ${order}) as ord from hit order by ${order}
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}) as hit
      join ${products} on ${products.id} = hit.id
      join ${brands} on ${brands.id} = ${products.brand_id}
      join ${categories} on ${categories.id} = ${products.category_id})
    ${valsCte}
    select (select attributes from cat) as attributes,
      (select count(*) from hit) as total,
      (select coalesce(json_agg(page order by ord), '[]'::json) from page) as rows,
      (select coalesce(json_agg(a), '[]'::json) from (
        select ${articles.id} as id, ${articles.slug} as slug, ${articles.title} as title, ${articles.title_en} as title_en,
          ${articles.category} as category, ${articles.thumbnail} as thumbnail
        from ${articles}
        where ${articles.kind} = 'article' and ${articles.related_product_slugs} ?| array(select p_slug from page)
        order by ${articles.published_at} desc, ${articles.id} asc
        limit ${sql.raw(String(RELATED_ARTICLES))}) as a) as articles
      ${facetsSql}`;
  const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  const defs = attributeDefs(fromJson(row.attributes) ?? []);
  const errors = specFilterErrors(filters, defs);
  if (errors.length) throw new HttpError(400, `Invalid querystring: ${errors.map(specErrorMessage).join('; ')}`);
  return {
    rows: fromJson<Record<string, unknown>[]>(row.rows) ?? [],
    total: Number(row.total ?? 0),
    articles: fromJson<unknown[]>(row.articles) ?? [],
    facets: opts.withFacets ? toFacets(defs, row, opts.lang) : undefined,
  };
}

const fromJson = <T>(value: unknown): T | undefined => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T | undefined));

function toFacets(defs: ReturnType<typeof attributeDefs>, row: Record<string, unknown>, lang: Lang): SpecFacet[] {
  const tallies = fromJson<{ key: string; v: string | null; n: unknown; min: unknown; max: unknown }[]>(row.tallies) ?? [];
  return facetDefs(defs).map((def) => {
    const own = tallies.filter((t) => t.key === def.key);
    const marker = own.find((t) => t.v === null);
    const counts = new Map<string, number>();
    for (const t of own) {
      if (t.v === null) continue;
      const value = def.type === 'boolean' ? (t.v === 'true' ? 'yes' : t.v === 'false' ? 'no' : t.v) : t.v;
      counts.set(value, Number(t.n));
    }
    const number = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return facetOf(def, lang, { count: Number(marker?.n ?? 0), min: number(marker?.min), max: number(marker?.max), counts });
  });
}
