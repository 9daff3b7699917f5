import { z } from 'zod';
import { envelope, LangSchema } from '../common';

// CSV import and export of dealers, service centres, products and dealers' stock (docs/decisions/260-studio-media-and-csv.md).
// The header row names the studio registry's fields; rows are matched by id (or slug, for products; or dealer
// and product, for stock).

export const IMPORT_COLLECTIONS = ['dealers', 'service-centers', 'products', 'dealer-stock'] as const;
export const ImportCollectionSchema = z.enum(IMPORT_COLLECTIONS);
export type ImportCollection = z.infer<typeof ImportCollectionSchema>;

/** Largest CSV body accepted (413 beyond). */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Most data rows in one file (413 beyond). */
export const MAX_IMPORT_ROWS = 20_000;
/** Longest single cell (a longer one is a row error, not a 500). */
export const MAX_IMPORT_CELL = 20_000;

export const ImportParamsSchema = z.object({ collection: ImportCollectionSchema });
/** `dry_run=1` (the default) checks every row and writes nothing; `dry_run=0` writes all rows or none. */
export const ImportQuerySchema = z.object({
  dry_run: z.enum(['0', '1']).default('1'),
  lang: LangSchema.optional(),
});

/** One problem: the file's line (the header is line 1), the column (or `_` for the whole row) and a message in the caller's language. */
export const ImportErrorSchema = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

/**
 * 200 after a dry run or a successful import; 422 (same shape, nothing written) when any row has an error.
 * `created`/`updated`: rows that would be (dry run) or were created or updated.
 */
export const ImportResultSchema = envelope(
  z.object({
    dry_run: z.boolean(),
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    errors: z.array(ImportErrorSchema),
  }),
);
export type ImportResult = z.infer<typeof ImportResultSchema>['data'];

/** The export's body: `text/csv; charset=utf-8`, UTF-8 with a BOM (spreadsheets), the import's header row. */
export const ExportCsvSchema = z.string();
