import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { ClaimParty, WarrantyClaim, WarrantyClaimDecision } from '@/contract/studio/warranty-claims';
import type { Database } from '@/server/db/client';
import { brands, productRegistrations, products } from '@/server/db/schema';
import { submissionFilesOf } from '@/server/repositories/submissions';
import { recordAudit } from '../audit';
import { StudioError } from '../errors';

// Second warranty claims (docs/decisions/133-warranty-registration-subscriptions.md): a registration whose
// activation found the serial already activated on another registration of the product waits with
// `review_requested_at`; staff approve it (the activation moves to it) or refuse it with a reason. The decision is
// taken under row locks of every registration of that product and serial, in one order, so parallel decisions on
// one claim (or on two claims of one serial) run one after the other: the later sees the first's result.

type Row = typeof productRegistrations.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** Pending claims (or the given ones), oldest first, each beside the registration that holds the activation. */
export async function listClaims(db: Database | Tx, ids?: number[]): Promise<WarrantyClaim[]> {
  const claims = await db
    .select({ row: productRegistrations, product: { name: products.name }, brand: brands.name })
    .from(productRegistrations)
    .innerJoin(products, eq(products.id, productRegistrations.product_id))
    .innerJoin(brands, eq(brands.slug, productRegistrations.brand_slug))
    .where(
      ids
        ? inArray(productRegistrations.id, ids)
        : and(isNotNull(productRegistrations.review_requested_at), isNull(productRegistrations.reviewed_at)),
    )
    .orderBy(asc(productRegistrations.review_requested_at), asc(productRegistrations.id));
  if (claims.length === 0) return [];
  const holders = await db
    .select()
    .from(productRegistrations)
    .where(
      and(
        isNotNull(productRegistrations.activated_at),
        or(
          ...claims.map(({ row }) =>
            and(eq(productRegistrations.product_id, row.product_id), eq(productRegistrations.serial_norm, row.serial_norm)),
          ),
        ),
      ),
    );
  const files = await submissionFilesOf(db as Database, [
    ...claims.map(({ row }) => row.submission_id),
    ...holders.map((h) => h.submission_id),
  ]);
  const party = (r: Row): ClaimParty => ({
    registration_id: r.id,
    reference: r.reference,
    submission_id: r.submission_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    purchase_date: r.purchase_date,
    place_name: r.place_name,
    registered_at: iso(r.created_at)!,
    activated_at: iso(r.activated_at),
    invoice: files
      .filter((f) => f.submission_id === r.submission_id)
      .map((f) => ({ id: f.id, field: f.field, name: f.original_name, mime: f.mime, size: f.size, sha256: f.sha256 })),
  });
  return claims.map(({ row, product, brand }) => {
    // After an approval the claim holds the activation itself (`activated` is null); the audit names whom it was taken from.
    const holder = holders.find((h) => h.id !== row.id && h.product_id === row.product_id && h.serial_norm === row.serial_norm);
    return {
      id: row.id,
      serial_number: row.serial_number,
      product: { id: row.product_id, name: product.name, brand },
      requested_at: iso(row.review_requested_at)!,
      claim: party(row),
      activated: holder ? party(holder) : null,
      decision: row.review_decision,
      reason: row.review_reason,
      reviewed_at: iso(row.reviewed_at),
    };
  });
}

export async function countPendingClaims(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productRegistrations)
    .where(and(isNotNull(productRegistrations.review_requested_at), isNull(productRegistrations.reviewed_at)));
  return row?.n ?? 0;
}

/**
 * Decides a waiting claim in one transaction: 404 for no such claim, 409 `claim_decided` when it is decided
 * already. Approving clears the holder's activation and activates the claim; refusing keeps the holder. Either
 * way the decision waits for the notifier to mail the customer (`review_mailed_at` null).
 */
export async function decideClaim(
  db: Database,
  id: number,
  body: WarrantyClaimDecision,
  actor: { staffId: number; requestId: string },
): Promise<WarrantyClaim> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ product_id: productRegistrations.product_id, serial_norm: productRegistrations.serial_norm })
      .from(productRegistrations)
      .where(and(eq(productRegistrations.id, id), isNotNull(productRegistrations.review_requested_at)));
    if (!target) throw new StudioError(404, 'not_found');
    // Every registration of this product and serial, locked in id order (no deadlock between two decisions).
    const rows = await tx
      .select()
      .from(productRegistrations)
      .where(and(eq(productRegistrations.product_id, target.product_id), eq(productRegistrations.serial_norm, target.serial_norm)))
      .orderBy(asc(productRegistrations.id))
      .for('update');
    const claim = rows.find((r) => r.id === id);
    if (!claim) throw new StudioError(404, 'not_found');
    if (claim.reviewed_at !== null) throw new StudioError(409, 'claim_decided');
    const holders = rows.filter((r) => r.id !== id && r.activated_at !== null);
    const reason = body.reason ? body.reason : null;
    const decided = { reviewed_at: sql`now()`, reviewed_by: actor.staffId, review_reason: reason, review_mailed_at: null };
    if (body.decision === 'approve') {
      if (holders.length > 0)
        await tx
          .update(productRegistrations)
          .set({ activated_at: null })
          .where(
            inArray(
              productRegistrations.id,
              holders.map((h) => h.id),
            ),
          );
      await tx
        .update(productRegistrations)
        .set({ ...decided, review_decision: 'approved', activated_at: sql`now()` })
        .where(eq(productRegistrations.id, id));
    } else {
      await tx
        .update(productRegistrations)
        .set({ ...decided, review_decision: 'refused' })
        .where(eq(productRegistrations.id, id));
    }
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: body.decision === 'approve' ? 'warranty.claim_approve' : 'warranty.claim_refuse',
      collection: 'product_registrations',
      entityId: id,
      before: { activated_registration_ids: holders.map((h) => h.id) },
      // The reason's length, not its text: it may repeat what the customer sent (docs/decisions/310's audit rule).
      after: {
        decision: body.decision === 'approve' ? 'approved' : 'refused',
        reason_length: reason?.length ?? 0,
        activated_registration_ids: body.decision === 'approve' ? [id] : holders.map((h) => h.id),
      },
      requestId: actor.requestId,
    });
    const [answer] = await listClaims(tx, [id]);
    return answer!;
  });
}
