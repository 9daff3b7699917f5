import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { STAFF_COOKIE } from '@/contract/studio/api';
import type { TestApp } from '@/server/test/helper';
import { nextIp } from '@/server/routes/forms/test-forms';
import { SAME_ORIGIN } from '../test-studio';

// Helpers for the media library's server tests: multipart uploads as the studio sends them, and the
// hostile files (a decompression bomb, polyglots) they must refuse.

export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: Part[]) {
  const boundary = `----denka${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), 'filename' in part ? part.data : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A studio multipart POST as a browser on the site sends it (same origin, its own address, the staff cookie if any). */
export function postMultipart(
  t: Pick<TestApp, 'app'>,
  url: string,
  parts: Part[],
  cookie: string | undefined,
  headers: Record<string, string> = {},
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': nextIp(),
      'content-type': body.contentType,
      ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}),
      ...headers,
    },
    payload: body.payload,
  });
}

export async function upload(
  t: Pick<TestApp, 'app'>,
  cookie: string | undefined,
  file: { data: Buffer; filename?: string; type?: string } | undefined,
  fields: Record<string, string> = { alt: 'Kamera di meja', alt_en: 'Camera on a desk' },
  headers: Record<string, string> = {},
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: 'file', filename: file.filename ?? 'foto.jpg', type: file.type ?? 'image/jpeg', data: file.data });
  return postMultipart(t, '/api/cms/studio/media', parts, cookie, headers);
}

/** A photo of two halves (left red, right blue), optionally with an EXIF orientation. */
export async function twoHalves(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  orientation?: number,
): Promise<Buffer> {
  const half = Math.floor(width / 2);
  let image = sharp({ create: { width, height, channels: 3, background: { r: 220, g: 20, b: 20 } } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: { r: 20, g: 20, b: 220 } } }, left: half, top: 0 },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes that claims 30,000 × 30,000 pixels (900 megapixels, ~2.7 GB decoded). */
export function decompressionBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + 30_000 * 3); // one filter byte + one row of zero pixels; zlib makes it tiny
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(row)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal, well-formed PDF (no script). */
export const plainPdf = (title = 'Manual') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /Title (${title})>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );

/** A ZIP archive's end record with one entry, appended to make a file a ZIP too (a "GIFAR"-style polyglot). */
export function zipTail(prefixLength: number): Buffer {
  const name = Buffer.from('evil.class');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(prefixLength, 42);
  const centralOffset = prefixLength + local.length + name.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, central, name, end]);
}

/** `POST studio/media/{id}/file`: the medium's file replaced ("Ganti file"), with extra parts when a test wants them. */
export async function replaceFile(
  t: Pick<TestApp, 'app'>,
  cookie: string | undefined,
  id: string,
  file: { data: Buffer; filename?: string; type?: string } | undefined,
  extra: Part[] = [],
  headers: Record<string, string> = {},
) {
  const parts: Part[] = [...extra];
  if (file) parts.push({ name: 'file', filename: file.filename ?? 'baru.jpg', type: file.type ?? 'image/jpeg', data: file.data });
  return postMultipart(t, `/api/cms/studio/media/${id}/file`, parts, cookie, headers);
}

/** A plain picture of one colour (a replacement is told apart from the two-halves original by its colour). */
export const oneColour = (width: number, height: number, rgb: { r: number; g: number; b: number } = { r: 20, g: 180, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: rgb } })
    .jpeg()
    .toBuffer();
