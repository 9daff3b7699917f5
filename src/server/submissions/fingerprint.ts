import { createHash } from 'node:crypto';
import type { IncomingFile } from './intake';

// The request fingerprint of the IETF Idempotency-Key draft (docs/decisions/090): sha256 over the fields
// (names sorted, values as received) and the files (field, name, sha256 of the bytes). The same key with
// another fingerprint is a different request: 422, never the first request's answer.

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function requestFingerprint(fields: Record<string, unknown>, files: readonly IncomingFile[]): string {
  const fileParts = files.map((f) => [f.field, f.filename, f.sha256]).sort((a, b) => (a.join('\u0001') < b.join('\u0001') ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify({ fields: canonical(fields), files: fileParts }))
    .digest('hex');
}
