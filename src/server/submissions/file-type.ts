import type { FileKind } from '@/contract/forms';

// What a file IS, from its bytes, never from its name or claimed type (docs/decisions/090: a renamed .exe is refused).
// Stricter since decision 090: a DOCX must be a real OOXML package, and a PDF carrying HTML or JavaScript is
// refused (stored files are never served over HTTP; staff open them from the export).

const startsWith = (buf: Buffer, bytes: readonly number[]) => bytes.every((b, i) => buf[i] === b);

export const MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
export const EXTENSION: Record<FileKind, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', doc: 'doc', docx: 'docx' };

/**
 * The entry names of a ZIP archive, from its central directory (APPNOTE.TXT 4.3.12/4.3.16): the end
 * record is found from the back, then each header is walked. Undefined when the bytes are no well-formed ZIP.
 */
export function zipEntryNames(buf: Buffer): string[] | undefined {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const min = Math.max(0, buf.length - 22 - 0xffff);
  let end = -1;
  for (let i = buf.length - 22; i >= min; i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const count = buf.readUInt16LE(end + 10);
  const size = buf.readUInt32LE(end + 12);
  let offset = buf.readUInt32LE(end + 16);
  if (offset + size > end) return undefined;
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || buf.readUInt32LE(offset) !== CENTRAL) return undefined;
    const nameLength = buf.readUInt16LE(offset + 28);
    const extraLength = buf.readUInt16LE(offset + 30);
    const commentLength = buf.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > end) return undefined;
    names.push(buf.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** A Word document package: a ZIP with `[Content_Types].xml` and `word/document.xml` (ECMA-376 Part 2). */
export function isOoxmlWordDocument(buf: Buffer): boolean {
  if (!startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return false;
  const names = zipEntryNames(buf);
  return !!names && names.includes('[Content_Types].xml') && names.includes('word/document.xml');
}

/** Markers of HTML or JavaScript inside a PDF: a browser or viewer could run them (decision 090). */
const ACTIVE_PDF =
  /<\s*(?:html|script|body|iframe|svg)\b|<!doctype\s+html|\/(?:JavaScript|JS|Launch|EmbeddedFile|RichMedia)\b|\bjavascript:/i;

export function pdfHasActiveContent(buf: Buffer): boolean {
  return ACTIVE_PDF.test(buf.toString('latin1'));
}

export function sniffFileKind(buf: Buffer): FileKind | undefined {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46])) return pdfHasActiveContent(buf) ? undefined : 'pdf'; // %PDF
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2 compound file
  if (isOoxmlWordDocument(buf)) return 'docx';
  return undefined;
}
