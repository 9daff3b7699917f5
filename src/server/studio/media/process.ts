import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { cropBox, MAX_IMAGE_PIXELS, MEDIA_WIDTHS } from '@/contract/studio/media';
import { pdfHasActiveContent, zipEntryNames } from '@/server/submissions/file-type';

// What an uploaded file is and what we keep of it (docs/decisions/260-studio-media-and-csv.md). The type comes
// from the bytes, never from the name or the claimed type; an image is decoded by sharp (a pixel limit
// checked from its header before anything is decoded) and only re-encoded WebP is ever stored or served;
// a PDF passes decision 090's checks. Files that are two things at once (polyglots) are refused.

export type SniffedKind = 'jpeg' | 'png' | 'webp' | 'pdf';
export type ProcessError = 'file_type' | 'file_pixels' | 'file_corrupt';

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);

export function sniffMediaKind(buf: Buffer): SniffedKind | undefined {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buf.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return undefined;
}

/**
 * Markers of another format inside an image: a PDF header, HTML or script. An image that carries one is a
 * polyglot (a JPEG that is also a PDF or a page) and is refused.
 */
const FOREIGN_IN_IMAGE = /%PDF-|<\s*(?:html|script|body|iframe|svg)\b|<!doctype\s+html|<\?php/i;

/** Either kind with a readable ZIP directory at its end is also an archive (a JAR, a DOCX, an APK): refused. */
export function isPolyglot(buf: Buffer, kind: SniffedKind): boolean {
  if (zipEntryNames(buf) !== undefined) return true;
  return kind !== 'pdf' && FOREIGN_IN_IMAGE.test(buf.toString('latin1'));
}

/** A PDF as decision 090 wants it: the header first, an end-of-file marker near the end, no active content. */
export async function checkPdf(buf: Buffer): Promise<ProcessError | undefined> {
  if (sniffMediaKind(buf) !== 'pdf') return 'file_type';
  if (!buf.toString('latin1', Math.max(0, buf.length - 1024)).includes('%%EOF')) return 'file_corrupt';
  if (isPolyglot(buf, 'pdf') || (await pdfHasActiveContent(buf))) return 'file_type';
  return undefined;
}

export type Rendition = { name: string; width: number; height: number; data: Buffer; etag: string };
export type ProcessedImage = { master: Buffer; width: number; height: number; renditions: Rendition[] };

/** Widest master kept: cropped renditions are cut from it, so it is wider than the widest rendition. */
export const MASTER_MAX_WIDTH = 2560;
const WEBP_QUALITY = 80;

export const etagOf = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

/** sharp options for every decode: the pixel limit again (belt and braces), stop on the first warning (truncated files). */
const decodeOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const, sequentialRead: true };

/** The widths rendered for an image of this width: the standard ones it reaches, or its own width when narrower. */
export function widthsFor(width: number): number[] {
  const widths = MEDIA_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

export async function processImage(buf: Buffer): Promise<{ ok: true; image: ProcessedImage } | { ok: false; error: ProcessError }> {
  const kind = sniffMediaKind(buf);
  if (!kind || kind === 'pdf' || isPolyglot(buf, kind)) return { ok: false, error: 'file_type' };
  let meta: Metadata;
  try {
    // Reads the header only: a 60,000 × 60,000 PNG of a few kilobytes is refused here, never decoded.
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, error: 'file_corrupt' };
  }
  // sharp's own idea of the format must agree with the magic bytes.
  if (meta.format !== kind || !meta.width || !meta.height) return { ok: false, error: 'file_type' };
  if (meta.width * meta.height > MAX_IMAGE_PIXELS || (meta.pages ?? 1) > 1) {
    return { ok: false, error: meta.width * meta.height > MAX_IMAGE_PIXELS ? 'file_pixels' : 'file_type' };
  }
  try {
    // EXIF orientation applied, every metadata block dropped (sharp keeps none unless asked).
    const { data: master, info } = await sharp(buf, decodeOptions)
      .rotate()
      .resize({ width: MASTER_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    const renditions: Rendition[] = [];
    for (const width of widthsFor(info.width)) {
      const { data, info: out } = await sharp(master)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ name: String(width), width: out.width, height: out.height, data, etag: etagOf(data) });
    }
    return { ok: true, image: { master, width: info.width, height: info.height, renditions } };
  } catch {
    return { ok: false, error: 'file_corrupt' };
  }
}

/**
 * What the names of a medium's renditions end with: nothing for its first file, `-r2` once the file was replaced
 * (docs/decisions/260-studio-media-and-csv.md), so a name that browsers keep for a year never shows other bytes.
 */
export const revisionSuffix = (revision: number) => (revision > 1 ? `-r${revision}` : '');

/** The name of a focal crop: `640x360-f500-300` (focal point in thousandths), `640x360-f500-300-r2` after a replacement. */
export const cropName = (width: number, height: number, focalX: number, focalY: number, revision = 1) =>
  `${width}x${height}-f${Math.round(focalX * 1000)}-${Math.round(focalY * 1000)}${revisionSuffix(revision)}`;

/** The crop box (the studio's preview uses the same function: src/contract/studio/media.ts). */
export { cropBox };

/** WebP renditions of the crop of `aspect` around the focal point, one per width the crop reaches. */
export async function cropRenditions(
  master: Buffer,
  masterWidth: number,
  masterHeight: number,
  aspect: number,
  focalX: number,
  focalY: number,
  revision = 1,
): Promise<Rendition[]> {
  const box = cropBox(masterWidth, masterHeight, aspect, focalX, focalY);
  const out: Rendition[] = [];
  for (const width of widthsFor(box.width)) {
    const height = Math.max(1, Math.round(width * aspect));
    const data = await sharp(master, decodeOptions)
      .extract(box)
      .resize({ width, height, fit: 'fill' })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
    out.push({ name: cropName(width, height, focalX, focalY, revision), width, height, data, etag: etagOf(data) });
  }
  return out;
}
