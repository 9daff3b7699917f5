import * as endpoints from '@/contract/endpoints/studio-warranty-claims';
import { studioReplies } from '../replies';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { pgCode, StudioError } from '../errors';
import { staffOf, staffOnly } from '../guard';
import { decideClaim, listClaims } from './repository';

// The review of second warranty claims (src/contract/endpoints/studio-warranty-claims.ts; docs/decisions/133): the
// service team (who handle warranty activations in the inbox, docs/decisions/310) and admins. The guard runs before
// the body is validated; a decision and its audit entry are one transaction, and the customer's mail leaves after it
// (the notifier, at most once).

const SERVICE = staffOnly(['service']);

export default async function studioWarrantyClaimRoutes(app: App) {
  const db = app.db;
  studioReplies(app);

  registerEndpoint(app, endpoints.warrantyClaimsList, async () => ({ data: await listClaims(db) }), { preValidation: SERVICE });

  registerEndpoint(
    app,
    endpoints.warrantyClaimDecide,
    async (request) => {
      const actor = { staffId: staffOf(request).id, requestId: request.id };
      try {
        const data = await decideClaim(db, request.params.id, request.body, actor);
        app.notify.nudge();
        return { data };
      } catch (error) {
        // Two approvals of two claims of one serial are serialised by the row locks; should the one-activation index
        // still refuse (a registration activated by the public form meanwhile), the claim is not decided: a 409.
        if (pgCode(error) === '23505') throw new StudioError(409, 'claim_decided');
        throw error;
      }
    },
    { preValidation: SERVICE },
  );
}
