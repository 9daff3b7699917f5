import type { ReadEndpoint } from './define';

// Header search (docs/product.md §2.6): a question, answered network-first, so not catalogue.

export const siteSearch = {
  method: 'GET',
  path: 'v2/product/search',
  tag: 'search',
  summary: 'Products, dealers and articles matching q (typo-tolerant), at most `size` (21) of each',
  query: 'search.SearchQuerySchema',
  response: { 200: 'search.SearchResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;
