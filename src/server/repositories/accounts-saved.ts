import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProductSummary } from '@/contract/catalogue';
import { MAX_SAVED } from '@/contract/catalogue-terms';
import type { Lang } from '@/contract/common';
import type { Database } from '../db/client';
import { brands, categories, products, savedProducts } from '../db/schema';
import { summaryColumns, toProductSummary } from './catalogue';

// A visitor's saved products (decision 130): the device's list joins the account at login as a union, and
// each "Simpan" or un-save after it changes both. At most MAX_SAVED per account: the oldest saves drop off.

/** The account's saved products as cards show them, most recently saved first. */
export async function listSavedProducts(db: Database, userId: number, lang: Lang): Promise<ProductSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(savedProducts)
    .innerJoin(products, eq(products.id, savedProducts.product_id))
    .innerJoin(brands, eq(products.brand_id, brands.id))
    .innerJoin(categories, eq(products.category_id, categories.id))
    .where(eq(savedProducts.user_id, userId))
    .orderBy(desc(savedProducts.saved_at), desc(savedProducts.product_id))
    .limit(MAX_SAVED);
  return rows.map((r) => toProductSummary(r.product, r.brand, r.category, lang));
}

/**
 * Adds `add` (most recent first, as the device keeps them; slugs no product has are ignored; a product already
 * saved keeps its time) and then takes `remove` out, in one transaction; then keeps only the newest MAX_SAVED.
 */
export async function changeSavedProducts(db: Database, userId: number, add: readonly string[], remove: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (add.length > 0) {
      const found = await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(inArray(products.slug, [...add]));
      const idOf = new Map(found.map((row) => [row.slug, row.id]));
      // The device's first entry is its newest: a microsecond apart keeps the device's order in the account.
      const values = [...new Set(add)].flatMap((slug, index) => {
        const id = idOf.get(slug);
        return id === undefined ? [] : [{ user_id: userId, product_id: id, saved_at: sql`now() - ${index} * interval '1 microsecond'` }];
      });
      if (values.length > 0) await tx.insert(savedProducts).values(values).onConflictDoNothing();
    }
    if (remove.length > 0) {
      const ids = tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.slug, [...remove]));
      await tx.delete(savedProducts).where(and(eq(savedProducts.user_id, userId), inArray(savedProducts.product_id, ids)));
    }
    const kept = tx
      .select({ id: savedProducts.product_id })
      .from(savedProducts)
      .where(eq(savedProducts.user_id, userId))
      .orderBy(desc(savedProducts.saved_at), desc(savedProducts.product_id))
      .limit(MAX_SAVED);
    await tx.delete(savedProducts).where(and(eq(savedProducts.user_id, userId), notInArray(savedProducts.product_id, kept)));
  });
}
