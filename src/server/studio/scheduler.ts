import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isCollectionKey } from '@/contract/collections/registry';
import { dropSchedule, dueSchedules, publishDraft, unpublishDraft } from './drafts';
import { errorForLog } from '../lib/log';
import { StudioError } from './errors';

// Scheduled publish and unpublish (docs/decisions/250-staff-studio.md): every process
// runs a timer; each tick takes a transaction-level advisory lock without waiting, so one process does the
// work and the others skip that tick. Each due entity is published or unpublished in a savepoint of its
// own: one that cannot be (an invalid draft, content still in use) has its time cleared and an audit
// entry says why, and the others go on.

const SCHEDULER_LOCK = 7_242_250;

/** Runs every due schedule now; returns how many entities changed on the public site. */
export async function runDueSchedules(app: FastifyInstance): Promise<number> {
  let changed = 0;
  let version: number | undefined;
  await app.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK}) as locked`);
    if (!(result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return;
    for (const due of await dueSchedules(tx)) {
      if (!isCollectionKey(due.collection)) continue;
      const collection = due.collection;
      const now = Date.now();
      const publishDue = due.publish_at !== null && Date.parse(due.publish_at) <= now;
      const unpublishDue = due.unpublish_at !== null && Date.parse(due.unpublish_at) <= now;
      // A window whose end has passed too is not shown at all: the unpublish wins.
      const which = unpublishDue ? 'unpublish_at' : 'publish_at';
      try {
        await tx.transaction(async (savepoint) => {
          const state = unpublishDue
            ? await unpublishDraft(savepoint, collection, due.id, { staffId: null }, 'unpublish.scheduled')
            : publishDue
              ? await publishDraft(savepoint, collection, due.id, 'current', { staffId: null }, 'publish.scheduled')
              : undefined;
          if (unpublishDue && publishDue) await dropSchedule(savepoint, collection, due.id, 'publish_at', 'window over');
          if (state && state.contentChanged !== false) {
            changed++;
            version = state.contentChanged;
          }
        });
      } catch (error) {
        if (!(error instanceof StudioError)) throw error;
        await dropSchedule(tx, collection, due.id, which, { status: error.status, key: error.key, fields: error.fields ?? null });
      }
    }
  });
  if (changed > 0) app.content.changed(version);
  return changed;
}

/** The timer of this process (0 = none). */
export function startScheduler(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0 || typeof app.db?.transaction !== 'function') return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueSchedules(app)
      .catch((error: unknown) => app.log.error({ err: errorForLog(error) }, 'scheduled publishing failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  // A run under way ends before the app's close resolves and the database closes (docs/decisions/152).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
