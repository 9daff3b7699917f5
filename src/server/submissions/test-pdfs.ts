import { deflateSync } from 'node:zlib';

// Small PDFs for the upload tests (docs/decisions/090-form-intake.md): written as a producer writes them —
// objects with a cross-reference table or stream, optionally some objects in a Flate object stream — so each
// test PDF is one a viewer opens, with or without the active content a test hides in it.

export type PdfObject = string | { dict: string; data: Buffer };
type Options = {
  /** Objects kept in one object stream (Flate); numbered after the plain objects and the stream itself. */
  compressed?: string[];
  /** A classic table (default) or a cross-reference stream (always used with `compressed`). */
  xref?: 'table' | 'stream';
  /** Offsets to list in the table instead of an object's own (a test pointing one into skipped bytes). */
  offsetOf?: Record<number, number>;
  /** Bytes written in place of the object stream's inflated content (a bomb). */
  objectStreamData?: Buffer;
};

const bytes = (text: string) => Buffer.from(text, 'latin1');

/** Objects 1… in order (1 is the catalog); `compressed` objects come after, inside object `objects.length + 1`. */
export function buildPdf(objects: PdfObject[], { compressed = [], xref = 'table', offsetOf = {}, objectStreamData }: Options = {}): Buffer {
  const parts: Buffer[] = [bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  const object = (number: number, body: PdfObject) => {
    offsets[number] = length;
    if (typeof body === 'string') add(bytes(`${number} 0 obj\n${body}\nendobj\n`));
    else {
      add(bytes(`${number} 0 obj\n${body.dict.replace(/>>\s*$/, '')} /Length ${body.data.length} >>\nstream\n`));
      add(body.data);
      add(bytes('\nendstream\nendobj\n'));
    }
  };
  objects.forEach((body, i) => object(i + 1, body));
  const streamNumber = objects.length + 1;
  if (compressed.length > 0) {
    const first = objects.length + 2;
    let header = '';
    let content = '';
    compressed.forEach((body, i) => {
      header += `${first + i} ${content.length} `;
      content += `${body}\n`;
    });
    const data = objectStreamData ?? deflateSync(bytes(header + content));
    object(streamNumber, { dict: `<< /Type /ObjStm /N ${compressed.length} /First ${header.length} /Filter /FlateDecode >>`, data });
  }
  const size = objects.length + (compressed.length ? 1 + compressed.length : 0) + 1;
  const listed = (number: number) => offsetOf[number] ?? offsets[number]!;
  if (xref === 'table' && compressed.length === 0) {
    const start = length;
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let n = 1; n < size; n++) table += `${String(listed(n)).padStart(10, '0')} 00000 n \n`;
    add(bytes(`${table}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${start}\n%%EOF\n`));
    return Buffer.concat(parts);
  }
  // A cross-reference stream (ISO 32000-1 §7.5.8): rows of type (1 byte), offset or stream (4), index (2).
  const xrefNumber = size;
  offsets[xrefNumber] = length;
  const rows: number[][] = [[0, 0, 0xffff]];
  for (let n = 1; n < xrefNumber; n++) {
    const inStream = compressed.length > 0 && n > streamNumber;
    rows.push(inStream ? [2, streamNumber, n - streamNumber - 1] : [1, listed(n), 0]);
  }
  rows.push([1, offsets[xrefNumber]!, 0]);
  const data = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, field, index], i) => {
    data.writeUInt8(type!, i * 7);
    data.writeUInt32BE(field!, i * 7 + 1);
    data.writeUInt16BE(index!, i * 7 + 5);
  });
  const deflated = deflateSync(data);
  const start = length;
  add(
    bytes(
      `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /Length ${deflated.length} >>\nstream\n`,
    ),
  );
  add(deflated);
  add(bytes(`\nendstream\nendobj\nstartxref\n${start}\n%%EOF\n`));
  return Buffer.concat(parts);
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';

/** The same page tree inside an object stream (object 2): pages 3, page 4, anything else from 5. */
const PACKED = {
  catalog: (extra = '') => `<< /Type /Catalog /Pages 3 0 R${extra} >>`,
  objects: ['<< /Type /Pages /Kids [4 0 R] /Count 1 >>', '<< /Type /Page /Parent 3 0 R /MediaBox [0 0 595 842] >>'],
};

/** A one-page PDF with an object stream and a cross-reference stream, and nothing active: accepted. */
export const PDF_WITH_OBJECT_STREAM = buildPdf([PACKED.catalog()], { compressed: PACKED.objects });

/** JavaScript as an open action, its names escaped (`/J#61vaScript`, `/J#53`): what the attack run sent. */
export const PDF_ESCAPED_JAVASCRIPT = buildPdf([
  '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> >>',
  PAGES,
  PAGE,
]);

/** A launch action, escaped (`/L#61unch`). */
export const PDF_ESCAPED_LAUNCH = buildPdf(['<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /L#61unch /F (cmd.exe) >> >>', PAGES, PAGE]);

/** The catalog's open action (object 5) lives in a Flate object stream: the raw bytes spell nothing. */
export const PDF_JAVASCRIPT_IN_OBJECT_STREAM = buildPdf([PACKED.catalog(' /OpenAction 5 0 R')], {
  compressed: [...PACKED.objects, '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
});

/** An object stream that inflates to 64 MiB of zeros from about 64 kB: refused at the inflate limit. */
export const pdfBomb = () =>
  buildPdf([PACKED.catalog()], { compressed: PACKED.objects, objectStreamData: deflateSync(Buffer.alloc(64 * 1024 * 1024), { level: 9 }) });

/**
 * Image data whose bytes happen to spell `/JS`, `/AA`, `/js(`, `<sVg` and `<BODY`: stream data is neither PDF
 * syntax nor markup, so accepted (a 5 MB JPEG scan holds such runs by chance).
 */
export const PDF_BINARY_LOOKALIKES = buildPdf([
  CATALOG,
  PAGES,
  PAGE,
  {
    dict: '<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 8 >>',
    data: Buffer.from([
      ...bytes('\x01/JS \x02/AA>\x03/js(\x04<sVg\x05<BODY\x06'),
      ...Array.from({ length: 50 }, (_, i) => (i * 37) & 0xff),
    ]),
  },
]);
