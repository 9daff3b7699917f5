import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { PromotionQuerySchema, PromotionsResponseSchema } from '../../../contract/home';
import { requestLang } from '../../lib/request-lang';
import { listPromotions } from '../../repositories/home';
import type { App } from '../../types';

// Promotions page and the home page's marketplace promotions (spec §7 `v2/promosi`, `v2/promotion?tag`).
export default async function promotionRoutes(app: App) {
  app.get(
    '/v2/promosi',
    {
      schema: {
        tags: ['home'],
        summary: 'Every promotion, newest first',
        querystring: LangQuerySchema,
        response: { 200: PromotionsResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listPromotions(app.db, undefined, requestLang(request)) }),
  );

  app.get(
    '/v2/promotion',
    {
      schema: {
        tags: ['home'],
        summary: 'Promotions with one tag (marketplace or general), newest first; all without tag',
        querystring: PromotionQuerySchema,
        response: { 200: PromotionsResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listPromotions(app.db, request.query.tag, requestLang(request)) }),
  );
}
