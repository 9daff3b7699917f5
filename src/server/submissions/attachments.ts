import type { FileKind, FormErrorCode } from '@/contract/forms';
import { EXTENSION, MIME, sniffFileKind } from './file-type';
import type { IncomingFile } from './intake';

// The files of one field checked as one (docs/decisions/090-form-intake.md): a form's CV or invoice, a support
// request's photos, the service team's photos on a ticket's stage. Each file must be whole (not cut at
// MAX_FILE_BYTES) and of a kind the field takes by its bytes; no more than `max`, none twice. One refusal
// refuses them all: nothing is stored unless every file is good.

/** One field's files: the part name, the kinds sniffed bytes may be, whether one is needed, how many at most. */
export type AttachmentRule = { field: string; kinds: readonly FileKind[]; required: boolean; max?: number };

/** A checked file, ready to store: its name as sent (whole characters), the sniffed type, the hash of its bytes. */
export type CheckedFile = { field: string; original_name: string; stored_ext: string; mime: string; sha256: string; data: Buffer };

export type AttachmentCheck = { ok: true; files: CheckedFile[] } | { ok: false; code: FormErrorCode };

/** The code for one file too many: a field of several photos says how many (photo_count), a one-file field file_count. */
const countCode = (rule: AttachmentRule): FormErrorCode => ((rule.max ?? 1) > 1 ? 'photo_count' : 'file_count');

/**
 * `files`: every file part the body had; those of other fields are not this rule's (the pipeline ignores them).
 * `tooMany`: the parser stopped at a file part past the limit (intake.ts), which is this field's count error.
 */
export async function checkAttachments(rule: AttachmentRule, files: readonly IncomingFile[], tooMany = false): Promise<AttachmentCheck> {
  const mine = files.filter((f) => f.field === rule.field);
  if (tooMany || mine.length > (rule.max ?? 1)) return { ok: false, code: countCode(rule) };
  if (mine.length === 0) return rule.required ? { ok: false, code: 'file_required' } : { ok: true, files: [] };
  if (mine.some((f) => f.truncated)) return { ok: false, code: 'file_size' };
  if (new Set(mine.map((f) => f.sha256)).size < mine.length) return { ok: false, code: 'file_duplicate' };
  const checked: CheckedFile[] = [];
  for (const file of mine) {
    const kind = await sniffFileKind(file.buffer);
    if (!kind || !rule.kinds.includes(kind)) return { ok: false, code: 'file_type' };
    checked.push({
      field: rule.field,
      original_name: Array.from(file.filename).slice(0, 255).join(''), // whole characters: never half a surrogate pair
      stored_ext: EXTENSION[kind],
      mime: MIME[kind],
      sha256: file.sha256,
      data: file.buffer,
    });
  }
  return { ok: true, files: checked };
}
