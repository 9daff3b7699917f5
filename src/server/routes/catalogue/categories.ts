import { CategoriesResponseSchema, LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { listCategories } from '../../repositories/catalogue';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';

export default async function categoryRoutes(app: App) {
  app.get(
    '/v2/product/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All product categories with their product counts',
        querystring: LangQuerySchema,
        response: { 200: CategoriesResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listCategories(app.db, requestLang(request)) }),
  );
}
