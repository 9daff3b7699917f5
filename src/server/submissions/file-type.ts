import type { FileKind } from '@/contract/forms';
import { pdfRefusal } from './pdf-scan';

// What a file IS, from its bytes, never from its name or claimed type (docs/decisions/090: a renamed .exe is refused).
// Stricter since decision 090: a DOCX must be a real OOXML package, and a PDF carrying HTML or active content
// is refused — read as a viewer reads it, escaped names and object streams included (./pdf-scan.ts).

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

/** HTML, a script URL or active content (JavaScript, launch actions, embedded files, rich media, XFA, additional actions). */
export async function pdfHasActiveContent(buf: Buffer): Promise<boolean> {
  return (await pdfRefusal(buf)) !== undefined;
}

/** The kind its first bytes (and, for a DOCX, its package) say, before a PDF's content is read. */
export function sniffMagic(buf: Buffer): FileKind | undefined {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46])) return 'pdf'; // %PDF
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc'; // OLE2 compound file
  if (isOoxmlWordDocument(buf)) return 'docx';
  return undefined;
}

export async function sniffFileKind(buf: Buffer): Promise<FileKind | undefined> {
  const kind = sniffMagic(buf);
  if (kind === 'pdf' && (await pdfHasActiveContent(buf))) return undefined;
  return kind;
}

/** The kind a stored file was sniffed as, from the type stored with it (undefined: not one we sniff). */
export function kindOfMime(mime: string): FileKind | undefined {
  return (Object.keys(MIME) as FileKind[]).find((kind) => MIME[kind] === mime);
}
