import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio';
import { COLLECTION_KEYS, type CollectionKey, type StaffRole } from '@/contract/collections/fields';
import { COLLECTIONS, hasEnglish, isCollectionKey } from '@/contract/collections/registry';
import {
  DASHBOARD_ROWS,
  DASHBOARD_WINDOW_DAYS,
  type Dashboard,
  type DashboardSubmission,
  type ScheduleFailure,
  type Scheduled,
} from '@/contract/studio/dashboard';
import { FOLLOW_UP_HOURS, FOLLOW_UP_KINDS, kindsFor, OPEN_STATUSES } from '@/contract/studio/inbox';
import { allows } from '@/contract/studio/permissions';
import type { Database } from '@/server/db/client';
import { auditLog, studioDrafts, submissions } from '@/server/db/schema';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { refreshMissingEnglish, staleSql } from './drafts';
import { staffOf, staffOnly } from './guard';
import { countPendingClaims } from './warranty-claims/repository';
import { fromInbox, iso, lateCondition, rowColumns, toRow, type RawRow } from './inbox/query';
import { permissionMatrix } from './permissions';

// The studio home's dashboard (src/contract/studio/dashboard.ts; docs/decisions/250-staff-studio.md): one call,
// a few statements, each panel only for what the caller's role may read — the inbox panel for roles with
// submission kinds (KIND_ROLES), the content panels over the collections the permission matrix lets it view.
// Every panel counts with the definitions its list uses: the inbox's kinds, open states and follow-up promise
// (src/contract/studio/inbox.ts), the studio lists' missing-English and unconfirmed filters (drafts.ts), the
// scheduler's times (studio_drafts.publish_at / unpublish_at) and its failures (audit `schedule.failed`).

const d = studioDrafts;
const DAY_MS = 86_400_000;

/** The caller's open submissions and the overdue ones of its kinds that nobody (or the caller) holds. */
async function inboxPanel(db: Database, staff: { id: number; role: StaffRole }, now: number): Promise<Dashboard['inbox']> {
  const kinds = kindsFor(staff.role);
  if (kinds.length === 0) return undefined;
  const promised = FOLLOW_UP_KINDS.filter((kind) => kinds.includes(kind));
  const cutoff = new Date(now - FOLLOW_UP_HOURS * 3_600_000).toISOString();
  const overdue: SQL =
    promised.length > 0
      ? sql`(${inArray(submissions.kind, promised)} and ${submissions.created_at} <= ${cutoff}::timestamptz)`
      : sql`false`;
  const mine = eq(submissions.assignee_id, staff.id);
  const where = and(
    inArray(submissions.kind, kinds),
    inArray(submissions.status, [...OPEN_STATUSES]),
    or(mine, and(isNull(submissions.assignee_id), overdue)),
  );
  const [counts] = await db
    .select({
      new: sql<number>`count(*) filter (where ${mine} and ${submissions.status} = 'new')::int`,
      in_progress: sql<number>`count(*) filter (where ${mine} and ${submissions.status} = 'in_progress')::int`,
      // The inbox's `late=1` filter, which the count's link opens, reads the same condition.
      overdue: sql<number>`count(*) filter (where ${lateCondition(staff, kinds, now)})::int`,
    })
    .from(submissions)
    .where(where);
  const raw = (await fromInbox(db.select({ ...rowColumns, overdue: sql<boolean>`${overdue}` }))
    .where(where)
    // (A constant `false` is no sort key: PostgreSQL refuses a constant in ORDER BY.)
    .orderBy(...(promised.length > 0 ? [desc(overdue)] : []), asc(submissions.created_at), asc(submissions.id))
    .limit(DASHBOARD_ROWS)) as unknown as (RawRow & { overdue: boolean })[];
  const rows: DashboardSubmission[] = raw.map((r) => {
    const row = toRow(r, now);
    return {
      id: row.id,
      reference: row.reference,
      kind: row.kind,
      status: row.status,
      created_at: row.created_at,
      age_hours: row.age_hours,
      name: row.name,
      summary: row.summary,
      mine: r.assignee_id === staff.id,
    };
  });
  return {
    mine: { new: Number(counts?.new ?? 0), in_progress: Number(counts?.in_progress ?? 0) },
    overdue: Number(counts?.overdue ?? 0),
    rows,
  };
}

