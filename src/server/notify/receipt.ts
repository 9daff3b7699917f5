import { randomInt } from 'node:crypto';
import { CROCKFORD_ALPHABET } from '@/contract/forms';

// Receipt numbers (docs/decisions/310-submissions-in-the-studio.md): `DK-` + 8 Crockford base32
// characters from the system's CSPRNG — 40 bits, so guessing one is hopeless and a clash is rare; the
// UNIQUE index decides, and the store draws again on a clash (repositories/submissions.ts).

export const RECEIPT_LENGTH = 8;

export function newReceipt(): string {
  let out = 'DK-';
  for (let i = 0; i < RECEIPT_LENGTH; i++) out += CROCKFORD_ALPHABET[randomInt(CROCKFORD_ALPHABET.length)];
  return out;
}

/** Whether a database error is the receipt's UNIQUE index refusing a clash. */
export const isReceiptClash = (error: unknown): boolean => {
  const e = error as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } } | null;
  const pick = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : undefined;
  return pick !== undefined && pick.constraint === 'submissions_reference_key';
};
