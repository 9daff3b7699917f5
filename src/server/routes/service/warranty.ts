import { warrantyPolicies } from '@/contract/endpoints/service';
import { requestLang } from '@/server/lib/request-lang';
import { listWarrantyPolicies } from '@/server/repositories/service';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Warranty page (/garansi): unit, accessories and battery cover per brand, claim steps (docs/product.md §2).
export default async function warrantyRoutes(app: App) {
  registerEndpoint(app, warrantyPolicies, async (request) => ({
    data: await listWarrantyPolicies(app.db, request.query.brand, requestLang(request)),
  }));
}
