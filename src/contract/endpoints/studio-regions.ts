import type { ReadEndpoint, WriteEndpoint } from './define';

// Provinces and cities in the staff studio (docs/decisions/250-staff-studio.md, "Regions"): an import with a dry
// run and an export for the round trip. Administrators only; never cached, never queued offline.

export const regionImport = {
  method: 'POST',
  path: 'studio/regions/import',
  tag: 'studio',
  summary:
    'Import provinces and/or cities from CSV: dry_run=1 answers what would be added, renamed, removed and kept (still referenced), dry_run=0 applies it in one transaction',
  description:
    'multipart/form-data with a `provinces` file (code,name) and/or a `cities` file (code,province_code,name). A province or city the file no longer has is deleted only when nothing refers to it; otherwise it is kept and listed with who refers to it. A file with any problem is a 400 listing every one by file and line, and nothing is written.',
  query: 'studioRegions.RegionImportQuerySchema',
  input: 'studioRegions.RegionImportInputSchema',
  response: { 200: 'studioRegions.RegionImportResultSchema' },
  errors: [400, 401, 403, 409, 413, 415],
  errorBodies: { 400: 'studioRegions.RegionImportRefusedSchema' },
  encoding: 'multipart',
  outbox: false,
} as const satisfies WriteEndpoint;

export const regionExport = {
  method: 'GET',
  path: 'studio/regions/export/:kind.csv',
  tag: 'studio',
  summary: 'Every province (provinces.csv) or city (cities.csv) in the import format, to edit and import again',
  params: 'studioRegions.RegionExportParamsSchema',
  response: { 200: 'studioRegions.RegionCsvSchema' },
  errors: [400, 401, 403],
  cache: 'personal',
} as const satisfies ReadEndpoint;
