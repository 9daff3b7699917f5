import {
  DownloadsQuerySchema,
  DownloadsResponseSchema,
  ProductFindQuerySchema,
  ProductFindResponseSchema,
  ProductsFetchQuerySchema,
  ProductsFetchResponseSchema,
} from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { fetchProducts, findProduct, listDownloads } from '../../repositories/catalogue';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';

export default async function productRoutes(app: App) {
  app.get(
    '/v3/products/fetch',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A page of products, filtered by brand, category and text (12 per page by default)',
        querystring: ProductsFetchQuerySchema,
        response: { 200: ProductsFetchResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await fetchProducts(app.db, request.query, requestLang(request)) }),
  );

  app.get(
    '/v3/products/find',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product with everything its page shows',
        querystring: ProductFindQuerySchema,
        response: { 200: ProductFindResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const product = await findProduct(app.db, request.query.slug, requestLang(request));
      if (!product) throw notFound('Product');
      return { data: product };
    },
  );

  app.get(
    '/v2/product/downloads',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product manuals (PDF) by brand and product, for the downloads page (beyond spec §7)',
        querystring: DownloadsQuerySchema,
        response: { 200: DownloadsResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listDownloads(app.db, requestLang(request), request.query.brand) }),
  );
}
