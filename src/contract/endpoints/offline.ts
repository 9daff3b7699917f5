import type { ReadEndpoint } from './define';

// Saving for offline in a handful of answers (docs/decisions/101-save-for-offline.md). Both reads
// are `network`: the service worker never keeps them (the page stores the dataset itself, and the version
// must come from the server).

export const offlineDataset = {
  method: 'GET',
  path: 'v2/offline/dataset',
  tag: 'offline',
  summary: 'One part of everything "Simpan untuk offline" keeps, as the content API answers each read',
  description:
    'Part `base` holds every list (products 100 a page, brands, categories, stores per brand, the product catalogue, articles, careers, company, dealers, regions, service) and names the other parts: the product pages and the article pages (with their asides) in chunks, each with the thumbnails of its products or articles. Compressed with brotli or gzip; revalidated by ETag.',
  query: 'site.OfflineDatasetQuerySchema',
  response: { 200: 'site.OfflineDatasetResponseSchema' },
  errors: [400, 404],
  cache: 'network',
} as const satisfies ReadEndpoint;

export const contentVersion = {
  method: 'GET',
  path: 'v2/offline/version',
  tag: 'offline',
  summary: 'The version of the public content: it changes whenever any saved-for-offline answer would',
  response: { 200: 'site.ContentVersionResponseSchema' },
  errors: [400],
  cache: 'network',
} as const satisfies ReadEndpoint;
