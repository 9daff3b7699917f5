import type { ReadEndpoint } from './define';

// Province and city pickers (forms, dealer finder): all 38 provinces and 514 regencies (idn-area-data).

export const provinceList = {
  method: 'GET',
  path: 'v2/utilities/province',
  tag: 'regions',
  summary: 'All provinces, by official code',
  response: { 200: 'dealers.ProvincesResponseSchema' },
  errors: [400],
  cache: 'regions',
} as const satisfies ReadEndpoint;

export const cityList = {
  method: 'GET',
  path: 'v2/utilities/city',
  tag: 'regions',
  summary: 'All regencies and cities of a province, by official code',
  query: 'dealers.CitiesQuerySchema',
  response: { 200: 'dealers.CitiesResponseSchema' },
  errors: [400, 404],
  cache: 'regions',
} as const satisfies ReadEndpoint;

export const cityFind = {
  method: 'GET',
  path: 'v2/list_kota',
  tag: 'regions',
  summary: 'Cities whose name contains lokasi (or whose code it is), with centre and store/service counts',
  query: 'dealers.ListKotaQuerySchema',
  response: { 200: 'dealers.ListKotaResponseSchema' },
  errors: [400],
  cache: 'regions',
} as const satisfies ReadEndpoint;
