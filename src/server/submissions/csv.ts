import type { SubmissionListing } from '../repositories/submissions';
import { exportNames } from './download-name';

// One CSV row per submission; the form fields as JSON, the attachments as "name (size B, sha256 …)" under the
// name `export` writes them (no control or bidi characters reach the terminal from a visitor's file name).

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function filesCell(files: SubmissionListing['files']): string {
  const names = exportNames(files);
  return files.map((f) => `${names.get(f.id)} (${f.size} B, sha256 ${f.sha256})`).join('; ');
}

export function toCsv(rows: SubmissionListing[]): string {
  const header = ['id', 'kind', 'created_at', 'payload', 'codes', 'files'];
  const lines = rows.map((row) =>
    [row.id, row.kind, row.created_at, JSON.stringify(row.payload), row.codes.join(' '), filesCell(row.files)]
      .map((v) => cell(v))
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\n')}\n`;
}
