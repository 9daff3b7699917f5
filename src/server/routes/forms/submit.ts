import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import type { Lang } from '@/contract/common';
import { HONEYPOT_FIELD, type FormErrorCode, type SubmissionKind } from '@/contract/forms';
import type { Database } from '@/server/db/client';
import { requestLang } from '@/server/lib/request-lang';
import { findStoredResponse, storeSubmission, type StoredResponse, type Transaction } from '@/server/repositories/submissions';
import { checkAttachments, type AttachmentCheck, type AttachmentRule } from '@/server/submissions/attachments';
import { readSubmission } from '@/server/submissions/intake';
import type { WriteGate } from '@/server/submissions/upload-limits';
import { newReceipt } from '@/server/notify/receipt';
import { requestFingerprint } from '@/server/submissions/fingerprint';
import { fieldMessage, generalMessage, type GeneralMessage, type ServerFieldCode } from '@/server/submissions/messages';
import { isPageFormPost, pageFormKey } from './page-post';

// The one pipeline every form POST goes through (decision 090): key → read → replay? → honeypot → validate
// → sniff files → store in one transaction. Nothing is stored unless everything is valid.

/** Thrown by a form's `store` hook: its rows cannot be written as asked; the whole submission is rolled back and answered 409. */
export class FormConflict extends Error {
  constructor(readonly key: GeneralMessage) {
    super(key);
    this.name = 'FormConflict';
  }
}

export type FieldErrors = Partial<Record<string, (FormErrorCode | ServerFieldCode)[]>>;

export type FormSpec<S extends z.ZodType> = {
  kind: SubmissionKind;
  schema: S;
  /** docs/product.md §8: campaign and giveaway wrap errors in `data`. */
  wrapErrors: boolean;
  /** The form's file field: its kinds, whether it is required, and how many files it takes (`max`, default one). */
  file?: AttachmentRule;
  /** Checks against the database (job exists, product of brand…); field → codes. */
  check?: (db: Database, data: z.infer<S>, request: FastifyRequest) => Promise<FieldErrors | undefined>;
  /** Rows of the form's own table, in the submission's transaction (registrations, subscriptions; decision 133). */
  store?: (
    tx: Transaction,
    submissionId: string,
    data: z.infer<S>,
    request: FastifyRequest,
  ) => Promise<{ reference?: string; review?: boolean } | void>;
  /** The success message (default "received"). */
  success?: GeneralMessage;
  /** A refusal before field checks: 404 for a message alone (unknown giveaway or campaign), else its status (a closed campaign: 403). */
  precheck?: (
    db: Database,
    data: Record<string, unknown>,
    request: FastifyRequest,
  ) => Promise<GeneralMessage | { key: GeneralMessage; status: 403 | 404 | 409 | 429; retryAfter?: number } | undefined>;
  lottery?: (data: z.infer<S>) => { campaignId: number; codeCount: number };
};

/**
 * The one spelling of a key we accept: a lower-case UUID (what crypto.randomUUID() gives). Keys are then
 * compared exactly as sent, per endpoint; an upper-cased copy is refused rather than taken for a new key
 * (docs/decisions/090).
 */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const REPLAYED_HEADER = 'Idempotency-Replayed';
const hashIp = (ip: string) => createHash('sha256').update(`denka-forms|${ip}`).digest('hex');

/** A refusal's body, wrapped in `data` for the forms that wrap theirs (docs/product.md §8). */
export function errorBody(wrap: boolean, message: string, errors?: Record<string, string[]>) {
  const inner = errors ? { message, errors } : { message };
  return wrap ? { data: inner } : inner;
}

function localise(errors: FieldErrors, lang: Lang): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, codes] of Object.entries(errors)) out[field] = (codes ?? []).map((c) => fieldMessage(c, lang));
  return out;
}

function zodErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, FormErrorCode[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (out[key] ??= []).push(issue.message as FormErrorCode);
  }
  return out;
}

