import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { CollectionKey } from '@/contract/collections/fields';
import { COLLECTIONS, hasEnglish } from '@/contract/collections/registry';
import { unknownColumns } from '@/contract/studio/list-columns';
import { LIST_VIEWS_MAX, type ListView, type ListViewState } from '@/contract/studio/list-views';
import type { Database } from '../db/client';
import { staffUsers, studioListViews } from '../db/schema';
import type { Executor } from './audit';
import { referenceFilters } from './drafts';
import { fieldError, notFoundError, pgCode, StudioError } from './errors';

// A staff member's saved views of a collection list (src/contract/studio/list-views.ts; docs/decisions/250-staff-studio.md
// "Columns and saved views"). Every read and write names the member: another member's view is not found. Not
// audited: a view changes what one member sees, never content.

const v = studioListViews;

/**
 * A view's state checked against the collection as its list checks it: known columns, its own reference
 * filters, "not confirmed" only where the collection is confirmed, "English missing" only where it has English.
 */
export function checkViewState(collection: CollectionKey, state: ListViewState): ListViewState {
  const errors: Record<string, string[]> = {};
  if (state.cols && unknownColumns(collection, state.cols).length > 0) errors['state.cols'] = ['unknown_column'];
  if (state.unconfirmed && !COLLECTIONS[collection].confirms) errors['state.unconfirmed'] = ['invalid'];
  if (state.missing_en && !hasEnglish(collection)) errors['state.missing_en'] = ['invalid'];
  try {
    referenceFilters(collection, state.ref || undefined);
  } catch {
    errors['state.ref'] = ['invalid'];
  }
  if (Object.keys(errors).length > 0) throw fieldError(errors);
  // Empty texts are no filter (decision 150): not kept.
  return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== '' && value !== undefined)) as ListViewState;
}

/** A stored view as the wire has it; columns a later declaration dropped are left out. */
function toWire(collection: CollectionKey, row: typeof v.$inferSelect): ListView {
  const state = { ...(row.state as ListViewState) };
  if (state.cols) {
    const unknown = new Set(unknownColumns(collection, state.cols));
    const cols = state.cols.filter((column) => !unknown.has(column));
    if (cols.length > 0) state.cols = cols;
    else delete state.cols;
  }
  return { id: row.id, name: row.name, state, updated_at: new Date(row.updated_at).toISOString() };
}

export async function listViews(db: Executor, staffId: number, collection: CollectionKey): Promise<ListView[]> {
  const rows = await db
    .select()
    .from(v)
    .where(and(eq(v.staff_id, staffId), eq(v.collection, collection)))
    .orderBy(asc(sql`lower(${v.name})`), asc(v.id));
  return rows.map((row) => toWire(collection, row));
}

/** A name this member already gave another view of the list: a field error, whoever's write came first. */
const nameTaken = (error: unknown) => {
  if (pgCode(error) === '23505') return fieldError({ name: ['view_taken'] });
  return error;
};

/**
 * Saves a new view. The member's row is locked first, so parallel saves count and name-check one after the
 * other: the 21st is refused and a second save of one name is a field error, never a second row.
 */
export async function createView(
  db: Database,
  staffId: number,
  collection: CollectionKey,
  name: string,
  state: ListViewState,
): Promise<ListView> {
  const checked = checkViewState(collection, state);
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, staffId)).for('update');
      const [existing] = await tx
        .select({ n: count() })
        .from(v)
        .where(and(eq(v.staff_id, staffId), eq(v.collection, collection)));
      if ((existing?.n ?? 0) >= LIST_VIEWS_MAX) throw fieldError({ name: ['too_many_views'] });
      const [row] = await tx.insert(v).values({ staff_id: staffId, collection, name, state: checked }).returning();
      return toWire(collection, row!);
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateView(
  db: Database,
  staffId: number,
  collection: CollectionKey,
  id: number,
  changes: { name?: string | undefined; state?: ListViewState | undefined },
): Promise<ListView> {
  const set: Partial<typeof v.$inferInsert> = { updated_at: sql`now()` as unknown as string };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.state !== undefined) set.state = checkViewState(collection, changes.state);
  try {
    const [row] = await db
      .update(v)
      .set(set)
      .where(and(eq(v.id, id), eq(v.staff_id, staffId), eq(v.collection, collection)))
      .returning();
    if (!row) throw notFoundError();
    return toWire(collection, row);
  } catch (error) {
    if (error instanceof StudioError) throw error;
    throw nameTaken(error);
  }
}

export async function deleteView(db: Executor, staffId: number, collection: CollectionKey, id: number): Promise<void> {
  const gone = await db
    .delete(v)
    .where(and(eq(v.id, id), eq(v.staff_id, staffId), eq(v.collection, collection)))
    .returning({ id: v.id });
  if (gone.length === 0) throw notFoundError();
}
