import { FILE_KIND_EXTENSIONS, MAX_FILE_BYTES, type FileKind, type FormErrorCode } from '@/contract/forms';

// The client's first check of an attachment (the server checks the bytes again): presence, size, extension.

export const acceptFor = (kinds: readonly FileKind[]) => kinds.flatMap((k) => FILE_KIND_EXTENSIONS[k]).join(',');

export function checkFile(file: File | null, kinds: readonly FileKind[]): FormErrorCode | undefined {
  if (!file) return 'file_required';
  if (file.size > MAX_FILE_BYTES) return 'file_size';
  const name = file.name.toLowerCase();
  return kinds.some((k) => FILE_KIND_EXTENSIONS[k].some((ext) => name.endsWith(ext))) ? undefined : 'file_type';
}
