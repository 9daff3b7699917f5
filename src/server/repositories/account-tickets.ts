import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AccountTicket } from '@/contract/accounts';
import type { Database } from '../db/client';
import { products, submissions, ticketStages, users } from '../db/schema';
import { photosOfStages, type PhotoLinks } from '../notify/ticket-photos';

// "Servis saya" (docs/decisions/133-warranty-registration-subscriptions.md): the support requests an account sent
// while signed in (submissions.user_id), each with its current stage; and, once the account's e-mail is verified
// (users.email_verified_at), those sent without a session under that e-mail (matched trimmed and case-insensitively
// at read time; one sent signed in to another account stays that account's). The user id comes from the session,
// never from the request; an unverified e-mail matches nothing. Each ticket carries the service team's photos on its
// stages, by addresses signed for this read (docs/decisions/310-submissions-in-the-studio.md).

export const ACCOUNT_TICKETS_LIMIT = 50;

/** `links`: the signed addresses of the team's photos (../notify/ticket-photos.ts), made for this account's read. */
export async function listAccountTickets(db: Database, userId: number, links: PhotoLinks): Promise<AccountTicket[]> {
  const [user] = await db.select({ email: users.email, verified: users.email_verified_at }).from(users).where(eq(users.id, userId));
  if (!user) return [];
  const sentSignedOut =
    user.verified === null
      ? undefined
      : and(isNull(submissions.user_id), sql`lower(btrim(${submissions.payload}->>'email')) = ${user.email.trim().toLowerCase()}`);
  const rows = await db
    .select({ id: submissions.id, reference: submissions.reference, created_at: submissions.created_at, payload: submissions.payload })
    .from(submissions)
    .where(and(eq(submissions.kind, 'support'), or(eq(submissions.user_id, userId), sentSignedOut)))
    .orderBy(desc(submissions.created_at), desc(submissions.id))
    .limit(ACCOUNT_TICKETS_LIMIT);
  if (rows.length === 0) return [];

  const stages = await db
    .select({
      id: ticketStages.id,
      submission_id: ticketStages.submission_id,
      stage: ticketStages.stage,
      at: ticketStages.created_at,
      decision: ticketStages.decision,
    })
    .from(ticketStages)
    .where(
      inArray(
        ticketStages.submission_id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(ticketStages.id));
  const lastStage = new Map(stages.map((s) => [s.submission_id, s]));
  const photos = await photosOfStages(
    db,
    stages.map((s) => s.id),
    links,
  );
  const photosOf = (submissionId: string) =>
    stages.filter((s) => s.submission_id === submissionId).flatMap((s) => (photos.get(s.id) ?? []).map((p) => ({ ...p, stage: s.stage })));

  // The product as sent: a product id or slug of the brand (the support form checked it then).
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const sent = rows.map((r) => text(r.payload.product));
  const ids = sent.filter((v) => /^\d{1,9}$/.test(v)).map(Number);
  const slugs = sent.filter((v) => v && !/^\d+$/.test(v));
  const named =
    ids.length || slugs.length
      ? await db
          .select({ id: products.id, slug: products.slug, name: products.name })
          .from(products)
          .where(or(ids.length ? inArray(products.id, ids) : undefined, slugs.length ? inArray(products.slug, slugs) : undefined))
      : [];
  const nameOf = (value: string) => named.find((p) => String(p.id) === value || p.slug === value)?.name ?? value;

  return rows.map((r) => {
    const last = lastStage.get(r.id);
    const receivedAt = new Date(r.created_at).toISOString();
    return {
      receipt: r.reference,
      received_at: receivedAt,
      product: nameOf(text(r.payload.product)),
      serial_number: text(r.payload.serial_number),
      stage: last?.stage ?? 'received',
      stage_at: last ? new Date(last.at).toISOString() : receivedAt,
      quote_open: last?.stage === 'quote' && last.decision === null,
      photos: photosOf(r.id),
    };
  });
}
