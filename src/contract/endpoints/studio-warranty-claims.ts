import type { ReadEndpoint, WriteEndpoint } from './define';

// The review of second warranty claims (src/contract/studio/warranty-claims.ts; docs/decisions/133): the service
// team and admins only, never cached, never queued offline.

export const warrantyClaimsList = {
  tag: 'studio',
  cache: 'personal',
  method: 'GET',
  path: 'studio/warranty-claims',
  summary:
    'Second warranty claims waiting for staff: each claim beside the registration that holds the activation (serial, product, who, when, purchase proof); service and admin only',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioWarrantyClaims.WarrantyClaimListResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const warrantyClaimDecide = {
  tag: 'studio',
  encoding: 'json',
  outbox: false,
  method: 'POST',
  path: 'studio/warranty-claims/:id/decision',
  summary:
    'Approve a waiting claim (the activation moves to it from the holder) or refuse it with a reason (required, at most 1,000 characters); the customer is mailed in their language; audited. A claim already decided is a 409 (of parallel decisions one wins); service and admin only',
  params: 'studioWarrantyClaims.WarrantyClaimParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studioWarrantyClaims.WarrantyClaimDecisionSchema',
  response: { 200: 'studioWarrantyClaims.WarrantyClaimResponseSchema' },
  errors: [400, 401, 403, 404, 409],
} as const satisfies WriteEndpoint;
