import { brandFetch, popularCategories, productListPage, trendingProducts } from '@/contract/endpoints/catalogue';
import { notFound } from '@/server/lib/http-errors';
import { requestLang } from '@/server/lib/request-lang';
import { fetchBrands, listPopularCategories, listProducts, listTrending } from '@/server/repositories/product-lists';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// v2 catalogue lists (docs/product.md §7.1): product list page, trending, popular categories, brand filter.
export default async function productListRoutes(app: App) {
  registerEndpoint(app, productListPage, async (request) => listProducts(app.db, request.query, requestLang(request)));

  registerEndpoint(app, trendingProducts, async (request) => ({
    data: await listTrending(app.db, request.query.size, requestLang(request)),
  }));

  registerEndpoint(app, popularCategories, async (request) => ({
    data: await listPopularCategories(app.db, request.query.size, requestLang(request)),
  }));

  registerEndpoint(app, brandFetch, async (request) => {
    const found = await fetchBrands(app.db, request.query.slug_category, requestLang(request));
    if (!found) throw notFound('Category');
    return { data: found };
  });
}
