import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PurgeCounts, PurgeRun } from '@/contract/studio/privacy';
import type { Database } from '@/server/db/client';
import { errorForLog } from '@/server/lib/log';
import { recordAudit, type Executor } from '../audit';
import type { RetentionPeriods } from './retention';
import { hasNotesTable, iso, rowsOf } from './sql';

// The retention purge (docs/decisions/320-personal-data.md): every submission older than its
// kind's period goes, with its files (bytea in submission_files), notes, lottery codes and product
// registration (on delete cascade); unsubscribed newsletter addresses go once the subscription period has
// passed since unsubscribing; expired visitor sessions go. One transaction, one audit entry with the
// counts (entity_id 'purge', so the last one is found through the audit log's index). Every process runs
// a timer; a transaction-level advisory lock taken without waiting lets one process work while the others
// skip, and a purge runs at most once per PURGE_EVERY_HOURS.

const PURGE_LOCK = 7_242_320;
export const PURGE_EVERY_HOURS = 24;
export const PURGE_ACTION = 'privacy.purge';

type Trigger = { staffId: number | null; requestId?: string | null; by: PurgeRun['by'] };

/** The submissions past their period, as a condition (now() is the transaction's start: one cutoff throughout). */
const pastPeriod = (periods: RetentionPeriods) =>
  sql.join(
    Object.entries(periods).map(
      ([kind, months]) => sql`(s.kind = ${kind} and s.created_at < now() - make_interval(months => ${months}::int))`,
    ),
    sql` or `,
  );

async function purgeIn(tx: Executor, periods: RetentionPeriods, trigger: Trigger): Promise<PurgeRun> {
  const due = pastPeriod(periods);
  const notes = await hasNotesTable(tx);
  const byKind = await rowsOf<{ kind: string; n: number }>(
    tx,
    sql`select s.kind, count(*)::int as n from submissions s where ${due} group by s.kind order by s.kind`,
  );
  const [counted] = await rowsOf<Record<'files' | 'codes' | 'notes' | 'registrations', number>>(
    tx,
    sql`select
          (select count(*)::int from submission_files f join submissions s on s.id = f.submission_id where ${due}) as files,
          (select count(*)::int from lottery_codes c join submissions s on s.id = c.submission_id where ${due}) as codes,
          ${notes ? sql`(select count(*)::int from submission_notes n join submissions s on s.id = n.submission_id where ${due})` : sql`0`} as notes,
          (select count(*)::int from product_registrations r join submissions s on s.id = r.submission_id where ${due}) as registrations`,
  );
  const deleted = await rowsOf(tx, sql`delete from submissions s where ${due} returning s.id`);
  const subscriptions = await rowsOf(
    tx,
    sql`delete from subscriptions where unsubscribed_at is not null and unsubscribed_at < now() - make_interval(months => ${periods.subscription}::int) returning id`,
  );
  const sessions = await rowsOf(tx, sql`delete from sessions where expires_at < now() returning token_hash`);
  const counts: PurgeCounts = {
    by_kind: Object.fromEntries(byKind.map((row) => [row.kind, Number(row.n)])),
    submissions: deleted.length,
    submission_files: Number(counted?.files ?? 0),
    submission_notes: Number(counted?.notes ?? 0),
    lottery_codes: Number(counted?.codes ?? 0),
    product_registrations: Number(counted?.registrations ?? 0),
    subscriptions: subscriptions.length,
    sessions: sessions.length,
  };
  const [now] = await rowsOf<{ at: unknown }>(tx, sql`select now() as at`);
  await recordAudit(tx, {
    staffId: trigger.staffId,
    action: PURGE_ACTION,
    collection: 'privacy',
    entityId: 'purge',
    after: { periods, counts },
    requestId: trigger.requestId ?? null,
  });
  return { at: iso(now?.at), by: trigger.by, counts };
}

/** Runs the purge now (the studio's button, the command line), after any purge another process is running. */
export async function runPurge(db: Database, periods: RetentionPeriods, trigger: Trigger = { staffId: null, by: null }): Promise<PurgeRun> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PURGE_LOCK})`);
    return purgeIn(tx, periods, trigger);
  });
}

/** The timer's tick: purges when no process did in the last PURGE_EVERY_HOURS and none is purging now; else undefined. */
export async function runDuePurge(db: Database, periods: RetentionPeriods): Promise<PurgeRun | undefined> {
  return db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PURGE_LOCK}) as locked`);
    if (!lock?.locked) return undefined;
    const [recent] = await rowsOf<{ found: number }>(
      tx,
      sql`select 1 as found from audit_log where collection = 'privacy' and entity_id = 'purge' and action = ${PURGE_ACTION} and at > now() - make_interval(hours => ${PURGE_EVERY_HOURS}::int) limit 1`,
    );
    if (recent) return undefined;
    return purgeIn(tx, periods, { staffId: null, by: null });
  });
}

/** The last purge (any process, any trigger), from the audit log. */
export async function lastPurge(db: Executor): Promise<PurgeRun | null> {
  const [row] = await rowsOf<{ at: unknown; staff_id: number | null; name: string | null; after: { counts?: PurgeCounts } | null }>(
    db,
    sql`select a.at, a.staff_id, s.name, a.after from audit_log a left join staff_users s on s.id = a.staff_id
        where a.collection = 'privacy' and a.entity_id = 'purge' and a.action = ${PURGE_ACTION} order by a.at desc, a.id desc limit 1`,
  );
  if (!row?.after?.counts) return null;
  return {
    at: iso(row.at),
    by: row.staff_id === null || row.name === null ? null : { id: Number(row.staff_id), name: row.name },
    counts: row.after.counts,
  };
}

/** The timer of this process (0 = none). */
export function startPurgeTimer(app: FastifyInstance, periods: RetentionPeriods, intervalMs: number): void {
  if (intervalMs <= 0 || typeof app.db?.transaction !== 'function') return;
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = runDuePurge(app.db, periods)
      .then((run) => run && app.log.info({ purged: run.counts.submissions }, 'retention purge done'))
      .catch((error: unknown) => app.log.error({ err: errorForLog(error) }, 'retention purge failed'))
      .finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  // A purge under way ends before the app's close resolves and the database closes (docs/decisions/152).
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
