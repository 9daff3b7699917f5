import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SubmissionKind } from '@/contract/forms';
import type { Database } from '../db/client';
import { lotteryCodes, submissionFiles, submissions } from '../db/schema';
import type { CheckedFile } from '../submissions/attachments';
import { isReceiptClash, newReceipt } from '../notify/receipt';

// Form submissions: record + files (+ lottery codes) in ONE transaction, once per endpoint and
// Idempotency-Key (docs/decisions/090).

export type StoredResponse = { status: number; body: Record<string, unknown> };
/** A stored answer and the fingerprint of the request that produced it. */
export type EarlierResponse = StoredResponse & { fingerprint: string };
/** A checked upload (../submissions/attachments.ts). */
export type NewFile = CheckedFile;
export type NewSubmission = {
  kind: SubmissionKind;
  idempotencyKey: string;
  /** sha256 of the request's fields and files (docs/decisions/090). */
  fingerprint: string;
  payload: Record<string, unknown>;
  lang: string;
  clientIpHash: string;
  files: NewFile[];
  lottery?: { campaignId: number; codeCount: number };
  /** Rows of another table written in the same transaction (decision 133); may replace the reference shown. */
  extra?: (tx: Transaction, submissionId: string) => Promise<{ reference?: string; review?: boolean } | void>;
  respond: (reference: string, codes: string[] | undefined, outcome?: 'review') => StoredResponse;
  /** Draws the receipt number (default notify/receipt.ts; a test forces a clash with it). */
  drawReceipt?: () => string;
};
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const sameKey = (kind: SubmissionKind, idempotencyKey: string) =>
  and(eq(submissions.kind, kind), eq(submissions.idempotency_key, idempotencyKey));
const answerColumns = {
  status: submissions.response_status,
  body: submissions.response_body,
  fingerprint: submissions.request_fingerprint,
};

