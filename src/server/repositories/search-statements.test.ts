import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { matchCount, productSearch, rankedIdsQuery, rankedMatches, searchQuery, searchQueryInline } from './search';

// The shape of search's reused statements (docs/decisions/140-search-and-reads-at-scale.md):
// what the plans depend on, checked without a database.
const text = (statement: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(statement).sql;

describe('search statements', () => {
  it.each(['kamera', 'insta 360', 'x4'])('compute the term\'s forms once per statement, never per row ("%s")', (term) => {
    for (const sql of [
      text(rankedIdsQuery(productSearch, term, 21)),
      text(rankedMatches(productSearch, term)),
      text(matchCount(productSearch, term)),
    ]) {
      // Every unaccent of a parameter sits in a scalar subquery (an InitPlan), none inline in a row's expression.
      const inline = [...sql.matchAll(/immutable_unaccent\((lower\()?\$\d+/g)].filter((m) => {
        const before = sql.slice(0, m.index);
        const at = before.lastIndexOf('(select ');
        return at < 0 || m.index - at > 45 || /\b(from|where)\b/.test(before.slice(at));
      });
      expect(inline.map((m) => sql.slice(Math.max(0, m.index - 40), m.index + 40))).toEqual([]);
    }
    expect(text(rankedIdsQuery(productSearch, term, 21))).toMatch(/\(select immutable_unaccent\(lower\(\$\d+\)\)\)/);
  });

  it('counts a trigram term in one bitmap of the narrow copy, with no distinct union and no document rechecked (decision 140)', () => {
    const sql = text(matchCount(productSearch, 'kamera'));
    expect(sql).not.toMatch(/\bunion\b/);
    // One count over product_search_docs, whose conditions are all exact index conditions of its own.
    expect(sql.match(/count\(\*\)/g)).toHaveLength(1);
    expect(sql).toMatch(/^select \(select count\(\*\) from "product_search_docs" where /);
    expect(sql).toMatch(/"product_search_docs"\."category_id" = any\(array\(/);
    expect(sql).toMatch(/"product_search_docs"\."search_doc" @@ \(select to_tsquery/);
    // The name and typo stages only give ids (rechecked on the name), never a test of the products' documents.
    expect(sql).toMatch(
      /"product_search_docs"\."id" = any\(array\(select "products"\."id" from "products" where [^()]*"products"\."search_name" like /,
    );
    expect(sql).toMatch(/<% "products"\."search_name"\)\)/);
    expect(sql).not.toMatch(/"products"\."search_doc"|not coalesce/);
  });

  // Decision 140: the statement is built once per shape with placeholders and filled per search. For terms of
  // every shape (synonyms, stems, several words, short, quotes and LIKE wildcards, no words), the filled
  // statement must be the one built anew with the term's values: same text, same values in the same places.
  it.each([
    'kamera',
    'camera',
    'mic',
    'mikrofon',
    'wireless',
    'insta 360',
    'insta360 x4',
    'lampunya',
    'stabilizer',
    "o'neil",
    '50%_off',
    'a\\b',
    'x4',
    'zz',
    '...',
    'hollyand',
    'Kamera',
  ])('fills the statement built once for its shape with the values of "%s"', (term) => {
    const db = drizzle.mock() as unknown as Database;
    for (const size of [21, 5]) {
      const filled = searchQuery(db, term, size);
      const fresh = new PgDialect().sqlToQuery(searchQueryInline(db, term, size));
      expect(filled.sql).toBe(fresh.sql);
      expect(filled.params).toEqual(fresh.params);
    }
  });
});
