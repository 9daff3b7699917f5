import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@/contract/forms';
import { HttpError } from '../lib/http-errors';
import { isBadText, safeName } from '../lib/text-safety';

// Reads a form POST (multipart/form-data or JSON) into plain fields and in-memory files. Files never
// touch the local disk: they go to PostgreSQL with their record (docs/deploy.md). A file is streamed into
// one buffer of its final size (never past the 5 MB limit) and hashed as it arrives; the buffer is a
// SharedArrayBuffer, so the embedded database's thread reads the same bytes instead of a copy
// (docs/decisions/001-database.md). What all uploads together may hold is capped
// (./upload-limits.ts).

/** "C:\\fotos\\nota.pdf" or "a/b/nota.pdf" → "nota.pdf" (old browsers send the whole path). */
export const lastPathPart = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

export type IncomingFile = { field: string; filename: string; buffer: Buffer; truncated: boolean; sha256: string };
/**
 * `badTextFields`: fields whose value or file name holds a NUL or a lone surrogate (lib/text-safety.ts).
 * `tooManyFiles`: the body had more file parts than the form takes; reading stopped there.
 */
export type Intake = {
  fields: Record<string, unknown>;
  files: IncomingFile[];
  tooLongFields: string[];
  badTextFields: string[];
  tooManyFiles: boolean;
};

export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  fieldSize: 20_000,
  fields: 40,
  files: 1,
  parts: 41,
  headerPairs: 200,
};

const FIRST_CAPACITY = 256 * 1024;

/**
 * A file part's bytes in one buffer: sized from the request's declared length when there is one (a body holds
 * its file), else grown by doubling; anything past `limit` is read and dropped (the parser truncates there).
 */
export async function collectFile(
  stream: AsyncIterable<Buffer> & Readable,
  declaredLength: number | undefined,
  limit = MAX_FILE_BYTES,
): Promise<{ buffer: Buffer; sha256: string; length: number }> {
  const hash = createHash('sha256');
  let store: Uint8Array | undefined;
  let length = 0;
  for await (const chunk of stream) {
    const kept = chunk.subarray(0, Math.max(0, limit - length));
    if (kept.length === 0) continue;
    if (!store || length + kept.length > store.length) {
      const wanted = store ? Math.max(store.length * 2, length + kept.length) : Math.max(kept.length, declaredLength ?? FIRST_CAPACITY);
      const grown = new Uint8Array(new SharedArrayBuffer(Math.min(limit, wanted)));
      if (store) grown.set(store.subarray(0, length));
      store = grown;
    }
    store.set(kept, length);
    length += kept.length;
    hash.update(kept);
  }
  // Sized for the whole body but holding one of several files: kept at its own size, so the bytes held stay what
  // the upload budget reserved for the body (./upload-limits.ts).
  if (store && store.length - length > FIRST_CAPACITY) {
    const exact = new Uint8Array(new SharedArrayBuffer(length));
    exact.set(store.subarray(0, length));
    store = exact;
  }
  const buffer = store ? Buffer.from(store.buffer, 0, length) : Buffer.alloc(0);
  return { buffer, sha256: hash.digest('hex'), length };
}

/** The parser's error when a body has more file parts than `limits.files` (@fastify/multipart FilesLimitError). */
const isFilesLimit = (error: unknown) => (error as { code?: unknown }).code === 'FST_FILES_LIMIT';

/** `maxFiles`: the file parts this form takes (one, or MAX_TICKET_PHOTOS photos); the parser stops after them. */
export async function readSubmission(request: FastifyRequest, { maxFiles = 1 }: { maxFiles?: number } = {}): Promise<Intake> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
    // JSON strings were checked before the handler (plugins/error-handler.ts).
    return { fields, files: [], tooLongFields: [], badTextFields: [], tooManyFiles: false };
  }
  const fields: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  const tooLongFields: string[] = [];
  const badTextFields: string[] = [];
  let tooManyFiles = false;
  // The whole stream is consumed even when a file is over the limit, so the answer can say so cleanly.
  try {
    // preservePath: the name as sent, folders included, so a NUL anywhere in it is refused; only its last
    // part is kept (what the parser would otherwise keep on its own).
    const declared = Number(request.headers['content-length']);
    let read = 0;
    const limits = { ...MULTIPART_LIMITS, files: maxFiles, parts: MULTIPART_LIMITS.fields + maxFiles };
    for await (const part of request.parts({ limits, preservePath: true })) {
      if (part.type === 'file') {
        // What is left of the declared body sizes the next file's buffer (several photos share one body).
        const left = Number.isFinite(declared) ? Math.max(0, declared - read) : undefined;
        const { buffer, sha256 } = await collectFile(part.file, left);
        read += buffer.length;
        // A browser sends an empty part for a file input left blank.
        if (part.filename === '' && buffer.length === 0) continue;
        if (isBadText(part.filename) || isBadText(part.fieldname)) badTextFields.push(safeName(part.fieldname));
        files.push({ field: part.fieldname, filename: lastPathPart(part.filename), buffer, truncated: part.file.truncated, sha256 });
      } else {
        if (part.valueTruncated) tooLongFields.push(part.fieldname);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (isBadText(value) || isBadText(part.fieldname)) badTextFields.push(safeName(part.fieldname));
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // One file part too many: the form answers it as a field error (file_count, photo_count), nothing stored.
    if (isFilesLimit(error)) tooManyFiles = true;
    // The parser's own errors ("Unexpected end of form", bad part headers) carry no status: a 400, not a 500
    // (found by the fuzz tests; decision 150). Other limit errors keep theirs (413).
    else if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    else throw new HttpError(400, 'Malformed multipart/form-data body');
  }
  return { fields, files, tooLongFields, badTextFields, tooManyFiles };
}
