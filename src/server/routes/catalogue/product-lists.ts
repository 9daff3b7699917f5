import {
  BrandsFetchQuerySchema,
  BrandsFetchResponseSchema,
  PopularCategoryQuerySchema,
  PopularCategoryResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  TrendingQuerySchema,
  TrendingResponseSchema,
} from '../../../contract/catalogue';
import { ErrorSchema } from '../../../contract/common';
import { notFound } from '../../lib/http-errors';
import { requestLang } from '../../lib/request-lang';
import { fetchBrands, listPopularCategories, listProducts, listTrending } from '../../repositories/product-lists';
import type { App } from '../../types';

// v2 catalogue lists (spec §7 "Catalogue"): product list page, trending, popular categories, brand filter.
export default async function productListRoutes(app: App) {
  app.get(
    '/v2/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product list page: products (12 per page, by price), with matching articles and dealers',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => listProducts(app.db, request.query, requestLang(request)),
  );

  app.get(
    '/v2/trending_product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Trending products, rank 1 first (size 10 by default, at most 50)',
        querystring: TrendingQuerySchema,
        response: { 200: TrendingResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listTrending(app.db, request.query.size, requestLang(request)) }),
  );

  app.get(
    '/v2/popular_category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Popular categories, rank 1 first (size 6 by default, at most 50)',
        querystring: PopularCategoryQuerySchema,
        response: { 200: PopularCategoryResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => ({ data: await listPopularCategories(app.db, request.query.size, requestLang(request)) }),
  );

  app.get(
    '/v3/brands/fetch',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Brands with products in a category (slug_category), or every brand',
        querystring: BrandsFetchQuerySchema,
        response: { 200: BrandsFetchResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const found = await fetchBrands(app.db, request.query.slug_category, requestLang(request));
      if (!found) throw notFound('Category');
      return { data: found };
    },
  );
}
