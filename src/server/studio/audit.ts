import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

// The audit log (docs/decisions/250-staff-studio.md): every write of the studio API
// records who did what to which entity, with the state before and after, in the transaction of the write
// itself — so there is no change without its entry and no entry without its change.

/** A database or a transaction of one (drizzle's transaction has the same query API). */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type AuditEntry = {
  /** The staff member; null for the scheduler and the command line. */
  staffId: number | null;
  /** `create`, `update`, `publish`, `unpublish`, `schedule`, `restore`, `login`, `staff.create`, `media.upload`, `import`… */
  action: string;
  collection?: string | null;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Fastify's request id, to find the request in the logs. */
  requestId?: string | null;
};

export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    staff_id: entry.staffId,
    action: entry.action,
    collection: entry.collection ?? null,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
    request_id: entry.requestId ?? null,
  });
}
