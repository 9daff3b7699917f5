import { z } from 'zod';
import { InboxFileSchema } from './inbox';

// Wire schemas of the studio's review of second warranty claims (src/contract/endpoints/studio-warranty-claims.ts;
// docs/decisions/133-warranty-registration-subscriptions.md): a claim to activate a serial that another registration
// of the product already holds waits for the service team, who approve it (the activation moves to the claim) or
// refuse it with a reason; the customer is told by e-mail in their language.

/** A refusal's reason is mailed to the customer: required, plain text, bounded. */
export const CLAIM_REASON_MAX = 1000;

export const ClaimPartySchema = z.object({
  registration_id: z.number().int(),
  reference: z.string(),
  /** The submission that carried the registration (its invoice is downloaded through the inbox). */
  submission_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  purchase_date: z.string(),
  place_name: z.string(),
  registered_at: z.string(),
  activated_at: z.string().nullable(),
  /** The purchase proof sent with the registration, if any. */
  invoice: z.array(InboxFileSchema),
});
export type ClaimParty = z.infer<typeof ClaimPartySchema>;

export const WarrantyClaimSchema = z.object({
  /** The claiming registration's id. */
  id: z.number().int(),
  serial_number: z.string(),
  product: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  requested_at: z.string(),
  claim: ClaimPartySchema,
  /** The registration that holds the activation now; null when it is gone (erased). */
  activated: ClaimPartySchema.nullable(),
  decision: z.enum(['approved', 'refused']).nullable(),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type WarrantyClaim = z.infer<typeof WarrantyClaimSchema>;

export const WarrantyClaimListResponseSchema = z.object({ data: z.array(WarrantyClaimSchema) });
export const WarrantyClaimResponseSchema = z.object({ data: WarrantyClaimSchema });
export const WarrantyClaimParamsSchema = z.object({
  id: z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'),
});

const reason = z.string('invalid').trim().max(CLAIM_REASON_MAX, 'too_long');
/** Approve (a note optional) or refuse (a reason required; it is mailed to the customer). */
export const WarrantyClaimDecisionSchema = z
  .strictObject({ decision: z.enum(['approve', 'refuse'], 'choice'), reason: reason.optional() }, { error: 'invalid' })
  .superRefine((body, ctx) => {
    if (body.decision === 'refuse' && !body.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason_required' });
  });
export type WarrantyClaimDecision = z.infer<typeof WarrantyClaimDecisionSchema>;
