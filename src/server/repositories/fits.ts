import { sql, type SQL } from 'drizzle-orm';
import { categories, products } from '../db/schema';

/*
 * What fits what (docs/decisions/010-public-pages.md, "Perangkat saya"): product A fits product X when
 *   - A links X explicitly: X's slug is in A's `fits` (edited in the studio; `products_fits_idx`), or
 *   - a rule of A's category says so: one of its attributes declares `fits: <key>`
 *     (src/contract/collections/attributes.ts) and A's value of it shares a value with X's attribute `<key>`
 *     (a microphone's output connectors and an interface's inputs). Each of X's values is one containment
 *     probe of `products_attrs_idx` (`attrs @> {"key": v}` for a single value, `{"key": [v]}` for a list).
 * Both directions are computed in the database, one statement each: "what fits X" (X's accessories) and
 * "what does A fit". The product list's `fits=<slug>` filter is the first as a subquery of ids;
 * the product page and `v2/product/fits` read both (`productFits`, src/server/repositories/catalogue.ts).
 */

/** A stored value as a JSON array of its values (a list as is, a single value in a list of one). */
const asArray = (value: SQL) =>
  sql`(case jsonb_typeof(${value}) when 'array' then ${value} when 'object' then '[]'::jsonb else jsonb_build_array(${value}) end)`;

/** Does `attrs` carry the JSON value `v` under `key` (alone or in its list)? */
const carries = (attrs: SQL, key: SQL, v: SQL) =>
  sql`(${attrs} @> jsonb_build_object(${key}, ${v}) or ${attrs} @> jsonb_build_object(${key}, jsonb_build_array(${v})))`;

/** The ids of the products that fit the product with this slug (none for an unknown slug). */
export function fittingIds(slug: string): SQL {
  return sql`(select a.id from ${products} as a where a.fits @> jsonb_build_array(${slug}::text)
    union
    select a.id from ${products} as x
      cross join lateral (
        select c.id as category_id, d ->> 'key' as key, d ->> 'fits' as fits
        from ${categories} as c, jsonb_array_elements(c.attributes) as d
        where coalesce(d ->> 'fits', '') <> '') as r
      cross join lateral jsonb_array_elements(${asArray(sql`x.attrs -> r.fits`)}) as v
      join ${products} as a on a.category_id = r.category_id and ${carries(sql`a.attrs`, sql`r.key`, sql`v.value`)}
    where x.slug = ${slug} and x.attrs ? r.fits and a.id <> x.id)`;
}

/** The ids of the products the product with this slug fits (none for an unknown slug). */
export function fittedIds(slug: string): SQL {
  return sql`(select p.id from ${products} as y join ${products} as p on p.slug in (select jsonb_array_elements_text(y.fits))
    where y.slug = ${slug} and p.id <> y.id
    union
    select p.id from ${products} as y
      join ${categories} as c on c.id = y.category_id
      cross join lateral jsonb_array_elements(c.attributes) as d
      cross join lateral jsonb_array_elements(${asArray(sql`y.attrs -> (d ->> 'key')`)}) as v
      join ${products} as p on ${carries(sql`p.attrs`, sql`d ->> 'fits'`, sql`v.value`)}
    where y.slug = ${slug} and coalesce(d ->> 'fits', '') <> '' and y.attrs ? (d ->> 'key') and p.id <> y.id)`;
}