/** `writes`: where files are stored one (embedded) or a few (PostgreSQL) at a time (../../submissions/upload-limits.ts). */
export async function handleSubmission<S extends z.ZodType>(
  db: Database,
  spec: FormSpec<S>,
  request: FastifyRequest,
  reply: FastifyReply,
  writes?: WriteGate,
) {
  const lang = requestLang(request);
  const send = (response: StoredResponse) => reply.code(response.status).send(response.body);
  const fail = (status: number, message: string, errors?: FieldErrors) =>
    reply.code(status).send(errorBody(spec.wrapErrors, message, errors && localise(errors, lang)));

  const { fields, files, tooLongFields, badTextFields, tooManyFiles } = await readSubmission(request, { maxFiles: spec.file?.max ?? 1 });
  const fingerprint = requestFingerprint(fields, files);
  // A form the browser sent itself (no scripts) carries no key: one is derived from its body (./page-post.ts).
  const pagePost = isPageFormPost(request);
  if (pagePost) (request as FastifyRequest & { pageFormFields?: Record<string, unknown> }).pageFormFields = fields;
  const key = pagePost ? pageFormKey(spec.kind, request.ip, fingerprint) : request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) return fail(400, generalMessage('idempotency', lang));

  // The same key on this endpoint: the first answer again, marked as a replay — unless the body differs,
  // which the IETF Idempotency-Key draft answers with 422 (docs/decisions/090).
  const replay = (earlier: StoredResponse & { fingerprint: string }) =>
    earlier.fingerprint !== '' && earlier.fingerprint !== fingerprint
      ? fail(422, generalMessage('idempotency_mismatch', lang))
      : reply.header(REPLAYED_HEADER, 'true').code(earlier.status).send(earlier.body);
  const earlier = await findStoredResponse(db, spec.kind, key);
  if (earlier) return replay(earlier);

  // Text PostgreSQL cannot hold (NUL, lone surrogates) in a field value or a file name: a field error.
  if (badTextFields.length > 0) {
    return fail(
      400,
      generalMessage('invalid', lang),
      Object.fromEntries(badTextFields.map((field): [string, ServerFieldCode[]] => [field, ['text']])),
    );
  }

  const received = { message: generalMessage(spec.success ?? 'received', lang) };
  // A filled honeypot is a bot: answer like a success, store nothing.
  const trap = fields[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim() !== '') {
    return reply.code(201).send({ ...received, data: { reference: crypto.randomUUID(), receipt: newReceipt() } });
  }

  const refusal = await spec.precheck?.(db, fields, request);
  if (refusal) {
    if (typeof refusal === 'string') return fail(404, generalMessage(refusal, lang));
    if (refusal.retryAfter !== undefined) reply.header('Retry-After', String(refusal.retryAfter));
    return fail(refusal.status, generalMessage(refusal.key, lang));
  }

  const errors: FieldErrors = {};
  for (const field of tooLongFields) errors[field] = ['too_long'];
  const parsed = spec.schema.safeParse(fields);
  if (!parsed.success) Object.assign(errors, zodErrors(parsed.error));
  const fileCheck: AttachmentCheck = spec.file
    ? await checkAttachments(spec.file, files, tooManyFiles)
    : tooManyFiles
      ? { ok: false, code: 'file_count' }
      : { ok: true, files: [] };
  if (!fileCheck.ok) errors[spec.file?.field ?? '_'] = [fileCheck.code];
  if (parsed.success && Object.keys(errors).length === 0) Object.assign(errors, (await spec.check?.(db, parsed.data, request)) ?? {});
  if (!parsed.success || Object.keys(errors).length > 0) {
    const status = !fileCheck.ok && fileCheck.code === 'file_size' ? 413 : 400;
    const message = status === 413 ? generalMessage('file_too_large', lang) : generalMessage('invalid', lang);
    return fail(status, message, errors);
  }

  const { [HONEYPOT_FIELD]: _trap, ...payload } = parsed.data as Record<string, unknown>;
  const stored = fileCheck.ok ? fileCheck.files : [];
  const lottery = spec.lottery?.(parsed.data);
  const store = spec.store;
  const write = <T>(task: () => Promise<T>) => (stored.length > 0 && writes ? writes.run(task) : task());
  const result = await write(() =>
    storeSubmission(db, {
      kind: spec.kind,
      ...(store ? { extra: (tx: Transaction, id: string) => store(tx, id, parsed.data, request) } : {}),
      idempotencyKey: key,
      fingerprint,
      payload,
      lang,
      clientIpHash: hashIp(request.ip),
      files: stored,
      ...(lottery ? { lottery } : {}),
      respond: (reference, codes, outcome) =>
        outcome === 'review'
          ? { status: 202, body: { message: generalMessage('warranty_review', lang), data: { reference, review: true } } }
          : { status: 201, body: { ...received, data: codes ? { reference, codes } : { reference } } },
    }),
  ).catch((error: unknown) => {
    // The form's own rows refused the write in its transaction (a quote answered meanwhile): nothing kept.
    if (error instanceof FormConflict) return error;
    // A UNIQUE rule of the form's own table lost a race (two activations of one serial): 409, not 500.
    if ((error as { code?: unknown }).code === '23505' || (error as { cause?: { code?: unknown } }).cause?.code === '23505')
      return undefined;
    throw error;
  });
  if (!result) return fail(409, generalMessage('conflict', lang));
  if (result instanceof FormConflict) return fail(409, generalMessage(result.key, lang));
  return result.created ? send(result) : replay(result);
}
