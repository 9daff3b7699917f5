import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import { isTrackableKind, type SubmissionKind } from '@/contract/forms';
import type { Database } from '../db/client';
import type { Transaction } from '../repositories/submissions';
import { productRegistrations, submissions } from '../db/schema';

// The notification queue is the submissions table itself (docs/decisions/310-submissions-in-the-studio.md):
// a row with `notified_at` null is waiting. A sender claims a batch by setting `notified_at` in one
// UPDATE (FOR UPDATE SKIP LOCKED: two processes never claim the same row) and sends after that commit,
// so a visitor's form POST never waits for a mail, and a mail is sent at most once.

export type Claimed = {
  id: string;
  kind: SubmissionKind;
  receipt: string;
  lang: Lang;
  created_at: string;
  payload: Record<string, unknown>;
};

const BATCH = 25;

export async function claimPending(db: Database): Promise<Claimed[]> {
  const waiting = db
    .select({ id: submissions.id })
    .from(submissions)
    .where(isNull(submissions.notified_at))
    .orderBy(asc(submissions.created_at))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(submissions)
    .set({ notified_at: sql`now()` })
    .where(inArray(submissions.id, waiting))
    .returning({
      id: submissions.id,
      kind: submissions.kind,
      receipt: submissions.reference,
      lang: submissions.lang,
      created_at: submissions.created_at,
      payload: submissions.payload,
    });
  return rows.map((r) => ({ ...r, lang: r.lang === 'en' ? 'en' : 'id' }));
}

/**
 * The submitter's own address: the form's `email`, or for a warranty activation (serial + registration
 * number only) the e-mail of the registration it names.
 */
export async function submitterEmail(
  db: Database | Transaction,
  kind: SubmissionKind,
  payload: Record<string, unknown>,
): Promise<string | undefined> {
  if (kind === 'warranty_activation') {
    const reference = typeof payload.reference === 'string' ? payload.reference.trim().toUpperCase() : '';
    if (!reference) return undefined;
    const [row] = await db
      .select({ email: productRegistrations.email })
      .from(productRegistrations)
      .where(eq(productRegistrations.reference, reference))
      .limit(1);
    return row?.email;
  }
  return typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.trim() : undefined;
}

export { isTrackableKind };
