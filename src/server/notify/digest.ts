import { and, count, gt, inArray, lte, sql } from 'drizzle-orm';
import type { SubmissionKind } from '@/contract/forms';
import { kindsFor } from '@/contract/studio/inbox';
import type { Database } from '../db/client';
import { staffUsers, submissions } from '../db/schema';
import { modeOf, type StaffRecipient } from './recipients';

// The daily digest (docs/decisions/310-submissions-in-the-studio.md): staff who chose it (administrators by
// default) get one mail a day, at DIGEST_HOUR in Jakarta, counting the new submissions of their kinds
// since the last one. Every process runs the timer; a transaction-level advisory lock taken without
// waiting lets one process claim the due digests (digest_sent_at moves forward in the same short
// transaction, so a second process or a second tick finds nothing due); the mails go out after it.

const DIGEST_LOCK = 7_242_331;
const DAY_MS = 24 * 3600_000;
const JAKARTA_MS = 7 * 3600_000;

/** The latest digest moment at or before `now`: today's DIGEST_HOUR in Jakarta, or yesterday's. */
export function lastDigestMoment(now: Date, hour: number): Date {
  const local = now.getTime() + JAKARTA_MS;
  const todayAt = Math.floor(local / DAY_MS) * DAY_MS + hour * 3600_000 - JAKARTA_MS;
  return new Date(todayAt <= now.getTime() ? todayAt : todayAt - DAY_MS);
}

export type DueDigest = { staff: StaffRecipient; since: string; until: string; previous: string | null };

type Row = StaffRecipient & { digest_sent_at: string | null; disabled: boolean };

/** Claims the digests due at `now` (one process at a time); empty when another process holds the lock. */
export async function claimDueDigests(db: Database, now: Date, hour: number): Promise<DueDigest[]> {
  const moment = lastDigestMoment(now, hour);
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`);
    if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return [];
    const staff: Row[] = await tx
      .select({
        id: staffUsers.id,
        email: staffUsers.email,
        role: staffUsers.role,
        notify: staffUsers.notify,
        digest_sent_at: staffUsers.digest_sent_at,
        disabled: staffUsers.disabled,
      })
      .from(staffUsers);
    const due = staff.filter(
      (s) => !s.disabled && modeOf(s) === 'digest' && (!s.digest_sent_at || Date.parse(s.digest_sent_at) < moment.getTime()),
    );
    if (due.length === 0) return [];
    const until = now.toISOString();
    await tx
      .update(staffUsers)
      .set({ digest_sent_at: until })
      .where(
        inArray(
          staffUsers.id,
          due.map((s) => s.id),
        ),
      );
    return due.map(({ digest_sent_at, disabled: _disabled, ...s }) => ({
      staff: s,
      previous: digest_sent_at,
      since: digest_sent_at ?? new Date(now.getTime() - DAY_MS).toISOString(),
      until,
    }));
  });
}

/** New submissions of the staff member's kinds in (since, until], per kind (kinds with none left out). */
export async function digestCounts(db: Database, digest: DueDigest): Promise<{ kind: SubmissionKind; count: number }[]> {
  const kinds = kindsFor(digest.staff.role);
  if (kinds.length === 0) return [];
  const rows = await db
    .select({ kind: submissions.kind, count: count() })
    .from(submissions)
    .where(and(inArray(submissions.kind, kinds), gt(submissions.created_at, digest.since), lte(submissions.created_at, digest.until)))
    .groupBy(submissions.kind);
  return kinds.flatMap((kind) => {
    const n = rows.find((r) => r.kind === kind)?.count ?? 0;
    return n > 0 ? [{ kind, count: n }] : [];
  });
}

/** A digest that could not be sent is due again at the next tick. */
export async function unclaimDigest(db: Database, digest: DueDigest): Promise<void> {
  await db
    .update(staffUsers)
    .set({ digest_sent_at: digest.previous })
    .where(and(inArray(staffUsers.id, [digest.staff.id]), sql`${staffUsers.digest_sent_at} = ${digest.until}`));
}
