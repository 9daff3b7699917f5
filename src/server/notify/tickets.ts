import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Lang } from '@/contract/common';
import { isLegalMove, type Ticket, type TicketStage } from '@/contract/forms';
import type { Database } from '../db/client';
import { submissions, ticketStages } from '../db/schema';
import type { Transaction } from '../repositories/submissions';
import type { CheckedFile } from '../submissions/attachments';
import { insertStagePhotos, photoCounts, photosOfStages, type PhotoLinks } from './ticket-photos';

// Repair tickets (docs/decisions/310-submissions-in-the-studio.md): a support request is a ticket; its
// stages after "received" are rows of ticket_stages (the submission itself is "received", so every support
// request ever filed is a ticket without a data migration, and erasing the submission erases its ticket), each
// with the service team's photos in ticket_stage_photos.
// The stage rules are TICKET_MOVES in the contract; this module enforces them under the ticket's row lock.

type Db = Database | Transaction;

export const STAGE_LABEL: Record<TicketStage, Record<Lang, string>> = {
  received: { id: 'Diterima', en: 'Received' },
  checked: { id: 'Diperiksa', en: 'Checked' },
  quote: { id: 'Menunggu persetujuan biaya', en: 'Quote awaiting approval' },
  in_repair: { id: 'Sedang diperbaiki', en: 'In repair' },
  ready: { id: 'Siap diambil', en: 'Ready to collect' },
  sent_back: { id: 'Dikirim kembali', en: 'Sent back' },
  closed: { id: 'Selesai', en: 'Closed' },
  cancelled: { id: 'Dibatalkan', en: 'Cancelled' },
};

/**
 * The ticket of a support request created at `receivedAt`: its stage and timeline, each stage's photos with the
 * signed addresses `links` makes (./ticket-photos.ts): only a caller who may read this ticket asks for it.
 */
export async function readTicket(db: Db, submissionId: string, receivedAt: string, links: PhotoLinks): Promise<Ticket> {
  const rows = await db.select().from(ticketStages).where(eq(ticketStages.submission_id, submissionId)).orderBy(asc(ticketStages.id));
  const photos = await photosOfStages(
    db,
    rows.map((r) => r.id),
    links,
  );
  const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
  const timeline: Ticket['timeline'] = [
    { stage: 'received', at: new Date(receivedAt).toISOString(), note: null, amount: null, decision: null, decided_at: null, photos: [] },
    ...rows.map((r) => ({
      stage: r.stage,
      at: new Date(r.created_at).toISOString(),
      note: r.note,
      amount: r.amount,
      decision: r.decision,
      decided_at: iso(r.decided_at),
      photos: photos.get(r.id) ?? [],
    })),
  ];
  const last = timeline.at(-1)!;
  return { stage: last.stage, timeline, quote_open: last.stage === 'quote' && last.decision === null };
}

export type MoveRefusal =
  { reason: 'illegal'; from: TicketStage; to: TicketStage } | { reason: 'not_approved' } | { reason: 'amount' } | { reason: 'not_found' };

/**
 * Moves a support request's ticket to `to`, in the caller's transaction, with the support row locked so
 * two moves at once are taken one after the other (each judged against the stage the other left). The
 * inbox status follows: closed and cancelled are "done", any other stage "in progress".
 */
