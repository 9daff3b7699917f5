import { FILE_KIND_EXTENSIONS, MAX_FILE_BYTES, MAX_TICKET_PHOTOS, PHOTO_KINDS, type FileKind, type FormErrorCode } from '@/contract/forms';

// The client's first check of an attachment (the server checks the bytes again): presence, size, extension; of
// several, also their number and the same file chosen twice.

export const acceptFor = (kinds: readonly FileKind[]) => kinds.flatMap((k) => FILE_KIND_EXTENSIONS[k]).join(',');

export function checkFile(file: File | null, kinds: readonly FileKind[]): FormErrorCode | undefined {
  if (!file) return 'file_required';
  if (file.size > MAX_FILE_BYTES) return 'file_size';
  const name = file.name.toLowerCase();
  return kinds.some((k) => FILE_KIND_EXTENSIONS[k].some((ext) => name.endsWith(ext))) ? undefined : 'file_type';
}

/**
 * Photos of a repair (a support request's, the service team's on a stage): at most MAX_TICKET_PHOTOS, none chosen
 * twice (the same name, size and time), each a JPG or PNG within MAX_FILE_BYTES. Undefined: nothing to fix.
 */
export function checkPhotos(files: readonly File[]): FormErrorCode | undefined {
  if (files.length > MAX_TICKET_PHOTOS) return 'photo_count';
  const seen = new Set(files.map((f) => `${f.name}\u0000${f.size}\u0000${f.lastModified}`));
  if (seen.size < files.length) return 'file_duplicate';
  for (const file of files) {
    const code = checkFile(file, PHOTO_KINDS);
    if (code) return code;
  }
  return undefined;
}
