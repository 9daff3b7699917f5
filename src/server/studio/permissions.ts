import { sql } from 'drizzle-orm';
import { COLLECTION_KEYS, PERMISSION_ACTIONS, type CollectionKey, type PermissionAction } from '@/contract/collections/fields';
import { defaultMatrix, GRANTABLE_ROLES, type GrantableRole, type PermissionMatrix } from '@/contract/studio/permissions';
import type { Database } from '../db/client';
import { studioPermissions } from '../db/schema';
import { recordAudit, type Executor } from './audit';

// The permission matrix the studio's guard checks (src/contract/studio/permissions.ts; docs/decisions/250):
// the declarations' defaults with the admins' overrides (table studio_permissions) laid over them. Each
// process keeps the matrix for a few seconds; a change drops it at once in the process that saved it, and
// the others read it again within PERMISSIONS_TTL_MS.

export const PERMISSIONS_TTL_MS = 5_000;

const cache = new WeakMap<object, { until: number; matrix: Promise<PermissionMatrix> }>();
const isGrantable = (role: string): role is GrantableRole => (GRANTABLE_ROLES as readonly string[]).includes(role);
const isCollection = (key: string): key is CollectionKey => (COLLECTION_KEYS as readonly string[]).includes(key);
const isAction = (action: string): action is PermissionAction => (PERMISSION_ACTIONS as readonly string[]).includes(action);

/** The defaults with the stored overrides applied (rows for a role, collection or action that no longer exists are ignored). */
async function readMatrix(db: Executor): Promise<PermissionMatrix> {
  const matrix = defaultMatrix();
  const rows = await db.select().from(studioPermissions);
  for (const row of rows) {
    if (!isGrantable(row.role) || !isCollection(row.collection) || !isAction(row.action)) continue;
    const set = new Set(matrix[row.role][row.collection]);
    if (row.allowed) set.add(row.action);
    else set.delete(row.action);
    matrix[row.role][row.collection] = PERMISSION_ACTIONS.filter((a) => set.has(a));
  }
  return matrix;
}

/** The matrix in force (cached per database for PERMISSIONS_TTL_MS). */
export function permissionMatrix(db: Database): Promise<PermissionMatrix> {
  const hit = cache.get(db);
  if (hit && hit.until > Date.now()) return hit.matrix;
  const matrix = readMatrix(db);
  cache.set(db, { until: Date.now() + PERMISSIONS_TTL_MS, matrix });
  matrix.catch(() => cache.delete(db)); // a failed read is not kept
  return matrix;
}

/** The cells (role → collection → actions) where two matrices differ, as `a` has them. */
function differing(a: PermissionMatrix, b: PermissionMatrix) {
  const out: Partial<Record<GrantableRole, Partial<Record<CollectionKey, PermissionAction[]>>>> = {};
  for (const role of GRANTABLE_ROLES)
    for (const key of COLLECTION_KEYS) if (a[role][key].join() !== b[role][key].join()) (out[role] ??= {})[key] = a[role][key];
  return out;
}

/**
 * Stores a whole new matrix as overrides of the defaults (only the cells that differ from them), with one audit
 * entry of the changed cells before and after, in one transaction; the cache is dropped when it committed.
 */
export async function savePermissions(
  db: Database,
  next: PermissionMatrix,
  who: { staffId: number; requestId: string },
): Promise<{ matrix: PermissionMatrix; changed: boolean }> {
  const defaults = defaultMatrix();
  const result = await db.transaction(async (tx) => {
    // Two admins saving at once: one after the other, each against what the other stored.
    await tx.execute(sql`select pg_advisory_xact_lock(7242253)`);
    const before = await readMatrix(tx);
    const changes = differing(next, before);
    if (Object.keys(changes).length === 0) return { matrix: before, changed: false };
    const rows: (typeof studioPermissions.$inferInsert)[] = [];
    for (const role of GRANTABLE_ROLES)
      for (const key of COLLECTION_KEYS)
        for (const action of PERMISSION_ACTIONS) {
          const wanted = next[role][key].includes(action);
          if (wanted !== defaults[role][key].includes(action))
            rows.push({ role, collection: key, action, allowed: wanted, updated_by: who.staffId });
        }
    await tx.delete(studioPermissions);
    if (rows.length > 0) await tx.insert(studioPermissions).values(rows);
    await recordAudit(tx, {
      staffId: who.staffId,
      action: 'permissions.update',
      collection: 'permissions',
      before: differing(before, next),
      after: changes,
      requestId: who.requestId,
    });
    return { matrix: await readMatrix(tx), changed: true };
  });
  cache.delete(db);
  return result;
}
