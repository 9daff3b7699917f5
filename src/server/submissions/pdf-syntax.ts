// PDF syntax for the upload check (./pdf-scan.ts; docs/decisions/090-form-intake.md): character classes,
// numbers, names with `#xx` escapes, the values a dictionary holds, and what counts as active content.

export type PdfRefusal =
  /** A name of active content: JavaScript, a launch action, an embedded file, rich media, XFA, additional actions. */
  | 'active'
  /** HTML or a script URL (decision 090's markers), in the raw bytes, a decoded string or an object stream. */
  | 'script'
  /** An object the linear reading would not see (offsets or object headers inside skipped bytes). */
  | 'hidden'
  /** Inflating would pass the limits (a PDF bomb). */
  | 'bomb'
  /** An object or cross-reference stream that cannot be decoded (an unknown filter, encryption, corrupt data). */
  | 'unreadable';

export type PdfLimits = {
  /** Bytes one stream may inflate to. */
  streamBytes: number;
  /** Bytes all decoded streams together may inflate to. */
  totalBytes: number;
  /** Object and cross-reference streams decoded at most. */
  streams: number;
  /** Nesting of arrays and dictionaries. */
  depth: number;
};

/** Names (after decoding `#xx`) that mark active content; PDF names are case-sensitive, as viewers read them. */
export const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'AA']);
/** A script URL in a decoded string (a URI action); whitespace and NULs (UTF-16BE text) are removed first. */
const SCRIPT_URL = /javascript:|vbscript:/i;

export const REGULAR = 0;
export const SPACE = 1;
export const DELIMITER = 2;
export const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = SPACE;
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = DELIMITER;
export const isDigit = (c: number | undefined) => c !== undefined && c >= 0x30 && c <= 0x39;
/** Hex digit values; 16 for anything else. */
export const HEX = new Uint8Array(256).fill(16);
for (let i = 0; i < 16; i++) HEX['0123456789abcdef'.charCodeAt(i)] = HEX['0123456789ABCDEF'.charCodeAt(i)] = i;

/** Short tokens as text without a call into the buffer's native code (most tokens are a few bytes). */
export function text(b: Buffer, start: number, end: number): string {
  if (end - start > 24) return b.toString('latin1', start, end);
  let out = '';
  for (let i = start; i < end; i++) out += String.fromCharCode(b[i]!);
  return out;
}

/** A PDF number (`12`, `-3`, `+.5`, `4.`) in [start, end), or undefined. */
export function numberAt(b: Buffer, start: number, end: number): number | undefined {
  let i = start;
  let sign = 1;
  if (b[i] === 0x2b || b[i] === 0x2d) sign = b[i++] === 0x2d ? -1 : 1;
  let value = 0;
  let digits = 0;
  let scale = 0;
  for (; i < end; i++) {
    const c = b[i]!;
    if (c === 0x2e && scale === 0) scale = 1;
    else if (c >= 0x30 && c <= 0x39) {
      digits++;
      if (scale) value += (c - 0x30) / (scale *= 10);
      else value = value * 10 + (c - 0x30);
    } else return undefined;
  }
  return digits > 0 ? sign * value : undefined;
}

export type Name = { name: string };
export type Ref = { ref: number };
export type Dict = Map<string, Value>;
export type Value = number | Name | Ref | Dict | Value[] | null;
export type Container = { dict: boolean; items: (Value | 'R')[] };
export type StreamRecord = { dict: Dict | undefined; start: number; end: number };

export const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
export const nameOf = (value: Value | undefined) => (value && typeof value === 'object' && 'name' in value ? value.name : undefined);
export const numberOf = (value: Value | undefined) => (typeof value === 'number' ? value : undefined);
/** Control characters and spaces: a URL parser drops tabs and newlines, and UTF-16BE text has a NUL before each ASCII letter. */
// eslint-disable-next-line no-control-regex -- these control characters are what the pattern removes
const IGNORED_IN_URL = /[\u0000-\u0020]/g;
export const scriptUrl = (text: string) => text.includes(':') && SCRIPT_URL.test(text.replace(IGNORED_IN_URL, ''));

/** Items of a closed array or dictionary: `n g R` become references, a dictionary's items key/value pairs. */
export function close(container: Container): Value {
  const items: Value[] = [];
  for (const item of container.items) {
    if (item !== 'R') items.push(item);
    else if (typeof items.at(-1) === 'number' && typeof items.at(-2) === 'number') {
      const number = items.at(-2) as number;
      items.length -= 2;
      items.push({ ref: number });
    }
  }
  if (!container.dict) return items;
  const dict: Dict = new Map();
  for (let i = 0; i + 1 < items.length; i += 2) {
    const key = nameOf(items[i]);
    if (key !== undefined) dict.set(key, items[i + 1] ?? null);
  }
  return dict;
}

export function unescapeLiteral(raw: string): string {
  return raw.replace(/\\(?:([0-7]{1,3})|(\r\n|\r|\n)|(.))/gs, (_, octal: string | undefined, eol: string | undefined, other: string) => {
    if (octal) return String.fromCharCode(parseInt(octal, 8) & 0xff);
    if (eol) return '';
    return { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' }[other] ?? other;
  });
}

/** `n g obj` inside [start, end): digits, whitespace, digits, whitespace, then `obj` and a delimiter. */
export function hasObjectHeader(b: Buffer, start: number, end: number): boolean {
  const view = b.subarray(start, end);
  for (let at = view.indexOf('obj'); at >= 0; at = view.indexOf('obj', at + 3)) {
    const next = view[at + 3];
    if (next !== undefined && CLASS[next] === REGULAR) continue;
    let i = at - 1;
    const spaced = () => {
      const from = i;
      while (i >= 0 && CLASS[view[i]!] === SPACE) i--;
      return i < from;
    };
    if (!spaced() || !isDigit(view[i])) continue;
    while (i >= 0 && isDigit(view[i])) i--;
    if (spaced() && isDigit(view[i])) return true;
  }
  return false;
}
