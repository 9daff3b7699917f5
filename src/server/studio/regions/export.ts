import { stringify } from 'csv-stringify/sync';
import { asc } from 'drizzle-orm';
import { REGION_COLUMNS, type RegionKind } from '@/contract/studio/regions';
import type { Database } from '@/server/db/client';
import { cities, provinces } from '@/server/db/schema';
import { guardCell } from '../import/columns';

// The regions export (docs/decisions/250-staff-studio.md, "Regions"): every province or city in the import's
// columns, by code, in the collection export's format (docs/decisions/260): UTF-8 with a BOM, CRLF, the formula
// guard. 38 and 514 rows: one string, no stream needed.

export async function exportRegions(db: Database, kind: RegionKind): Promise<string> {
  const rows: Record<string, string>[] =
    kind === 'provinces'
      ? await db.select({ code: provinces.code, name: provinces.name }).from(provinces).orderBy(asc(provinces.code))
      : await db
          .select({ code: cities.code, province_code: cities.province_code, name: cities.name })
          .from(cities)
          .orderBy(asc(cities.code));
  const columns = REGION_COLUMNS[kind];
  return stringify([[...columns], ...rows.map((row) => columns.map((c) => guardCell(row[c] ?? '')))], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\s"]/,
  });
}
