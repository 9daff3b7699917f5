import {
  BrandFindQuerySchema,
  BrandFindResponseSchema,
  BrandsQuerySchema,
  BrandsResponseSchema,
} from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { findBrand, listBrands } from '../../repositories/catalogue';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import type { App } from '../../types';

export default async function brandRoutes(app: App) {
  app.get(
    '/v2/product/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands under management; featured=yes for the featured ones only',
        querystring: BrandsQuerySchema,
        response: { 200: BrandsResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({
      data: await listBrands(app.db, requestLang(request), request.query.featured === 'yes'),
    }),
  );

  app.get(
    '/v3/brands/find',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One brand by slug',
        querystring: BrandFindQuerySchema,
        response: { 200: BrandFindResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const brand = await findBrand(app.db, request.query.slug, requestLang(request));
      if (!brand) throw notFound('Brand');
      return { data: brand };
    },
  );
}
