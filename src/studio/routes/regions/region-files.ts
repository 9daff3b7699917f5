import { REGION_COLUMNS, REGION_KINDS, type RegionImportResult, type RegionKind, type RegionReference } from '@/contract/studio/regions';

// The regions page's logic (docs/decisions/250-staff-studio.md, "Regions"), apart from its looks: which dropped file
// is the provinces' and which the cities', and the dry run's answer as one table.

/** The kind a file's first line names (`code,name` or `code,province_code,name`, any case, a BOM before it); else none. */
export function kindOfHeader(firstLine: string): RegionKind | undefined {
  const cells = firstLine
    .replace(/^\ufeff/, '')
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, '').toLowerCase());
  return REGION_KINDS.find((kind) => {
    const wanted = REGION_COLUMNS[kind];
    return cells.length === wanted.length && wanted.every((c) => cells.includes(c));
  });
}

/** A file named for its kind (provinces.csv, kota.csv…): the kind, when its header says none (the server then names the columns). */
export function kindOfName(name: string): RegionKind | undefined {
  if (/prov/i.test(name)) return 'provinces';
  if (/cit|kota|kab|regenc/i.test(name)) return 'cities';
  return undefined;
}

export type Sorted<F> = { files: Partial<Record<RegionKind, F>>; unknown: string[]; twice: RegionKind[] };

/** The dropped files by kind: by their header, else their name; files of no kind and a kind given twice are reported. */
export function sortFiles<F extends { name: string }>(dropped: { file: F; firstLine: string }[]): Sorted<F> {
  const out: Sorted<F> = { files: {}, unknown: [], twice: [] };
  for (const { file, firstLine } of dropped) {
    const kind = kindOfHeader(firstLine) ?? kindOfName(file.name);
    if (!kind) out.unknown.push(file.name);
    else if (out.files[kind]) out.twice.push(kind);
    else out.files[kind] = file;
  }
  return out;
}

export type ChangeStatus = 'added' | 'changed' | 'removed' | 'kept';
export type ChangeRow = {
  key: string;
  kind: RegionKind;
  status: ChangeStatus;
  code: string;
  name: string;
  province_code?: string | undefined;
  before_name?: string | undefined;
  before_province_code?: string | undefined;
  references?: RegionReference[] | undefined;
};

/** Every row the upload adds, changes, removes or keeps, provinces first, in that order of status. */
export function changeRows(result: RegionImportResult): ChangeRow[] {
  const rows: ChangeRow[] = [];
  for (const kind of REGION_KINDS) {
    const changes = result[kind];
    if (!changes) continue;
    const add = (status: ChangeStatus, row: Omit<ChangeRow, 'key' | 'kind' | 'status'>) =>
      rows.push({ ...row, key: `${kind}:${status}:${row.code}`, kind, status });
    for (const row of changes.added) add('added', row);
    for (const row of changes.changed) add('changed', row);
    for (const row of changes.removed) add('removed', row);
    for (const row of changes.kept) add('kept', row);
  }
  return rows;
}

/** Whether the apply would write anything. */
export const writesAnything = (result: RegionImportResult) =>
  REGION_KINDS.some((kind) => {
    const c = result[kind];
    return c !== null && c.added.length + c.changed.length + c.removed.length > 0;
  });

/** The first line of a text (the header), without reading more than needed. */
export const firstLineOf = (text: string) => text.slice(0, 500).split(/\r?\n/, 1)[0] ?? '';
