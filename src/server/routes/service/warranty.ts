import { ErrorSchema } from '../../../contract/common';
import { WarrantyQuerySchema, WarrantyResponseSchema } from '../../../contract/service';
import { requestLang } from '../../lib/request-lang';
import { listWarrantyPolicies } from '../../repositories/service';
import type { App } from '../../types';

// Warranty page (/garansi): unit, accessories and battery cover per brand, claim steps (spec §2).
export default async function warrantyRoutes(app: App) {
  app.get(
    '/v2/warranty',
    {
      schema: {
        tags: ['service'],
        summary: 'Warranty cover per brand, optionally one brand (beyond spec §7)',
        querystring: WarrantyQuerySchema,
        response: { 200: WarrantyResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listWarrantyPolicies(app.db, request.query.brand, requestLang(request)) }),
  );
}
