import { z } from 'zod';
import { SubmissionKindSchema } from '../forms';
import { CollectionKeySchema } from './api';
import { SubmissionStatusSchema } from './inbox';

// The studio home's dashboard (GET studio/dashboard; docs/decisions/250-staff-studio.md): one answer with a panel
// per area the caller's role may read. A panel the role may not read is absent (not empty): the inbox for roles
// without submission kinds (src/contract/studio/inbox.ts KIND_ROLES), the content panels for collections the
// permission matrix does not let it view (src/contract/studio/permissions.ts).

/** How far ahead the schedule looks, and how far back it looks for scheduled actions that failed. */
export const DASHBOARD_WINDOW_DAYS = 7;
/** Rows each list of the dashboard shows at most (the counts are whole). */
export const DASHBOARD_ROWS = 8;

export const DashboardSubmissionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  kind: SubmissionKindSchema,
  status: SubmissionStatusSchema,
  created_at: z.string(),
  /** Whole hours since it came in (the inbox's overdue rule reads it with FOLLOW_UP_HOURS). */
  age_hours: z.number().int(),
  name: z.string(),
  summary: z.string(),
  /** Assigned to the caller (else unassigned and overdue). */
  mine: z.boolean(),
});
export type DashboardSubmission = z.infer<typeof DashboardSubmissionSchema>;

export const DashboardInboxSchema = z.object({
  /** Open submissions (new, in progress) assigned to the caller, per status. */
  mine: z.object({ new: z.number().int(), in_progress: z.number().int() }),
  /** Open submissions past the follow-up promise, of the caller's kinds, assigned to the caller or to nobody. */
  overdue: z.number().int(),
  /** The oldest of both, overdue first. */
  rows: z.array(DashboardSubmissionSchema),
});

export const ScheduledSchema = z.object({
  collection: CollectionKeySchema,
  id: z.number().int(),
  title: z.string(),
  action: z.enum(['publish', 'unpublish']),
  at: z.string(),
});
export type Scheduled = z.infer<typeof ScheduledSchema>;

export const ScheduleFailureSchema = z.object({
  collection: CollectionKeySchema,
  id: z.number().int(),
  title: z.string(),
  action: z.enum(['publish', 'unpublish']),
  /** When the scheduler gave up (the time was cleared). */
  at: z.string(),
  /** The refusal's key (`invalid`, `in_use`, …) and the fields it named. */
  reason: z.string(),
  fields: z.array(z.string()),
});
export type ScheduleFailure = z.infer<typeof ScheduleFailureSchema>;

export const DashboardScheduleSchema = z.object({
  /** Publish and unpublish times within the next DASHBOARD_WINDOW_DAYS days, soonest first. */
  upcoming: z.array(ScheduledSchema),
  upcoming_total: z.number().int(),
  /** Scheduled actions the scheduler could not carry out in the last DASHBOARD_WINDOW_DAYS days, newest first. */
  failed: z.array(ScheduleFailureSchema),
  failed_total: z.number().int(),
});

export const CollectionCountSchema = z.object({ collection: CollectionKeySchema, count: z.number().int() });

export const DashboardSchema = z.object({
  inbox: DashboardInboxSchema.optional(),
  schedule: DashboardScheduleSchema.optional(),
  /** Per collection with bilingual fields: entries whose draft has Indonesian text without its English twin (zero counts left out). */
  missing_en: z.array(CollectionCountSchema).optional(),
  /** Per collection that declares `confirms`: published entries not confirmed within its `staleDays` (zero counts left out). */
  unconfirmed: z.array(CollectionCountSchema.extend({ stale_days: z.number().int() })).optional(),
  /** Second warranty claims waiting for a decision (docs/decisions/133): for the roles that handle warranty activations. */
  warranty_claims: z.number().int().optional(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
export const DashboardResponseSchema = z.object({ data: DashboardSchema });
