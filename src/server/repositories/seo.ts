import { asc, eq } from 'drizzle-orm';
import type { Category } from '@/contract/catalogue';
import type { Lang } from '@/contract/common';
import type { Database } from '../db/client';
import { articles, brands, categories, giveaways, jobVacancies, products, serviceCenters, stores } from '../db/schema';
import { toCategory } from './catalogue';

// Reads for the server's <head> and the sitemap (decision 120): slugs with their last change.

export async function findCategory(db: Database, slug: string, lang: Lang): Promise<Category | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.slug, slug)).limit(1);
  return row && toCategory(row, lang);
}

export type SitemapEntity = { slug: string; updated_at: string };
export type ArticleEntity = SitemapEntity & { kind: 'article' | 'event' };

const iso = (value: string) => new Date(value).toISOString();
const entities = (rows: { slug: string; updated_at: string }[]) => rows.map((r) => ({ slug: r.slug, updated_at: iso(r.updated_at) }));

/** Every public entity that has a page of its own, in a stable order. */
export async function sitemapEntities(db: Database) {
  const [productRows, brandRows, categoryRows, articleRows, jobRows, giveawayRows, dealerRows, centreRows] = await Promise.all([
    db.select({ slug: products.slug, updated_at: products.updated_at }).from(products).orderBy(asc(products.id)),
    db.select({ slug: brands.slug, updated_at: brands.updated_at }).from(brands).orderBy(asc(brands.id)),
    db.select({ slug: categories.slug, updated_at: categories.updated_at }).from(categories).orderBy(asc(categories.id)),
    db.select({ slug: articles.slug, updated_at: articles.updated_at, kind: articles.kind }).from(articles).orderBy(asc(articles.id)),
    db.select({ slug: jobVacancies.slug, updated_at: jobVacancies.published_at }).from(jobVacancies).orderBy(asc(jobVacancies.id)),
    db.select({ slug: giveaways.slug, updated_at: giveaways.starts_at }).from(giveaways).orderBy(asc(giveaways.id)),
    // Offline dealers only: an online store's page is its marketplace (docs/decisions/025-dealer-finders.md).
    db.select({ slug: stores.slug }).from(stores).where(eq(stores.type, 'offline_store')).orderBy(asc(stores.id)),
    db.select({ slug: serviceCenters.slug }).from(serviceCenters).orderBy(asc(serviceCenters.id)),
  ]);
  return {
    products: entities(productRows),
    brands: entities(brandRows),
    categories: entities(categoryRows),
    articles: articleRows.map((r): ArticleEntity => ({ slug: r.slug, kind: r.kind, updated_at: iso(r.updated_at) })),
    jobs: entities(jobRows),
    giveaways: entities(giveawayRows),
    dealers: dealerRows.map((r) => r.slug),
    serviceCenters: centreRows.map((r) => r.slug),
  };
}
