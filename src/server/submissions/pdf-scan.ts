import { constants, inflate } from 'node:zlib';
import { promisify } from 'node:util';

// What a PDF may not carry (docs/decisions/090-form-intake.md), read the way a viewer reads it rather than as
// raw bytes: names with their `#xx` escapes decoded, object streams inflated and read like the file itself,
// strings decoded before looking for a script URL. Stream data (images, fonts, page content) is skipped by its
// /Length, as viewers skip it, so bytes of a JPEG that happen to spell `/JS` refuse nothing. A viewer may also
// find an object through the cross-reference offsets: an offset that points into skipped bytes (stream data,
// a string, a comment) or an object header inside raw stream data hides an object from this reading, so it is
// refused. Inflating is bounded (a small file that inflates to gigabytes is refused at the limit) and runs in
// zlib's thread pool; the lexing of up to 5 MB yields to the event loop between slices.

import { Lexer } from './pdf-lexer';
import { nameOf, numberOf, type Dict, type PdfLimits, type PdfRefusal } from './pdf-syntax';

export type { PdfLimits, PdfRefusal } from './pdf-syntax';

/** A CV's or an invoice's object streams hold a few hundred kB of dictionaries; these leave them a wide margin. */
export const PDF_LIMITS: PdfLimits = { streamBytes: 8 * 1024 * 1024, totalBytes: 16 * 1024 * 1024, streams: 4096, depth: 64 };

/** HTML or a script URL anywhere in the bytes: a browser sniffing the file could run it (decision 090). */
const MARKUP = /<\s*(?:html|script|body|iframe|svg)\b|<!doctype\s+html|\bjavascript:/i;

const inflateAsync = promisify(inflate);

/** PNG predictors (ISO 32000-1 §7.4.4.4), as cross-reference streams use them; TIFF's is not expected here. */
function unpredict(data: Buffer, parms: Dict | undefined): Buffer | undefined {
  const predictor = numberOf(parms?.get('Predictor')) ?? 1;
  if (predictor === 1) return data;
  if (predictor < 10 || predictor > 15) return undefined;
  const colors = numberOf(parms?.get('Colors')) ?? 1;
  const bits = numberOf(parms?.get('BitsPerComponent')) ?? 8;
  const columns = numberOf(parms?.get('Columns')) ?? 1;
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((columns * colors * bits) / 8);
  if (!(rowLength > 0 && rowLength <= 1 << 20)) return undefined;
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)];
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = r > 0 ? out[dst - rowLength + i]! : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst - rowLength + i - bpp]! : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else return undefined;
      out[dst + i] = value & 0xff;
    }
  }
  return out;
}

/** A stream's data through its filters: Flate (bounded) and ASCIIHex; anything else cannot be read here. */
async function decode(
  data: Buffer,
  dict: Dict,
  budget: { left: number; streams: number },
  limits: PdfLimits,
): Promise<Buffer | PdfRefusal> {
  if (--budget.streams < 0) return 'bomb';
  const filterValue = dict.get('Filter');
  const filters = Array.isArray(filterValue) ? filterValue.map(nameOf) : filterValue === undefined ? [] : [nameOf(filterValue)];
  const parmsValue = dict.get('DecodeParms') ?? dict.get('DP');
  let out = data;
  for (const [i, filter] of filters.entries()) {
    const parms = Array.isArray(parmsValue) ? parmsValue[i] : parmsValue;
    if (filter === 'FlateDecode' || filter === 'Fl') {
      const limit = Math.min(limits.streamBytes, budget.left);
      if (limit <= 0) return 'bomb';
      try {
        out = await inflateAsync(out, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH });
      } catch (error) {
        return (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? 'bomb' : 'unreadable';
      }
      budget.left -= out.length;
      const unpredicted = unpredict(out, parms instanceof Map ? parms : undefined);
      if (!unpredicted) return 'unreadable';
      out = unpredicted;
    } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') {
      const text = out.toString('latin1', 0, out.length);
      const end = text.indexOf('>');
      const digits = (end < 0 ? text : text.slice(0, end)).replace(/[^0-9A-Fa-f]/g, '');
      out = Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
    } else return 'unreadable';
  }
  return out;
}