export async function moveTicket(
  tx: Transaction,
  submissionId: string,
  move: { stage: TicketStage; note?: string | undefined; amount?: number | undefined; staffId: number; photos?: readonly CheckedFile[] },
): Promise<{ ok: true; from: TicketStage } | { ok: false; refusal: MoveRefusal }> {
  const [ticket] = await tx
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.id, submissionId), eq(submissions.kind, 'support')))
    .for('update');
  if (!ticket) return { ok: false, refusal: { reason: 'not_found' } };
  const [last] = await tx
    .select({ stage: ticketStages.stage, decision: ticketStages.decision })
    .from(ticketStages)
    .where(eq(ticketStages.submission_id, submissionId))
    .orderBy(desc(ticketStages.id))
    .limit(1);
  const from: TicketStage = last?.stage ?? 'received';
  if (!isLegalMove(from, move.stage)) return { ok: false, refusal: { reason: 'illegal', from, to: move.stage } };
  if (move.stage === 'quote' && move.amount === undefined) return { ok: false, refusal: { reason: 'amount' } };
  if (from === 'quote' && move.stage === 'in_repair' && last?.decision !== 'approved')
    return { ok: false, refusal: { reason: 'not_approved' } };
  const [stage] = await tx
    .insert(ticketStages)
    .values({
      submission_id: submissionId,
      stage: move.stage,
      note: move.note ? move.note : null,
      amount: move.stage === 'quote' ? move.amount! : null,
      staff_id: move.staffId,
    })
    .returning({ id: ticketStages.id });
  // The photos go with their stage, in this transaction: a refused move or a failed write keeps neither.
  if (move.photos?.length) await insertStagePhotos(tx, stage!.id, move.photos);
  const status = move.stage === 'closed' || move.stage === 'cancelled' ? 'done' : 'in_progress';
  await tx
    .update(submissions)
    .set({ status, status_changed_at: sql`now()` })
    .where(eq(submissions.id, submissionId));
  return { ok: true, from };
}

/** The support request a receipt number and its e-mail name (the caller compared the e-mail). */
export async function openQuoteOf(db: Db, supportId: string): Promise<number | undefined> {
  const [last] = await db
    .select({ id: ticketStages.id, stage: ticketStages.stage, decision: ticketStages.decision })
    .from(ticketStages)
    .where(eq(ticketStages.submission_id, supportId))
    .orderBy(desc(ticketStages.id))
    .limit(1);
  return last && last.stage === 'quote' && last.decision === null ? last.id : undefined;
}

/**
 * Records the customer's answer on the open quote, once: under the ticket's row lock the quote must still
 * be the ticket's stage, and `decision is null` lets exactly one answer through however many arrive.
 * False: nothing was recorded (answered already, or the ticket moved on).
 */
export async function decideQuote(tx: Transaction, supportId: string, decision: 'approved' | 'refused', decisionSubmissionId: string) {
  await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.id, supportId)).for('update');
  const quoteId = await openQuoteOf(tx, supportId);
  if (quoteId === undefined) return false;
  const updated = await tx
    .update(ticketStages)
    .set({ decision, decided_at: sql`now()`, decision_submission_id: decisionSubmissionId })
    .where(and(eq(ticketStages.id, quoteId), isNull(ticketStages.decision)))
    .returning({ id: ticketStages.id });
  return updated.length === 1;
}

export type StageMail = {
  id: number;
  stage: TicketStage;
  note: string | null;
  amount: number | null;
  /** How many photos the team attached (the mail says so; the photos are on the status page). */
  photos: number;
  at: string;
  support: string;
  receipt: string;
  lang: Lang;
  payload: Record<string, unknown>;
};

/** Claims waiting stage mails (FOR UPDATE SKIP LOCKED: two processes never claim one); sent after the commit, at most once. */
export async function claimStageMails(db: Database): Promise<StageMail[]> {
  const waiting = db
    .select({ id: ticketStages.id })
    .from(ticketStages)
    .where(isNull(ticketStages.notified_at))
    .orderBy(asc(ticketStages.id))
    .limit(25)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(ticketStages)
    .set({ notified_at: sql`now()` })
    .where(inArray(ticketStages.id, waiting))
    .returning({ id: ticketStages.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: ticketStages.id,
      stage: ticketStages.stage,
      note: ticketStages.note,
      amount: ticketStages.amount,
      at: ticketStages.created_at,
      support: submissions.id,
      receipt: submissions.reference,
      lang: submissions.lang,
      payload: submissions.payload,
    })
    .from(ticketStages)
    .innerJoin(submissions, eq(submissions.id, ticketStages.submission_id))
    .where(
      inArray(
        ticketStages.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(asc(ticketStages.id));
  const photos = await photoCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, photos: photos.get(r.id) ?? 0, lang: r.lang === 'en' ? 'en' : 'id' }));
}
