import { GiveawayFindQuerySchema, GiveawayFindResponseSchema } from '../../../contract/campaign';
import { ErrorSchema } from '../../../contract/common';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { findGiveaway } from '../../repositories/campaign';
import type { App } from '../../types';

// Giveaway landing pages (/hollyland-hoki, /campaign/{slug}, …): read one by slug (beyond spec §7).
export default async function giveawayRoutes(app: App) {
  app.get(
    '/v2/giveaway/find',
    {
      schema: {
        tags: ['campaign'],
        summary: 'One giveaway by slug: prizes, terms, period, products',
        querystring: GiveawayFindQuerySchema,
        response: { 200: GiveawayFindResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const giveaway = await findGiveaway(app.db, request.query.slug, requestLang(request));
      if (!giveaway) throw notFound('Giveaway');
      return { data: giveaway };
    },
  );
}