/** Offsets of the objects a cross-reference stream lists as in use (type 1 rows). */
function xrefStreamOffsets(data: Buffer, dict: Dict): number[] | undefined {
  const widths = dict.get('W');
  if (!Array.isArray(widths) || widths.length < 3) return undefined;
  const w = widths.slice(0, 3).map((value) => numberOf(value) ?? -1);
  if (w.some((width) => !Number.isInteger(width) || width < 0 || width > 8)) return undefined;
  const rowLength = w[0]! + w[1]! + w[2]!;
  if (rowLength === 0) return [];
  const read = (at: number, width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + data[at + i]!;
    return value;
  };
  const offsets: number[] = [];
  for (let at = 0; at + rowLength <= data.length; at += rowLength) {
    const type = w[0] === 0 ? 1 : read(at, w[0]!);
    if (type === 1) offsets.push(read(at + w[0]!, w[1]!));
  }
  return offsets;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function lex(lexer: Lexer): Promise<PdfRefusal | undefined> {
  for (;;) {
    const refusal = lexer.run();
    if (refusal || lexer.done) return refusal;
    await yieldToLoop();
  }
}

/** Whether `offset` lies inside one of the sorted [start, end) pairs. */
function insideSkipped(skipped: readonly number[], offset: number): boolean {
  let low = 0;
  let high = skipped.length / 2 - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (offset < skipped[mid * 2]!) high = mid - 1;
    else if (offset >= skipped[mid * 2 + 1]!) low = mid + 1;
    else return true;
  }
  return false;
}

/**
 * HTML or a script URL in the bytes a viewer reads as syntax, comments and strings: everything but stream
 * data. A 5 MB scan's JPEG bytes are noise in which `<sVg` or `<body` turn up by chance (about one scan in
 * fifty), and no viewer or browser reads them as markup there; object streams are checked once inflated.
 */
function markupOutsideStreams(buf: Buffer, file: Lexer): boolean {
  let from = 0;
  for (const stream of [...file.streams].sort((a, b) => a.start - b.start)) {
    if (stream.start > from && MARKUP.test(buf.toString('latin1', from, stream.start))) return true;
    from = Math.max(from, stream.end);
  }
  return MARKUP.test(buf.toString('latin1', from, buf.length));
}

/** Why a PDF is refused, or undefined when it may be accepted (docs/decisions/090-form-intake.md). */
export async function pdfRefusal(buf: Buffer, limits: PdfLimits = PDF_LIMITS): Promise<PdfRefusal | undefined> {
  const file = new Lexer(buf, 'file', limits);
  const refusal = await lex(file);
  if (refusal) return refusal;
  if (markupOutsideStreams(buf, file)) return 'script';
  const claims = [...file.claims];
  const budget = { left: limits.totalBytes, streams: limits.streams };
  for (const stream of file.streams) {
    const dict = stream.dict!;
    const type = nameOf(dict.get('Type'));
    // Viewers read an object stream by its /N and /First whatever its /Type says.
    const objects = type === 'ObjStm' || (numberOf(dict.get('N')) !== undefined && numberOf(dict.get('First')) !== undefined);
    const xref = type === 'XRef';
    if (!objects && !xref) continue;
    const decoded = await decode(buf.subarray(stream.start, stream.end), dict, budget, limits);
    if (typeof decoded === 'string') return decoded;
    if (xref) {
      const offsets = xrefStreamOffsets(decoded, dict);
      if (!offsets) return 'unreadable';
      claims.push(...offsets);
    } else {
      if (MARKUP.test(decoded.toString('latin1', 0, decoded.length))) return 'script';
      const inner = await lex(new Lexer(decoded, 'objects', limits));
      if (inner) return inner;
    }
  }
  return claims.some((offset) => insideSkipped(file.skipped, offset)) ? 'hidden' : undefined;
}
