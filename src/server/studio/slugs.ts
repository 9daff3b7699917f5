import { and, eq, ne, sql } from 'drizzle-orm';
import type { CollectionKey } from '@/contract/collections/fields';
import { studioDrafts } from '../db/schema';
import type { Executor } from './audit';

// Slugs (docs/decisions/250-staff-studio.md): generated from the Indonesian title when
// left empty — lower case, accents dropped, anything else a single "-" — and unique within the collection
// (drafts hold every entity's slug, published or not) by a suffix -2, -3 …

export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' dan ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/g, '');
  return slug || 'item';
}

export async function slugTaken(tx: Executor, collection: CollectionKey, slug: string, entityId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: studioDrafts.entity_id })
    .from(studioDrafts)
    .where(and(eq(studioDrafts.collection, collection), eq(studioDrafts.slug, slug), ne(studioDrafts.entity_id, entityId)))
    .limit(1);
  return rows.length > 0;
}

/** The first free slug of `base`, `base-2`, `base-3` … (one query: every taken slug of that family). */
export async function uniqueSlug(tx: Executor, collection: CollectionKey, base: string, entityId: number): Promise<string> {
  const rows = await tx
    .select({ slug: studioDrafts.slug })
    .from(studioDrafts)
    .where(
      and(
        eq(studioDrafts.collection, collection),
        ne(studioDrafts.entity_id, entityId),
        sql`(${studioDrafts.slug} = ${base} or ${studioDrafts.slug} like ${`${base}-%`})`,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