/** Publish and unpublish times in the window ahead, and the scheduled actions that failed in the window behind. */
async function schedulePanel(db: Database, collections: CollectionKey[], now: number): Promise<Dashboard['schedule']> {
  const until = new Date(now + DASHBOARD_WINDOW_DAYS * DAY_MS).toISOString();
  const since = new Date(now - DASHBOARD_WINDOW_DAYS * DAY_MS).toISOString();
  // The two time columns have an index each: a BitmapOr of two range scans, however large the collections.
  const planned = await db
    .select({ collection: d.collection, id: d.entity_id, title: d.title, publish_at: d.publish_at, unpublish_at: d.unpublish_at })
    .from(d)
    .where(
      and(
        inArray(d.collection, collections),
        or(sql`${d.publish_at} < ${until}::timestamptz`, sql`${d.unpublish_at} < ${until}::timestamptz`),
      ),
    );
  const upcoming: Scheduled[] = [];
  for (const row of planned) {
    if (!isCollectionKey(row.collection)) continue;
    for (const action of ['publish', 'unpublish'] as const) {
      const at = action === 'publish' ? row.publish_at : row.unpublish_at;
      if (at && Date.parse(iso(at)) < Date.parse(until))
        upcoming.push({ collection: row.collection, id: row.id, title: row.title, action, at: iso(at) });
    }
  }
  upcoming.sort((a, b) => a.at.localeCompare(b.at) || a.collection.localeCompare(b.collection) || a.id - b.id);

  // The scheduler clears a time it cannot carry out and audits why (drafts.ts dropSchedule); a publish dropped
  // because its unpublish time had passed too ("window over") is no failure.
  const failures = await db
    .select({
      at: auditLog.at,
      collection: auditLog.collection,
      entity_id: auditLog.entity_id,
      before: auditLog.before,
      after: auditLog.after,
      title: d.title,
    })
    .from(auditLog)
    .leftJoin(d, and(eq(d.collection, auditLog.collection), sql`${d.entity_id}::text = ${auditLog.entity_id}`))
    .where(
      and(
        sql`${auditLog.at} > ${since}::timestamptz`,
        eq(auditLog.action, 'schedule.failed'),
        inArray(auditLog.collection, collections),
        sql`(${auditLog.after}->'reason') is distinct from '"window over"'::jsonb`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id));
  const failed: ScheduleFailure[] = [];
  for (const row of failures) {
    const id = Number(row.entity_id);
    if (!row.collection || !isCollectionKey(row.collection) || !Number.isInteger(id)) continue;
    const reason = (row.after as { reason?: unknown } | null)?.reason;
    const detail = reason && typeof reason === 'object' ? (reason as { key?: unknown; fields?: unknown }) : {};
    failed.push({
      collection: row.collection,
      id,
      title: row.title ?? '',
      action: row.before && typeof row.before === 'object' && 'unpublish_at' in row.before ? 'unpublish' : 'publish',
      at: iso(row.at),
      reason: typeof detail.key === 'string' ? detail.key : typeof reason === 'string' ? reason : 'failed',
      fields: detail.fields && typeof detail.fields === 'object' ? Object.keys(detail.fields) : [],
    });
  }
  return {
    upcoming: upcoming.slice(0, DASHBOARD_ROWS),
    upcoming_total: upcoming.length,
    failed: failed.slice(0, DASHBOARD_ROWS),
    failed_total: failed.length,
  };
}

/**
 * Per collection: drafts missing English (the list's `missing_en` filter) and, where the declaration has
 * `confirms`, entries not confirmed in time (the list's `unconfirmed` filter). Both read indexes only: the
 * partial index of drafts missing English, and the public table's `confirmed_at` joined to the drafts.
 * Drafts for content seeded before the studio saw it come from the collections list (ensureDrafts), which the
 * studio home asks first.
 */
async function contentCounts(db: Database, bilingual: CollectionKey[], confirmed: CollectionKey[]) {
  let missing: { collection: CollectionKey; count: number }[] = [];
  if (bilingual.length > 0) {
    await refreshMissingEnglish(db, bilingual);
    const rows = await db
      .select({ collection: d.collection, count: sql<number>`count(*)::int` })
      .from(d)
      .where(and(eq(d.missing_en, true), inArray(d.collection, bilingual)))
      .groupBy(d.collection);
    const byKey = new Map(rows.map((r) => [r.collection, Number(r.count)]));
    missing = bilingual.map((collection) => ({ collection, count: byKey.get(collection) ?? 0 })).filter((c) => c.count > 0);
  }
  const stale: { collection: CollectionKey; count: number }[] = [];
  for (const collection of confirmed) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(d)
      .where(and(eq(d.collection, collection), staleSql(collection)));
    if (row && Number(row.count) > 0) stale.push({ collection, count: Number(row.count) });
  }
  return { missing, stale };
}

export async function readDashboard(db: Database, staff: { id: number; role: StaffRole }, now = Date.now()): Promise<Dashboard> {
  const matrix = await permissionMatrix(db);
  const viewable = COLLECTION_KEYS.filter((key) => allows(matrix, staff.role, key, 'view'));
  const dashboard: Dashboard = {};
  const inbox = await inboxPanel(db, staff, now);
  if (inbox) dashboard.inbox = inbox;
  if (kindsFor(staff.role).includes('warranty_activation')) dashboard.warranty_claims = await countPendingClaims(db);
  if (viewable.length > 0) {
    dashboard.schedule = await schedulePanel(db, viewable, now);
    const bilingual = viewable.filter(hasEnglish);
    const confirmed = viewable.filter((key) => COLLECTIONS[key].confirms);
    const counts = await contentCounts(db, bilingual, confirmed);
    if (bilingual.length > 0) dashboard.missing_en = counts.missing;
    if (confirmed.length > 0)
      dashboard.unconfirmed = counts.stale.map((c) => ({ ...c, stale_days: COLLECTIONS[c.collection].confirms!.staleDays }));
  }
  return dashboard;
}

export default async function studioDashboardRoutes(app: App) {
  registerEndpoint(app, endpoints.studioDashboard, async (request) => ({ data: await readDashboard(app.db, staffOf(request)) }), {
    preValidation: staffOnly('any'),
  });
}
