import type { FileKind } from '../../contract/forms';

// What a file IS, from its first bytes, never from its name or claimed type (issue #9: a renamed .exe is refused).

const startsWith = (buf: Buffer, bytes: readonly number[]) => bytes.every((b, i) => buf[i] === b);

export const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', doc: 'doc', docx: 'docx' };

export function sniffFileKind(buf: Buffer): FileKind | undefined {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46])) return 'pdf'; // %PDF
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2 compound file
  // DOCX is a ZIP whose entry names (stored in plain text in the local headers) include word/…
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) && buf.includes('word/')) return 'docx';
  return undefined;
}
