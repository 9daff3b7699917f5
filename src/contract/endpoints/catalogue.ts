import type { ReadEndpoint } from './define';

// The catalogue: categories, brands, products and their lists (docs/product.md §7.1).

export const categoryList = {
  method: 'GET',
  path: 'v2/product/categories',
  tag: 'catalogue',
  summary: 'All product categories with their product counts',
  response: { 200: 'catalogue.CategoriesResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const brandList = {
  method: 'GET',
  path: 'v2/product/brands',
  tag: 'catalogue',
  summary: 'Brands under management; featured=yes for the featured ones only',
  query: 'catalogue.BrandsQuerySchema',
  response: { 200: 'catalogue.BrandsResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const brandFind = {
  method: 'GET',
  path: 'v3/brands/find',
  tag: 'catalogue',
  summary: 'One brand by slug',
  query: 'catalogue.BrandFindQuerySchema',
  response: { 200: 'catalogue.BrandFindResponseSchema' },
  errors: [400, 404],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const productFetch = {
  method: 'GET',
  path: 'v3/products/fetch',
  tag: 'catalogue',
  summary: 'A page of products, filtered by brand, category and text (12 per page by default)',
  query: 'catalogue.ProductsFetchQuerySchema',
  response: { 200: 'catalogue.ProductsFetchResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const productFind = {
  method: 'GET',
  path: 'v3/products/find',
  tag: 'catalogue',
  summary: 'One product with everything its page shows',
  query: 'catalogue.ProductFindQuerySchema',
  response: { 200: 'catalogue.ProductFindResponseSchema' },
  errors: [400, 404],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const productCompare = {
  method: 'GET',
  path: 'v2/product/compare',
  tag: 'catalogue',
  summary: 'Up to 4 products side by side: price, image and the compared attributes of their categories (common ones across categories)',
  description:
    '`produk=slug-a,slug-b,…` (1–4 distinct slugs, in the order shown). Rows are the attributes the categories mark compared that, for every category among the products, at least one of its products carries; a product without a value has null. More than 4 slugs or a malformed one → 400; an unknown slug → 404 naming it.',
  query: 'catalogue.CompareQuerySchema',
  response: { 200: 'catalogue.CompareResponseSchema' },
  errors: [400, 404],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const productFits = {
  method: 'GET',
  path: 'v2/product/fits',
  tag: 'catalogue',
  summary: 'What fits what: the products a product fits, and the products that fit it (at most 48 each)',
  description:
    "`produk=slug`. A product fits another when it links it explicitly (its `fits` slugs) or when an attribute of its category declares `fits: <key>` and its value shares a value with the other product's attribute `<key>`. An unknown slug → 404; a malformed one → 400. The product list filters the same way with `fits=<slug>`.",
  query: 'catalogue.FitsQuerySchema',
  response: { 200: 'catalogue.FitsResponseSchema' },
  errors: [400, 404],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const downloadList = {
  method: 'GET',
  path: 'v2/product/downloads',
  tag: 'catalogue',
  summary: 'Product manuals (PDF) by brand and product, for the downloads page (an addition: docs/product.md §7.7)',
  query: 'catalogue.DownloadsQuerySchema',
  response: { 200: 'catalogue.DownloadsResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const productListPage = {
  method: 'GET',
  path: 'v2/product',
  tag: 'catalogue',
  summary:
    'Product list page: products (12 per page, by price), with matching articles and dealers; spec=key:min..max|yes|no|option filters a category by typed specification, facets=yes adds its facet counts (with search and no category: the categories of the matching products with counts), fits=<product slug> keeps the products that fit that product',
  query: 'catalogue.ProductListQuerySchema',
  response: { 200: 'catalogue.ProductListResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const trendingProducts = {
  method: 'GET',
  path: 'v2/trending_product',
  tag: 'catalogue',
  summary: 'Trending products, rank 1 first (size 10 by default, at most 50)',
  query: 'catalogue.TrendingQuerySchema',
  response: { 200: 'catalogue.TrendingResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const popularCategories = {
  method: 'GET',
  path: 'v2/popular_category',
  tag: 'catalogue',
  summary: 'Popular categories, rank 1 first (size 6 by default, at most 50)',
  query: 'catalogue.PopularCategoryQuerySchema',
  response: { 200: 'catalogue.PopularCategoryResponseSchema' },
  errors: [400],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;

export const brandFetch = {
  method: 'GET',
  path: 'v3/brands/fetch',
  tag: 'catalogue',
  summary: 'Brands with products in a category (slug_category), or every brand',
  query: 'catalogue.BrandsFetchQuerySchema',
  response: { 200: 'catalogue.BrandsFetchResponseSchema' },
  errors: [400, 404],
  cache: 'catalogue',
} as const satisfies ReadEndpoint;
