import {
  ACTIVE_NAMES,
  CLASS,
  close,
  DELIMITER,
  decodeName,
  hasObjectHeader,
  HEX,
  numberAt,
  numberOf,
  REGULAR,
  scriptUrl,
  SPACE,
  text,
  unescapeLiteral,
  type Container,
  type Dict,
  type PdfLimits,
  type PdfRefusal,
  type StreamRecord,
  type Value,
} from './pdf-syntax';

// The PDF check's reading of PDF syntax (./pdf-scan.ts; docs/decisions/090-form-intake.md): tokens, arrays and
// dictionaries, strings, comments, streams skipped by their /Length, classic cross-reference sections.

const SLICE_BYTES = 256 * 1024;

/**
 * One pass over PDF syntax: the file itself (`file`) or an object stream's decoded bytes (`objects`). It stops at
 * the first refusal; `run` returns after about `SLICE_BYTES` so the caller can yield between slices.
 */
export class Lexer {
  pos: number;
  private readonly stack: Container[] = [];
  private lastTop: Value | undefined;
  private xref: 'start' | 'count' | 'offset' | 'generation' | 'type' | undefined;
  private xrefLeft = 0;
  private xrefOffset = 0;
  private expectStartxref = false;
  /** Byte ranges a viewer does not read as objects: stream data, strings, comments (sorted, as found). */
  readonly skipped: number[] = [];
  /** Offsets where the file says an object or a cross-reference section starts. */
  readonly claims: number[] = [];
  readonly streams: StreamRecord[] = [];

  constructor(
    private readonly b: Buffer,
    private readonly mode: 'file' | 'objects',
    private readonly limits: PdfLimits,
  ) {
    this.pos = 0;
  }

  get done() {
    return this.pos >= this.b.length;
  }

  run(): PdfRefusal | undefined {
    const { b } = this;
    const stop = Math.min(b.length, this.pos + SLICE_BYTES);
    while (this.pos < stop) {
      const c = b[this.pos]!;
      if (CLASS[c] === SPACE) {
        this.pos++;
        continue;
      }
      const refusal = this.token(c);
      if (refusal) return refusal;
    }
    return undefined;
  }

  /** Reads the token starting with byte `c` (not whitespace). */
  private token(c: number): PdfRefusal | undefined {
    const next = this.b[this.pos + 1];
    switch (c) {
      case 0x25: // %
        return this.comment();
      case 0x28: // (
        return this.literal();
      case 0x3c: // <
        return next === 0x3c ? this.open(true, 2) : this.hex();
      case 0x3e: // >
        return next === 0x3e ? this.closeContainer(2) : this.skipByte();
      case 0x5b: // [
      case 0x7b: // {
        return this.open(false, 1);
      case 0x5d: // ]
      case 0x7d: // }
        return this.closeContainer(1);
      case 0x2f: // /
        return this.name();
      default:
        return CLASS[c] === DELIMITER ? this.skipByte() : this.regular();
    }
  }

  private skipByte() {
    this.pos++;
    return undefined;
  }

  private skip(start: number, end: number) {
    this.skipped.push(start, end);
  }

  private value(value: Value | 'R') {
    const top = this.stack.at(-1);
    if (top) {
      // A container this long holds no dictionary we read (stream dictionaries are short): its names were
      // checked as they went by, its items need not be kept.
      if (top.items.length < 65_536) top.items.push(value);
      return;
    }
    if (value === 'R') return;
    this.lastTop = value;
    if (value instanceof Map) {
      // A trailer's or a cross-reference stream's pointers to the previous section.
      for (const key of ['Prev', 'XRefStm']) {
        const offset = numberOf(value.get(key));
        if (offset !== undefined) this.claims.push(offset);
      }
    }
  }

  private open(dict: boolean, width: number) {
    if (this.stack.length >= this.limits.depth) return 'unreadable';
    this.stack.push({ dict, items: [] });
    this.pos += width;
    return undefined;
  }

  private closeContainer(width: number) {
    this.pos += width;
    const container = this.stack.pop();
    if (container) this.value(close(container));
    return undefined;
  }

  private comment() {
    const start = this.pos;
    const { b } = this;
    while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
    this.skip(start, this.pos);
    return undefined;
  }

  private name() {
    const { b } = this;
    const start = ++this.pos;
    while (this.pos < b.length && CLASS[b[this.pos]!] === REGULAR) this.pos++;
    const raw = text(b, start, this.pos);
    const name = raw.includes('#') ? decodeName(raw) : raw;
    if (ACTIVE_NAMES.has(name)) return 'active';
    this.value({ name });
    return undefined;
  }

