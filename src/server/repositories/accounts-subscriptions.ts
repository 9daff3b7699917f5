import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands, categories, subscriptions } from '../db/schema';

// Newsletter subscriptions (decision 133): consent time kept, unsubscribing keeps the row.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Which of these slugs are not known brands / categories. */
export async function unknownInterests(db: Database, brandSlugs: string[], categorySlugs: string[]) {
  const knownBrands = brandSlugs.length ? await db.select({ slug: brands.slug }).from(brands).where(inArray(brands.slug, brandSlugs)) : [];
  const knownCategories = categorySlugs.length
    ? await db.select({ slug: categories.slug }).from(categories).where(inArray(categories.slug, categorySlugs))
    : [];
  return {
    brands: brandSlugs.filter((s) => !knownBrands.some((b) => b.slug === s)),
    categories: categorySlugs.filter((s) => !knownCategories.some((c) => c.slug === s)),
  };
}

/** Subscribes (again): new interests and consent time; a former unsubscribe is lifted. */
export async function upsertSubscription(
  tx: Tx | Database,
  input: { email: string; name: string; brandSlugs: string[]; categorySlugs: string[]; lang: string },
): Promise<number> {
  const brandSlugs = JSON.stringify([...new Set(input.brandSlugs)]);
  const categorySlugs = JSON.stringify([...new Set(input.categorySlugs)]);
  // ON CONFLICT on the lower(email) index: drizzle's builder takes columns only.
  const result = (await tx.execute(sql`
    insert into ${subscriptions} (email, name, brand_slugs, category_slugs, lang, consent_at)
    values (${input.email.trim()}, ${input.name}, ${brandSlugs}::jsonb, ${categorySlugs}::jsonb, ${input.lang}, now())
    on conflict (lower(email)) do update set
      name = excluded.name, brand_slugs = excluded.brand_slugs, category_slugs = excluded.category_slugs,
      lang = excluded.lang, consent_at = now(), unsubscribed_at = null, updated_at = now()
    returning id`)) as unknown as { rows: Array<{ id: number | string }> };
  return Number(result.rows[0]!.id);
}

/** Marks it unsubscribed (idempotent); false when there is no such subscription. */
export async function unsubscribe(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) return false;
  await db
    .update(subscriptions)
    .set({ unsubscribed_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.unsubscribed_at)));
  return true;
}

export async function readSubscription(db: Database, id: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
}
