import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectionKey } from '@/contract/collections/fields';
import { publishSchema } from '@/contract/studio/draft-schema';
import { allows } from '@/contract/studio/permissions';
import type { Database } from '../db/client';
import { slugRedirects } from '../db/schema';
import { errorForLog } from '../lib/log';
import { draftData } from './drafts';
import { fullStaff } from './guard';
import { permissionMatrix } from './permissions';
import { readPreviewToken } from './preview';
import { draftToRow, idColumnOf, TABLES } from './tables';

// The studio's two hooks into the public reads (docs/decisions/250-staff-studio.md):
// - a preview token makes a read answer the draft when the request carries the staff session the token was
//   made for: the draft is written into the public table inside a transaction, the public read runs in it, and
//   the transaction is rolled back — so the answer is exactly what the public page would get after
//   publishing, and nobody else ever sees it;
// - an old slug of a published entity leads to the entity (the API answers it with its new slug).

/**
 * The read's answer with the token's draft in place, or undefined for a bad, expired or other token, for a
 * request without the live staff session the token was made for, and for a staff member who may no longer view
 * the token's collection. `collection`: the one collection whose tokens this read takes (undefined: any). An
 * error the read throws (a 404 of its own) is thrown after the rollback.
 */
export async function readWithPreview<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  collection: CollectionKey | undefined,
  read: (db: Database) => Promise<T>,
): Promise<T | undefined> {
  const staff = await fullStaff(request);
  if (!staff) return undefined;
  const target = readPreviewToken(app.accountSecret, token, staff.tokenHash);
  if (!target || (collection !== undefined && target.collection !== collection)) return undefined;
  // The link was made with the right to view the collection; a right taken away since closes it at once.
  if (!allows(await permissionMatrix(app.db), staff.role, target.collection, 'view')) return undefined;
  let answer: { value: T } | { error: unknown } | undefined;
  try {
    await app.db.transaction(async (tx) => {
      const data = await draftData(tx, target.collection, target.id);
      if (!data || !publishSchema(target.collection).safeParse(data).success) return;
      const values = await draftToRow(tx, target.collection, data);
      const table = TABLES[target.collection];
      const idName = idColumnOf(target.collection);
      await tx
        .insert(table)
        .values({ ...values, [idName]: target.id })
        .onConflictDoUpdate({ target: (table as unknown as Record<string, never>)[idName]!, set: values });
      try {
        answer = { value: await read(tx as unknown as Database) };
      } catch (error) {
        answer = { error };
      }
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) {
      app.log.warn({ err: errorForLog(error) }, 'preview read failed');
      return undefined;
    }
  }
  if (answer && 'error' in answer) throw answer.error;
  return answer?.value;
}

/** The entity an old slug of the collection now leads to. */
export async function redirectedId(db: Database, collection: CollectionKey, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: slugRedirects.entity_id })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.collection, collection), eq(slugRedirects.old_slug, slug)))
    .limit(1);
  return row?.id;
}

/**
 * A public find for a slug that is no longer current: the entity under its new slug (`find` is the
 * collection's ordinary read by slug), or undefined when the slug never led anywhere. The page shows
 * the answer and replaces its address (docs/decisions/250-staff-studio.md).
 */
export async function findByOldSlug<T>(
  db: Database,
  collection: CollectionKey,
  slug: string,
  find: (current: string) => Promise<T | undefined>,
): Promise<T | undefined> {
  const id = await redirectedId(db, collection, slug);
  if (id === undefined) return undefined;
  const found = (await db.execute(sql`select slug from ${TABLES[collection]} where id = ${id}`)) as unknown as { rows: { slug: string }[] };
  const current = found.rows[0]?.slug;
  return current && current !== slug ? find(current) : undefined;
}

/** Every old slug of the collection, by the entity it leads to (a list answer names them beside each entity). */
export async function oldSlugsById(db: Database, collection: CollectionKey): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: slugRedirects.entity_id, slug: slugRedirects.old_slug })
    .from(slugRedirects)
    .where(eq(slugRedirects.collection, collection))
    .orderBy(slugRedirects.old_slug);
  const out = new Map<number, string[]>();
  for (const row of rows) out.set(row.id, [...(out.get(row.id) ?? []), row.slug]);
  return out;
}
