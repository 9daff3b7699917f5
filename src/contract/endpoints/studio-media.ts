import type { ReadEndpoint, WriteEndpoint } from './define';

/** A content route's 403 says which action the permission matrix refused (src/contract/studio/permissions.ts). */
const FORBIDDEN = 'studioPermissions.ForbiddenSchema';

// The studio's media library and CSV import/export (docs/decisions/260-studio-media-and-csv.md,
// docs/decisions/260-studio-media-and-csv.md). Staff session only; never cached, never queued offline.

export const mediaUpload = {
  method: 'POST',
  path: 'studio/media',
  tag: 'studio',
  summary: 'Upload an image (JPEG, PNG, WebP → WebP renditions) or a PDF, with alt texts in both languages and a focal point',
  input: 'studioMedia.MediaUploadInputSchema',
  response: { 201: 'studioMedia.MediaResponseSchema' },
  errors: [400, 401, 403, 413],
  errorBodies: { 403: FORBIDDEN },
  encoding: 'multipart',
  outbox: false,
} as const satisfies WriteEndpoint;

export const mediaList = {
  method: 'GET',
  path: 'studio/media',
  tag: 'studio',
  summary: 'The media library, newest first, paged in the database; q searches the alt texts and file names, usage and missing_alt filter',
  query: 'studioMedia.MediaListQuerySchema',
  response: { 200: 'studioMedia.MediaListResponseSchema' },
  errors: [400, 401, 403],
  errorBodies: { 403: FORBIDDEN },
  cache: 'personal',
} as const satisfies ReadEndpoint;

export const mediaGet = {
  method: 'GET',
  path: 'studio/media/:id',
  tag: 'studio',
  summary: 'One medium',
  params: 'studioMedia.MediaParamsSchema',
  response: { 200: 'studioMedia.MediaResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
  cache: 'personal',
} as const satisfies ReadEndpoint;

export const mediaUsagesGet = {
  method: 'GET',
  path: 'studio/media/:id/usages',
  tag: 'studio',
  summary: 'Where a medium is used: the drafts and published entities that name it',
  params: 'studioMedia.MediaParamsSchema',
  response: { 200: 'studioMedia.MediaUsagesResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
  cache: 'personal',
} as const satisfies ReadEndpoint;

export const mediaUpdate = {
  method: 'PATCH',
  path: 'studio/media/:id',
  tag: 'studio',
  summary: 'Change the alt texts or the focal point of a medium',
  params: 'studioMedia.MediaParamsSchema',
  body: 'studioMedia.MediaPatchSchema',
  response: { 200: 'studioMedia.MediaResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const mediaReplace = {
  method: 'POST',
  path: 'studio/media/:id/file',
  tag: 'studio',
  summary:
    'Replace the file of a medium everywhere it is used (same kind): alt texts kept, focal point kept unless the shape differs, renditions and published pages renewed in one transaction; a refused file leaves the old one',
  params: 'studioMedia.MediaParamsSchema',
  input: 'studioMedia.MediaReplaceInputSchema',
  response: { 200: 'studioMedia.MediaReplacedResponseSchema' },
  errors: [400, 401, 403, 404, 413],
  errorBodies: { 403: FORBIDDEN },
  encoding: 'multipart',
  outbox: false,
} as const satisfies WriteEndpoint;

export const mediaDelete = {
  method: 'DELETE',
  path: 'studio/media/:id',
  tag: 'studio',
  summary: 'Delete a medium no draft or published entity uses (409 while one does)',
  params: 'studioMedia.MediaParamsSchema',
  response: { 200: 'studioMedia.MediaDeletedResponseSchema' },
  errors: [400, 401, 403, 404, 409],
  errorBodies: { 403: FORBIDDEN },
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

export const csvImport = {
  method: 'POST',
  path: 'studio/import/:collection',
  tag: 'studio',
  summary:
    'Import dealers, service centres or products from CSV: dry_run=1 checks every row, dry_run=0 writes all rows (published) or none',
  params: 'studioImport.ImportParamsSchema',
  query: 'studioImport.ImportQuerySchema',
  response: { 200: 'studioImport.ImportResultSchema' },
  errors: [400, 401, 403, 413, 415, 422],
  errorBodies: { 403: FORBIDDEN, 422: 'studioImport.ImportResultSchema' },
  encoding: 'csv',
  outbox: false,
} as const satisfies WriteEndpoint;

export const csvExport = {
  method: 'GET',
  path: 'studio/export/:collection.csv',
  tag: 'studio',
  summary: 'Every published row of dealers.csv, service-centers.csv or products.csv, streamed, in the import format',
  params: 'studioImport.ImportParamsSchema',
  response: { 200: 'studioImport.ExportCsvSchema' },
  errors: [400, 401, 403],
  errorBodies: { 403: FORBIDDEN },
  cache: 'personal',
} as const satisfies ReadEndpoint;
