import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { COLLECTION_KEYS, type CollectionKey } from '@/contract/collections/fields';
import { mediaUsages, studioDrafts } from '@/server/db/schema';
import type { Executor } from '../audit';
import { bumpContentVersion } from '../content';
import { idColumnOf, imageColumnsNaming, TABLES } from '../tables';

// A medium's new focal point or alt texts reach what visitors see at once (docs/decisions/260-studio-media-and-csv.md):
// every published entity that uses it gets its image columns computed again from its published data — the slot
// crops cut around the new focal point under new names — without publishing the entity's pending draft.

const isCollection = (key: string): key is CollectionKey => (COLLECTION_KEYS as readonly string[]).includes(key);

/**
 * Rewrites the image columns of the published entities using `mediaId`; bumps the content version when any changed
 * and answers it (0: nothing published uses the medium). The caller fires `app.content.changed` after its commit.
 */
export async function refreshPublishedImages(tx: Executor, mediaId: string): Promise<number> {
  const usages = await tx
    .select({ collection: mediaUsages.collection, entity_id: mediaUsages.entity_id })
    .from(mediaUsages)
    .where(eq(mediaUsages.media_id, mediaId));
  let changed = 0;
  for (const usage of usages) {
    const entityId = Number(usage.entity_id);
    if (!isCollection(usage.collection) || !Number.isSafeInteger(entityId)) continue;
    const [draft] = await tx
      .select({ published: studioDrafts.published_data })
      .from(studioDrafts)
      .where(and(eq(studioDrafts.collection, usage.collection), eq(studioDrafts.entity_id, entityId)));
    if (!draft?.published) continue;
    const values = await imageColumnsNaming(tx, usage.collection, draft.published, mediaId);
    if (Object.keys(values).length === 0) continue;
    const table = TABLES[usage.collection];
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    if (columns.updated_at) values.updated_at = sql`now()`;
    await tx
      .update(table)
      .set(values)
      .where(eq(columns[idColumnOf(usage.collection)]!, entityId));
    changed++;
  }
  return changed > 0 ? bumpContentVersion(tx) : 0;
}
