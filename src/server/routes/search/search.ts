import { ErrorSchema } from '../../../contract/common';
import { SearchQuerySchema, SearchResponseSchema } from '../../../contract/search';
import { requestLang } from '../../lib/request-lang';
import { search } from '../../repositories/search';
import type { App } from '../../types';

// Header search (spec §2 "Header search", §7): products, dealers and articles in one call.
export default async function searchRoutes(app: App) {
  app.get(
    '/v2/product/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Products, dealers and articles matching q (typo-tolerant), at most `size` (21) of each',
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => search(app.db, request.query.q, request.query.size, requestLang(request)),
  );
}
