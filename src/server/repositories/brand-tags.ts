import { asc } from 'drizzle-orm';
import type { Database } from '../db/client';
import { brands } from '../db/schema';

// Stores, service centres and campaigns name brands by slug; this resolves slugs to { slug, name }.

export type BrandTag = { slug: string; name: string; image_url: string | null };
export type BrandTags = (slugs: readonly string[]) => BrandTag[];

export async function loadBrandTags(db: Database): Promise<{ bySlug: Map<string, BrandTag>; tags: BrandTags }> {
  const rows = await db
    .select({ slug: brands.slug, name: brands.name, image_url: brands.image_url })
    .from(brands)
    .orderBy(asc(brands.sort_order), asc(brands.name));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const tags: BrandTags = (slugs) => slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return { bySlug, tags };
}
