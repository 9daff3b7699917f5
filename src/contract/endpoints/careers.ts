import type { ReadEndpoint } from './define';

// Careers (/karir, /karir-detail/{slug}): vacancies with filter facets, and one vacancy (docs/product.md §7.4).

export const jobList = {
  method: 'GET',
  path: 'v2/lowongan_kerja',
  tag: 'careers',
  summary: 'Job vacancies, newest first, with the filter choices (categories, types, locations)',
  query: 'careers.JobListQuerySchema',
  response: { 200: 'careers.JobListResponseSchema' },
  errors: [400],
  cache: 'api',
} as const satisfies ReadEndpoint;

export const jobFind = {
  method: 'GET',
  path: 'v2/lowongan_kerja/:id',
  tag: 'careers',
  summary: 'One vacancy by numeric id or slug',
  params: 'careers.JobParamsSchema',
  response: { 200: 'careers.JobDetailResponseSchema' },
  errors: [400, 404],
  cache: 'api',
} as const satisfies ReadEndpoint;
