import type { ReadEndpoint } from './define';

// Lightweight lists for pickers and menus (docs/product.md §7.1).

export const productPicks = {
  method: 'GET',
  path: 'v2/product/list_product',
  tag: 'pickers',
  summary: 'Every product as id, slug, name, brand and category slug, by name',
  response: { 200: 'pickers.ProductPickListResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const eventPicks = {
  method: 'GET',
  path: 'v2/product/list_event',
  tag: 'pickers',
  summary: 'Every event as id, slug, title and date, newest first',
  response: { 200: 'pickers.EventPickListResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const jobPicks = {
  method: 'GET',
  path: 'v2/product/list_lowongan_kerja',
  tag: 'pickers',
  summary: 'Open job vacancies as id, slug and title, newest first',
  response: { 200: 'pickers.JobPickListResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const supportProducts = {
  method: 'GET',
  path: 'v2/support/product',
  tag: 'pickers',
  summary: 'The products of one brand (brand_id: id or slug) for the support form',
  query: 'pickers.SupportProductQuerySchema',
  response: { 200: 'pickers.SupportProductsResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;