/** The first answer for this key on this endpoint (the key is compared exactly as sent). */
export async function findStoredResponse(db: Database, kind: SubmissionKind, idempotencyKey: string): Promise<EarlierResponse | undefined> {
  const [row] = await db.select(answerColumns).from(submissions).where(sameKey(kind, idempotencyKey)).limit(1);
  return row;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I
/** Lottery codes written per INSERT statement. */
export const CODE_BATCH = 500;
const newCode = () => `UND-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;

/** Every answer carries the submission's receipt number (docs/decisions/310-submissions-in-the-studio.md). */
const withReceipt = (response: StoredResponse, receipt: string): StoredResponse => ({
  ...response,
  body: { ...response.body, data: { ...(response.body.data as Record<string, unknown> | undefined), receipt } },
});

async function insertOnce(db: Database, id: string, input: NewSubmission, placeholder: StoredResponse, receipt: string): Promise<boolean> {
  const inserted = await db
    .insert(submissions)
    .values({
      id,
      reference: receipt,
      kind: input.kind,
      idempotency_key: input.idempotencyKey,
      request_fingerprint: input.fingerprint,
      payload: input.payload,
      response_status: placeholder.status,
      response_body: placeholder.body,
      lang: input.lang,
      client_ip_hash: input.clientIpHash,
    })
    .onConflictDoNothing({ target: [submissions.kind, submissions.idempotency_key] })
    .returning({ id: submissions.id });
  return inserted.length > 0;
}

async function firstAnswer(db: Database, input: NewSubmission): Promise<EarlierResponse & { created: false }> {
  const [first] = await db.select(answerColumns).from(submissions).where(sameKey(input.kind, input.idempotencyKey));
  return { ...first!, created: false };
}

type Stored = StoredResponse & { created: boolean; fingerprint: string };

/** Stores the submission, or returns the first answer for that key (the UNIQUE key decides, also under races). */
export async function storeSubmission(db: Database, input: NewSubmission): Promise<Stored> {
  const draw = input.drawReceipt ?? newReceipt;
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOnce(db, input, draw());
    } catch (error) {
      // A receipt number another submission holds (1 in 2^40 per pair): nothing was kept, draw again.
      if (!isReceiptClash(error) || attempt >= 5) throw error;
    }
  }
}

async function storeOnce(db: Database, input: NewSubmission, receipt: string): Promise<Stored> {
  const respond: NewSubmission['respond'] = (...args) => withReceipt(input.respond(...args), receipt);
  if (input.files.length === 0 && !input.lottery && !input.extra) {
    // One row is one INSERT … ON CONFLICT, atomic on its own: on PGlite a transaction's BEGIN and COMMIT
    // would be two more turns that block the event loop on every plain form post (decision 112).
    const id = randomUUID();
    const placeholder = respond(id, undefined);
    return (await insertOnce(db, id, input, placeholder, receipt))
      ? { ...placeholder, created: true, fingerprint: input.fingerprint }
      : firstAnswer(db, input);
  }
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const placeholder = respond(id, undefined);
    if (!(await insertOnce(tx, id, input, placeholder, receipt))) return firstAnswer(tx, input);
    const created = { created: true as const, fingerprint: input.fingerprint };
    const ofField = new Map<string, number>();
    for (const file of input.files) {
      // A field's second and later files (a support request's photos) are numbered: stored names stay distinct.
      const n = (ofField.get(file.field) ?? 0) + 1;
      ofField.set(file.field, n);
      await tx.insert(submissionFiles).values({
        submission_id: id,
        field: file.field,
        original_name: file.original_name,
        stored_name: `${id}-${file.field}${n > 1 ? `-${n}` : ''}.${file.stored_ext}`,
        mime: file.mime,
        size: file.data.length,
        sha256: file.sha256,
        data: file.data,
      });
    }
    if (input.extra) {
      const extra = await input.extra(tx, id);
      const shown = extra?.reference;
      const status = extra?.review ? 'review' : undefined;
      if (!shown) return { ...placeholder, ...created };
      const final = respond(shown, undefined, status);
      await tx.update(submissions).set({ response_status: final.status, response_body: final.body }).where(eq(submissions.id, id));
      return { ...final, ...created };
    }
    if (!input.lottery) return { ...placeholder, ...created };
    const codes: string[] = [];
    while (codes.length < input.lottery.codeCount) {
      // Bounded statements: at most CODE_BATCH rows (three parameters each) per INSERT, far below PostgreSQL's
      // 65,535 parameters; the count itself is capped by the form (MAX_CODES_PER_ENTRY, docs/product.md §5).
      const wanted = Array.from({ length: Math.min(CODE_BATCH, input.lottery.codeCount - codes.length) }, newCode);
      const rows = await tx
        .insert(lotteryCodes)
        .values(wanted.map((code) => ({ code, submission_id: id, campaign_id: input.lottery!.campaignId })))
        .onConflictDoNothing()
        .returning({ code: lotteryCodes.code });
      codes.push(...rows.map((r) => r.code));
    }
    const final = respond(id, codes);
    await tx.update(submissions).set({ response_body: final.body }).where(eq(submissions.id, id));
    return { ...final, ...created };
  });
}

export type SubmissionListing = {
  id: string;
  kind: string;
  created_at: string;
  payload: Record<string, unknown>;
  codes: string[];
  files: { id: number; field: string; original_name: string; stored_name: string; mime: string; size: number; sha256: string }[];
};

/** The stored files' metadata (no bytes) of these submissions, in upload order. */
export function submissionFilesOf(db: Database, submissionIds: string[]) {
  return db
    .select({
      id: submissionFiles.id,
      submission_id: submissionFiles.submission_id,
      field: submissionFiles.field,
      original_name: submissionFiles.original_name,
      stored_name: submissionFiles.stored_name,
      mime: submissionFiles.mime,
      size: submissionFiles.size,
      sha256: submissionFiles.sha256,
    })
    .from(submissionFiles)
    .where(inArray(submissionFiles.submission_id, submissionIds))
    .orderBy(asc(submissionFiles.id));
}

/** Staff CLI: every submission (optionally one kind), oldest first, with file metadata (no bytes). */
export async function listSubmissions(db: Database, kind?: SubmissionKind): Promise<SubmissionListing[]> {
  const rows = await db
    .select({ id: submissions.id, kind: submissions.kind, created_at: submissions.created_at, payload: submissions.payload })
    .from(submissions)
    .where(kind ? eq(submissions.kind, kind) : undefined)
    .orderBy(asc(submissions.created_at), asc(submissions.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const files = await submissionFilesOf(db, ids);
  const codes = await db.select().from(lotteryCodes).where(inArray(lotteryCodes.submission_id, ids)).orderBy(asc(lotteryCodes.code));
  return rows.map((row) => ({
    ...row,
    codes: codes.filter((c) => c.submission_id === row.id).map((c) => c.code),
    files: files.filter((f) => f.submission_id === row.id).map(({ submission_id: _omit, ...file }) => file),
  }));
}

export async function readSubmissionFile(db: Database, fileId: number): Promise<Buffer | undefined> {
  const [row] = await db.select({ data: submissionFiles.data }).from(submissionFiles).where(eq(submissionFiles.id, fileId));
  return row?.data;
}
