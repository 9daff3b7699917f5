import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SearchResponseSchema } from '@/contract/search';
import { useTestApp } from '../test/helper';
import { queryWords, wordAlternatives } from '@/contract/search-terms';
import { toPrefixTsquery, WORD_SIMILARITY_THRESHOLD } from './search';

// The header search's exact total (docs/decisions/140-search-and-reads-at-scale.md) counts from
// product_search_docs, a narrow copy of each product's category and everything document kept by a trigger.
// These tests fail if the copy drifts from the products or the count from a plain reference count.

const t = useTestApp();

type Rows<R> = { rows: R[] };
const rows = async <R>(statement: ReturnType<typeof sql>) => ((await t.db.execute(statement)) as unknown as Rows<R>).rows;

/** Rows where the copy differs from the products it copies (missing, extra, other category or document). */
const drift = async () =>
  (
    await rows<{ n: number | string }>(sql`select count(*) as n from products p full join product_search_docs d using (id)
      where p.id is null or d.id is null or p.category_id is distinct from d.category_id or p.search_doc is distinct from d.search_doc`)
  )[0]!.n;

const popupTotal = async (q: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/cms/v2/product/search?q=${encodeURIComponent(q)}&size=21` });
  expect(res.statusCode).toBe(200);
  return SearchResponseSchema.parse(res.json()).products_total;
};

/**
 * The reference: one plain OR over the products table, every stage of the ranking (name contains the term,
 * spaced or compact; its category's name starts with it; one typo; a word of the everything document),
 * sequential scan allowed, under search's typo threshold. Nothing shared with the counting statement.
 */
async function referenceCount(term: string): Promise<number> {
  const norm = term.toLowerCase();
  const tsq = toPrefixTsquery(term);
  // Category names that start with the term, or for one word with its stem or a synonym ("camera" → "Kamera 360").
  const words = queryWords(term);
  const forms = new Set([words.join(' '), ...(words.length === 1 ? wordAlternatives(words[0]!) : [])]);
  const patterns = `{${[...forms].map((f) => `"${f}%"`).join(',')}}`;
  return t.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`));
    const result = (await tx.execute(sql`select count(*) as n from products p where
        p.search_name like '%' || immutable_unaccent(${norm}) || '%'
        or p.search_name like '%' || replace(immutable_unaccent(${norm}), ' ', '') || '%'
        or p.category_id in (select id from categories c where immutable_unaccent(lower(c.name)) like any (${patterns}::text[])
          or immutable_unaccent(lower(coalesce(c.name_en, ''))) like any (${patterns}::text[]))
        or immutable_unaccent(${norm}) <% p.search_name
        or (${tsq}::text is not null and p.search_doc @@ to_tsquery('simple', immutable_unaccent(coalesce(${tsq}::text, '')))) `)) as unknown as Rows<{
      n: number | string;
    }>;
    return Number(result.rows[0]!.n);
  });
}

describe('search total', () => {
  it('product_search_docs is a copy of every product after the seed', async () => {
    expect(Number(await drift())).toBe(0);
    const n = (await rows<{ n: number | string }>(sql`select count(*) as n from product_search_docs`))[0]!.n;
    expect(Number(n)).toBeGreaterThan(0);
  });

  it.each(['kamera', 'wireless', 'tripod', 'gimbal', 'hollyand', 'lampu', 'zzqx'])(
    'the total of "%s" equals a plain count over the products',
    async (term) => {
      expect(await popupTotal(term)).toBe(await referenceCount(term));
    },
  );

  it('follows a product added, edited, moved to another category and deleted', async () => {
    const [added] = await rows<{ id: number }>(sql`insert into products (slug, name, brand_id, category_id, description, image)
      select 'uji-zorblaxqet', 'Uji Zorblaxqet', brand_id, category_id, 'Pengeras suara quxvandor untuk uji', image from products order by id limit 1
      returning id`);
    try {
      expect(Number(await drift())).toBe(0);
      expect(await popupTotal('quxvandor')).toBe(1);
      await t.db.execute(sql`update products set description = 'Pengeras suara plimtrova untuk uji' where id = ${added!.id}`);
      expect(Number(await drift())).toBe(0);
      expect(await popupTotal('quxvandor')).toBe(0);
      expect(await popupTotal('plimtrova')).toBe(1);
      // Another category: the copy follows, and the product counts under the new category's name.
      const [other] = await rows<{ id: number; name: string }>(sql`select c.id, c.name from categories c
        where c.id <> (select category_id from products where id = ${added!.id}) order by c.id limit 1`);
      const before = await popupTotal(other!.name);
      await t.db.execute(sql`update products set category_id = ${other!.id} where id = ${added!.id}`);
      expect(Number(await drift())).toBe(0);
      expect(await popupTotal(other!.name)).toBe(before + 1);
      expect(await popupTotal(other!.name)).toBe(await referenceCount(other!.name));
      // An edit that changes neither the category nor the document leaves the copy as it was.
      await t.db.execute(sql`update products set price = 12345 where id = ${added!.id}`);
      expect(Number(await drift())).toBe(0);
    } finally {
      await t.db.execute(sql`delete from products where id = ${added!.id}`);
    }
    expect(Number(await drift())).toBe(0);
    expect(await popupTotal('plimtrova')).toBe(0);
  });
});
