import { LangQuerySchema } from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import {
  EventPickListResponseSchema,
  JobPickListResponseSchema,
  ProductPickListResponseSchema,
  SupportProductQuerySchema,
  SupportProductsResponseSchema,
} from '../../../contract/pickers';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { listEventPicks, listJobPicks, listProductPicks, listSupportProducts } from '../../repositories/pickers';
import type { App } from '../../types';

// Lightweight lists for pickers and menus (spec §7 `v2/product/list_*`, `v2/support/product`).
export default async function pickerRoutes(app: App) {
  app.get(
    '/v2/product/list_product',
    {
      schema: {
        tags: ['pickers'],
        summary: 'Every product as id, slug, name, brand and category slug, by name',
        querystring: LangQuerySchema,
        response: { 200: ProductPickListResponseSchema, 400: ErrorSchema },
      },
    },
    async () => ({ data: await listProductPicks(app.db) }),
  );

  app.get(
    '/v2/product/list_event',
    {
      schema: {
        tags: ['pickers'],
        summary: 'Every event as id, slug, title and date, newest first',
        querystring: LangQuerySchema,
        response: { 200: EventPickListResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listEventPicks(app.db, requestLang(request)) }),
  );

  app.get(
    '/v2/product/list_lowongan_kerja',
    {
      schema: {
        tags: ['pickers'],
        summary: 'Open job vacancies as id, slug and title, newest first',
        querystring: LangQuerySchema,
        response: { 200: JobPickListResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listJobPicks(app.db, requestLang(request)) }),
  );

  app.get(
    '/v2/support/product',
    {
      schema: {
        tags: ['pickers'],
        summary: 'The products of one brand (brand_id: id or slug) for the support form',
        querystring: SupportProductQuerySchema,
        response: { 200: SupportProductsResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = await listSupportProducts(app.db, request.query.brand_id);
      if (!found) throw notFound('Brand');
      return { data: found };
    },
  );
}