  /** A literal string: balanced parentheses, backslash escapes; decoded only when it could hide a script URL. */
  private literal() {
    const { b } = this;
    const start = this.pos;
    let depth = 0;
    let escaped = false;
    // Only a string with a colon, or an escape that could spell one, can hold a script URL.
    let suspect = false;
    let i = start;
    for (; i < b.length; i++) {
      const c = b[i]!;
      if (escaped) escaped = false;
      else if (c === 0x5c) escaped = suspect = true;
      else if (c === 0x3a) suspect = true;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
    }
    this.pos = Math.min(i + 1, b.length);
    this.skip(start, this.pos);
    this.value(null);
    if (!suspect) return undefined;
    const raw = b.toString('latin1', start + 1, Math.min(i, b.length));
    return scriptUrl(raw.includes('\\') ? unescapeLiteral(raw) : raw) ? 'script' : undefined;
  }

  private hex() {
    const { b } = this;
    const start = this.pos;
    const closing = b.indexOf(0x3e, start);
    const end = closing < 0 ? b.length : closing;
    this.pos = closing < 0 ? b.length : closing + 1;
    this.skip(start, this.pos);
    this.value(null);
    // Decoded only when one of its bytes is a colon (3a) at a byte boundary.
    let digits = 0;
    let high = -1;
    let suspect = false;
    for (let i = start + 1; i < end && !suspect; i++) {
      const v = HEX[b[i]!]!;
      if (v > 15) continue;
      if (digits++ % 2 === 0) high = v;
      else suspect = high === 3 && v === 10;
    }
    if (!suspect) return undefined;
    const hex = b.toString('latin1', start + 1, end).replace(/[^0-9A-Fa-f]/g, '');
    return scriptUrl(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1')) ? 'script' : undefined;
  }

  private regular() {
    const { b } = this;
    const start = this.pos;
    while (this.pos < b.length && CLASS[b[this.pos]!] === REGULAR) this.pos++;
    const number = numberAt(b, start, this.pos);
    // Keywords are short; a number or a long token needs no text.
    const token = number === undefined && this.pos - start <= 9 ? text(b, start, this.pos) : '';
    if (this.stack.length > 0) {
      this.value(number ?? (token === 'R' ? 'R' : null));
      if (token === 'stream' && this.mode === 'file') {
        // A stream after an unclosed dictionary: read it as a stream without a dictionary.
        this.stack.length = 0;
        return this.stream(undefined);
      }
      return undefined;
    }
    if (this.xref) return this.xrefToken(token, number);
    if (this.expectStartxref) {
      this.expectStartxref = false;
      if (number !== undefined) this.claims.push(number);
    }
    if (this.mode === 'objects') {
      // Object streams hold objects only (ISO 32000-1 §7.5.7): a stream inside one is not a PDF a viewer reads.
      return token === 'stream' ? 'unreadable' : undefined;
    }
    if (token === 'stream') return this.stream(this.lastTop instanceof Map ? this.lastTop : undefined);
    if (token === 'xref') this.xref = 'start';
    else if (token === 'startxref') this.expectStartxref = true;
    else if (token === 'obj') this.lastTop = undefined;
    else if (number !== undefined || token !== 'R') this.value(number ?? null);
    return undefined;
  }

  /** A classic cross-reference section: subsections of `start count`, then `offset generation n|f` per object. */
  private xrefToken(token: string, number: number | undefined) {
    switch (this.xref) {
      case 'start':
        if (number === undefined) {
          this.xref = undefined; // `trailer`
          return undefined;
        }
        this.xref = 'count';
        return undefined;
      case 'count':
        this.xrefLeft = number ?? 0;
        this.xref = this.xrefLeft > 0 ? 'offset' : 'start';
        return undefined;
      case 'offset':
        this.xrefOffset = number ?? -1;
        this.xref = 'generation';
        return undefined;
      case 'generation':
        this.xref = 'type';
        return undefined;
      default:
        if (token === 'n' && this.xrefOffset >= 0) this.claims.push(this.xrefOffset);
        this.xref = --this.xrefLeft > 0 ? 'offset' : 'start';
        return undefined;
    }
  }

  /** Stream data is skipped by its /Length when `endstream` follows there, else up to the next `endstream`. */
  private stream(dict: Dict | undefined) {
    const { b } = this;
    let start = this.pos;
    if (b[start] === 0x0d && b[start + 1] === 0x0a) start += 2;
    else if (b[start] === 0x0a || b[start] === 0x0d) start += 1;
    let end = -1;
    let resume = -1;
    const length = numberOf(dict?.get('Length'));
    if (length !== undefined && Number.isInteger(length) && length >= 0 && start + length <= b.length) {
      let after = start + length;
      while (after < b.length && after < start + length + 4 && CLASS[b[after]!] === SPACE) after++;
      if (b.toString('latin1', after, after + 9) === 'endstream') {
        end = start + length;
        resume = after + 9;
      }
    }
    if (end < 0) {
      const found = b.indexOf('endstream', start, 'latin1');
      end = found < 0 ? b.length : found;
      resume = found < 0 ? b.length : found + 9;
    }
    this.skip(start, end);
    this.pos = resume;
    this.lastTop = undefined;
    // A viewer rebuilding a damaged cross-reference table looks for `n g obj` everywhere, also in raw stream data.
    if (hasObjectHeader(b, start, end)) return 'hidden';
    if (dict) this.streams.push({ dict, start, end });
    return undefined;
  }
}
