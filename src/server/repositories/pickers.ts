import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import type { Database } from '../db/client';
import { articles, brands, categories, jobVacancies, products } from '../db/schema';
import { localized } from '../lib/lang';

// Lightweight lists for pickers and menus (`v2/product/list_*`, `v2/support/product`).

export async function listProductPicks(db: Database) {
  return db
    .select({ id: products.id, slug: products.slug, name: products.name, brand_slug: brands.slug, category_slug: categories.slug })
    .from(products)
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .innerJoin(categories, eq(products.category_id, categories.id))
    .orderBy(asc(products.name), asc(products.id));
}

export async function listEventPicks(db: Database, lang: Lang) {
  const rows = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, title_en: articles.title_en, event_date: articles.event_date })
    .from(articles)
    .where(eq(articles.kind, 'event'))
    .orderBy(desc(articles.published_at), asc(articles.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: localized(lang, r.title, r.title_en),
    event_date: r.event_date === null ? null : new Date(r.event_date).toISOString(),
  }));
}

/** Vacancies still open (no closing date, or closing today or later). */
export async function listJobPicks(db: Database, lang: Lang) {
  const rows = await db
    .select({ id: jobVacancies.id, slug: jobVacancies.slug, title: jobVacancies.title, title_en: jobVacancies.title_en })
    .from(jobVacancies)
    .where(or(isNull(jobVacancies.closes_at), gte(jobVacancies.closes_at, sql`date_trunc('day', now())`)))
    .orderBy(desc(jobVacancies.published_at), asc(jobVacancies.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, title: localized(lang, r.title, r.title_en) }));
}

/** The products of a brand given by id or slug; undefined when there is no such brand. */
export async function listSupportProducts(db: Database, brand: number | string) {
  const [found] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(typeof brand === 'number' ? eq(brands.id, brand) : eq(brands.slug, brand))
    .limit(1);
  if (!found) return undefined;
  return db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.brand_id, found.id)))
    .orderBy(asc(products.name), asc(products.id));
}
