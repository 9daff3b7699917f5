import type { FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES } from '@/contract/forms';
import { HttpError } from '../lib/http-errors';
import { isBadText, safeName } from '../lib/text-safety';

// Reads a form POST (multipart/form-data or JSON) into plain fields and in-memory files. Files never
// touch the local disk: they go to PostgreSQL with their record (docs/deploy.md).

/** "C:\\fotos\\nota.pdf" or "a/b/nota.pdf" → "nota.pdf" (old browsers send the whole path). */
export const lastPathPart = (name: string) => name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

export type IncomingFile = { field: string; filename: string; buffer: Buffer; truncated: boolean };
/** `badTextFields`: fields whose value or file name holds a NUL or a lone surrogate (lib/text-safety.ts). */
export type Intake = { fields: Record<string, unknown>; files: IncomingFile[]; tooLongFields: string[]; badTextFields: string[] };

export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  fieldSize: 20_000,
  fields: 40,
  files: 1,
  parts: 41,
  headerPairs: 200,
};

export async function readSubmission(request: FastifyRequest): Promise<Intake> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
    // JSON strings were checked before the handler (plugins/error-handler.ts).
    return { fields, files: [], tooLongFields: [], badTextFields: [] };
  }
  const fields: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  const tooLongFields: string[] = [];
  const badTextFields: string[] = [];
  // The whole stream is consumed even when a file is over the limit, so the answer can say so cleanly.
  try {
    // preservePath: the name as sent, folders included, so a NUL anywhere in it is refused; only its last
    // part is kept (what the parser would otherwise keep on its own).
    for await (const part of request.parts({ limits: MULTIPART_LIMITS, preservePath: true })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        // A browser sends an empty part for a file input left blank.
        if (part.filename === '' && buffer.length === 0) continue;
        if (isBadText(part.filename) || isBadText(part.fieldname)) badTextFields.push(safeName(part.fieldname));
        files.push({ field: part.fieldname, filename: lastPathPart(part.filename), buffer, truncated: part.file.truncated });
      } else {
        if (part.valueTruncated) tooLongFields.push(part.fieldname);
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (isBadText(value) || isBadText(part.fieldname)) badTextFields.push(safeName(part.fieldname));
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    // The parser's own errors ("Unexpected end of form", bad part headers) carry no status: a 400, not a 500
    // (found by the fuzz tests; decision 150). Limit errors keep theirs (413).
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new HttpError(400, 'Malformed multipart/form-data body');
  }
  return { fields, files, tooLongFields, badTextFields };
}
