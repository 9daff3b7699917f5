import { z } from 'zod';
import { envelope, LangSchema } from '../common';
import { COLLECTION_KEYS } from '../collections/fields';

// Import and export of the reference regions, provinces and regencies/cities (idn-area-data, ODbL), in the
// staff studio (docs/decisions/250-staff-studio.md, "Regions"). The files keep the seed's columns: provinces
// `code,name`, cities `code,province_code,name`. One upload carries either file or both; a dry run answers
// what would change, the apply writes it in one transaction. Rows still referenced are kept, never deleted.

export const REGION_KINDS = ['provinces', 'cities'] as const;
export const RegionKindSchema = z.enum(REGION_KINDS);
export type RegionKind = z.infer<typeof RegionKindSchema>;

/** The header each file must have (in this order; a BOM before it is fine). */
export const REGION_COLUMNS: Record<RegionKind, readonly string[]> = {
  provinces: ['code', 'name'],
  cities: ['code', 'province_code', 'name'],
};

/** Official codes (Kemendagri, as idn-area-data has them): a province `31`, a city `31.71` under its province. */
export const PROVINCE_CODE = /^\d{2}$/;
export const CITY_CODE = /^(\d{2})\.\d{2}$/;
/** Longest name kept (the longest official one is about 40 characters). */
export const MAX_REGION_NAME = 100;

/**
 * The upload (multipart/form-data): a `provinces` file, a `cities` file, or both. Each is a CSV of the collection
 * import's conventions (docs/decisions/260-studio-media-and-csv.md): UTF-8 (a BOM is fine), at most 5 MB.
 */
export const RegionImportInputSchema = z.object({
  provinces: z.string().optional().describe('provinces.csv: code,name'),
  cities: z.string().optional().describe('cities.csv: code,province_code,name'),
});

/** `dry_run=1` (the default) answers what would change and writes nothing; `dry_run=0` applies it. */
export const RegionImportQuerySchema = z.object({
  dry_run: z.enum(['0', '1']).default('1'),
  lang: LangSchema.optional(),
});

export const RegionExportParamsSchema = z.object({ kind: RegionKindSchema });

/** Who still refers to a region: a table's rows (its collection, where it has one) or a collection's drafts. */
export const RegionReferenceSchema = z.object({
  /** The table (`stores`, `cities`, `users`…) or `studio_drafts`. */
  source: z.string(),
  /** The studio collection of those rows, when they are one; null for tables that are none (cities, accounts). */
  collection: z.enum(COLLECTION_KEYS).nullable(),
  count: z.number().int(),
});
export type RegionReference = z.infer<typeof RegionReferenceSchema>;

const RegionRowSchema = z.object({ code: z.string(), name: z.string(), province_code: z.string().optional() });
export const RegionChangeSchema = RegionRowSchema.extend({
  before_name: z.string(),
  /** A city moved to another province (present only for cities). */
  before_province_code: z.string().optional(),
});
export const RegionKeptSchema = RegionRowSchema.extend({ references: z.array(RegionReferenceSchema) });

export const RegionChangesSchema = z.object({
  /** Rows of the file (0 when this kind's file was not sent: then nothing of this kind changes). */
  rows: z.number().int(),
  added: z.array(RegionRowSchema),
  /** A new name (or, for a city, a new province). */
  changed: z.array(RegionChangeSchema),
  unchanged: z.number().int(),
  /** Missing from the file and referenced by nothing: deleted by the apply. */
  removed: z.array(RegionRowSchema),
  /** Missing from the file but still referenced: kept, with who refers to it. */
  kept: z.array(RegionKeptSchema),
});
export type RegionChanges = z.infer<typeof RegionChangesSchema>;

export const RegionImportResultSchema = envelope(
  z.object({
    dry_run: z.boolean(),
    provinces: RegionChangesSchema.nullable(),
    cities: RegionChangesSchema.nullable(),
  }),
);
export type RegionImportResult = z.infer<typeof RegionImportResultSchema>['data'];

/** One problem of a file: which file, its line (the header is line 1), the column (`_`: the row) and a message in the caller's language. */
export const RegionProblemSchema = z.object({
  file: RegionKindSchema,
  line: z.number().int(),
  field: z.string(),
  message: z.string(),
});
export type RegionProblem = z.infer<typeof RegionProblemSchema>;

/** A refused upload (400): the message, and every problem by file and line; nothing was written. */
export const RegionImportRefusedSchema = z.object({
  message: z.string(),
  problems: z.array(RegionProblemSchema).optional(),
  /** A refusal before the files are read (a query the schema refuses), as every other 400. */
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** The export's body: `text/csv; charset=utf-8`, UTF-8 with a BOM, the import's header. */
export const RegionCsvSchema = z.string();
