import type { ReadEndpoint } from './define';

// Header search (spec §2 "Header search", §7): a question, answered network-first, so not catalogue.

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
