/**
 * Minimal valid PDF 1.4 writer (one or more A4 pages, Helvetica, WinAnsi text): enough for the
 * demo product manuals. Offsets in the xref table are byte-exact.
 */
export type PdfLine = { text: string; size?: number; bold?: boolean; gap?: number };

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 56;

// Map to WinAnsi (Latin-1 + a few CP1252 glyphs); anything else becomes '?'.
const CP1252: Record<string, number> = {
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '…': 0x85,
  '€': 0x80,
};
function encodeText(text: string): string {
  let out = '';
  for (const ch of text.replace(/×/g, 'x')) {
    const code = CP1252[ch] ?? ch.codePointAt(0) ?? 63;
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else if (code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += '?';
  }
  return out;
}

function wrapLine(text: string, size: number): string[] {
  const max = Math.floor((PAGE_W - 2 * MARGIN) / (size * 0.5));
  const words = text.split(' ');
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    if ((line ? `${line} ${w}` : w).length > max && line) {
      lines.push(line);
      line = w;
    } else line = line ? `${line} ${w}` : w;
  }
  lines.push(line);
  return lines;
}

export function buildPdf(title: string, content: PdfLine[]): Buffer {
  // Lay out lines into pages.
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const item of content) {
    const size = item.size ?? 11;
    y -= item.gap ?? 0;
    for (const line of wrapLine(item.text, size)) {
      if (y - size * 1.4 < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= size * 1.4;
      pages[pages.length - 1]?.push(`BT /${item.bold ? 'F2' : 'F1'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td (${encodeText(line)}) Tj ET`);
    }
  }
  // Objects: 1 catalog, 2 pages, 3 font, 4 bold font, 5 info, then page/content pairs.
  const objects: string[] = [];
  const kids = pages.map((_, i) => `${6 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  objects.push(`<< /Title (${encodeText(title)}) /Producer (Denka demo content) >>`);
  for (const [i, ops] of pages.entries()) {
    const stream = ops.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  }
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (const [i, obj] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
