import type { SubmissionListing } from '../repositories/submissions';

// One CSV row per submission; the form fields as JSON, the attachments as "name (size B, sha256 …)".

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export function toCsv(rows: SubmissionListing[]): string {
  const header = ['id', 'kind', 'created_at', 'payload', 'codes', 'files'];
  const lines = rows.map((row) =>
    [
      row.id,
      row.kind,
      row.created_at,
      JSON.stringify(row.payload),
      row.codes.join(' '),
      row.files.map((f) => `${f.stored_name} [${f.original_name}] (${f.size} B, sha256 ${f.sha256})`).join('; '),
    ]
      .map((v) => cell(v))
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\n')}\n`;
}
