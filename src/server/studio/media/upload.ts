import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_MEDIA_BYTES } from '@/contract/studio/media';
import { requestLang } from '@/server/lib/request-lang';
import { isBadText } from '@/server/lib/text-safety';
import { lastPathPart } from '@/server/submissions/intake';
import { mediaFieldMessage, mediaMessage, type MediaFieldCode } from './messages';

// Reading a media upload's multipart body (docs/decisions/260-studio-media-and-csv.md), shared by the upload of a new
// medium and the replacement of a medium's file: in memory, one `file` part, short text fields by name.

export const UPLOAD_LIMITS = { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 8, fieldSize: 2_000, parts: 9, headerPairs: 100 };

export type FieldErrors = Record<string, MediaFieldCode[]>;
export const sha256 = (buf: Buffer) => createHash('sha256').update(buf).digest('hex');

export function fieldErrorsBody(request: FastifyRequest, errors: FieldErrors) {
  const lang = requestLang(request);
  return {
    message: mediaMessage('invalid', lang),
    errors: Object.fromEntries(Object.entries(errors).map(([field, codes]) => [field, codes.map((code) => mediaFieldMessage(code, lang))])),
  };
}

export type Upload = { fields: Record<string, string>; file?: { name: string; buffer: Buffer; truncated: boolean }; errors: FieldErrors };

/** Reads the upload's parts: the text fields of `textFields` and the one `file` part (in memory, never on disk). */
export async function readUpload(request: FastifyRequest, textFields: ReadonlySet<string>): Promise<Upload> {
  const upload: Upload = { fields: {}, errors: {} };
  const add = (field: string, code: MediaFieldCode) =>
    (upload.errors[field] ??= []).includes(code) ? undefined : upload.errors[field].push(code);
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS, preservePath: true })) {
      const name = isBadText(part.fieldname) ? '_' : part.fieldname;
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (name !== 'file' || upload.file) {
          add(name, 'invalid');
          continue;
        }
        if (isBadText(part.filename)) add('file', 'bad_text');
        upload.file = { name: lastPathPart(part.filename), buffer, truncated: part.file.truncated };
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (!textFields.has(name)) add(name, 'invalid');
        else if (value === '' && name.startsWith('focal'))
          continue; // a blank focal point: the centre (the default)
        else if (part.valueTruncated) add(name, 'too_long');
        else if (isBadText(value)) add(name, 'bad_text');
        else upload.fields[name] = value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw error;
    add('_', 'invalid');
  }
  return upload;
}

export const send = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).send(body as never);
