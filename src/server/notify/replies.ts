import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SubmissionKind } from '@/contract/forms';
import type { Database } from '../db/client';
import { submissionNotes, submissions } from '../db/schema';

// Staff replies from the inbox (docs/decisions/310-submissions-in-the-studio.md) wait as notes with a mail subject
// and `mailed_at` null. A sweep claims a batch by setting `mailed_at` in one UPDATE (FOR UPDATE SKIP LOCKED: two
// processes never claim the same note) and sends after that commit: each reply is mailed at most once.

export type ReplyMail = { id: number; kind: SubmissionKind; subject: string; body: string; payload: Record<string, unknown> };

export async function claimReplyMails(db: Database): Promise<ReplyMail[]> {
  const waiting = db
    .select({ id: submissionNotes.id })
    .from(submissionNotes)
    .where(and(isNotNull(submissionNotes.mail_subject), isNull(submissionNotes.mailed_at)))
    .orderBy(asc(submissionNotes.id))
    .limit(25)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(submissionNotes)
    .set({ mailed_at: sql`now()` })
    .where(inArray(submissionNotes.id, waiting))
    .returning({ id: submissionNotes.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: submissionNotes.id,
      kind: submissions.kind,
      subject: submissionNotes.mail_subject,
      body: submissionNotes.body,
      payload: submissions.payload,
    })
    .from(submissionNotes)
    .innerJoin(submissions, eq(submissions.id, submissionNotes.submission_id))
    .where(
      inArray(
        submissionNotes.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(asc(submissionNotes.id));
  return rows.map((r) => ({ ...r, subject: r.subject ?? '' }));
}
