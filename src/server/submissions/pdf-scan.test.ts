import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDF } from '@/server/routes/forms/test-forms';
import { PDF_LIMITS, pdfRefusal } from './pdf-scan';
import {
  buildPdf,
  PDF_BINARY_LOOKALIKES,
  PDF_ESCAPED_JAVASCRIPT,
  PDF_ESCAPED_LAUNCH,
  PDF_JAVASCRIPT_IN_OBJECT_STREAM,
  PDF_WITH_OBJECT_STREAM,
  pdfBomb,
} from './test-pdfs';

// The PDF check read as a viewer reads the file (docs/decisions/090-form-intake.md): escaped names decoded,
// object streams inflated within limits, stream data skipped, objects hidden from that reading refused.

const catalog = (extra: string) => `<< /Type /Catalog /Pages 2 0 R${extra} >>`;
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';

describe('pdfRefusal', () => {
  it('accepts plain PDFs, with or without object and cross-reference streams', async () => {
    expect(await pdfRefusal(PDF)).toBeUndefined();
    expect(await pdfRefusal(buildPdf([catalog(''), PAGES, PAGE]))).toBeUndefined();
    expect(await pdfRefusal(buildPdf([catalog(''), PAGES, PAGE], { xref: 'stream' }))).toBeUndefined();
    expect(await pdfRefusal(PDF_WITH_OBJECT_STREAM)).toBeUndefined();
  });

  it('decodes #xx escapes in names before comparing them', async () => {
    expect(await pdfRefusal(PDF_ESCAPED_JAVASCRIPT)).toBe('active');
    expect(await pdfRefusal(PDF_ESCAPED_LAUNCH)).toBe('active');
    for (const name of ['/#4A#53', '/Embedded#46ile', '/Rich#4dedia', '/X#46A', '/#41A', '/JavaScript']) {
      expect(await pdfRefusal(buildPdf([catalog(` /Names << ${name} 4 0 R >>`), PAGES, PAGE])), name).toBe('active');
    }
  });

  it('reads the objects inside Flate object streams', async () => {
    expect(await pdfRefusal(PDF_JAVASCRIPT_IN_OBJECT_STREAM)).toBe('active');
    const escaped = buildPdf([catalog(' /OpenAction 5 0 R')], { compressed: [PAGES, PAGE, '<< /S /L#61unch /F (x.exe) >>'] });
    expect(await pdfRefusal(escaped)).toBe('active');
  });

  it('finds a script URL in a string however it is written', async () => {
    const uri = (string: string) => buildPdf([catalog(` /OpenAction << /S /URI /URI ${string} >>`), PAGES, PAGE]);
    expect(await pdfRefusal(uri('(https://denka.co.id/)'))).toBeUndefined();
    expect(await pdfRefusal(uri(`<${Buffer.from('javascript:alert(1)').toString('hex')}>`))).toBe('script');
    expect(await pdfRefusal(uri('(\\152ava\\\nscript:alert\\(1\\))'))).toBe('script');
    expect(await pdfRefusal(uri('(java\tscript:alert\\(1\\))'))).toBe('script');
  });

  it('does not read stream data as PDF syntax or markup: image bytes that spell /JS or <sVg are no script', async () => {
    expect(await pdfRefusal(PDF_BINARY_LOOKALIKES)).toBeUndefined();
  });

  it('refuses HTML written anywhere a viewer or browser reads text: between objects, in a comment, after the end', async () => {
    const pdf = buildPdf([catalog(''), PAGES, PAGE]);
    const at = pdf.indexOf('2 0 obj');
    const between = Buffer.concat([pdf.subarray(0, at), Buffer.from('<html><body>x</body></html>\n'), pdf.subarray(at)]);
    expect(await pdfRefusal(between)).toBe('script');
    expect(await pdfRefusal(Buffer.concat([pdf.subarray(0, at), Buffer.from('% <script>alert(1)</script>\n'), pdf.subarray(at)]))).toBe(
      'script',
    );
    expect(await pdfRefusal(Buffer.concat([pdf, Buffer.from('<svg onload=alert(1)>')]))).toBe('script');
  });

  it('refuses an object hidden from the linear reading: in stream data, or where an offset points into a string', async () => {
    const inData = buildPdf([
      catalog(''),
      PAGES,
      PAGE,
      { dict: '<< /Subtype /XML >>', data: Buffer.from('x\n5 0 obj << /S /J#61vaScript /J#53 (a) >> endobj\n') },
    ]);
    expect(await pdfRefusal(inData)).toBe('hidden');
    const plain = buildPdf([catalog(' /OpenAction 5 0 R'), PAGES, PAGE, '(5 0 obj << /S /J#61vaScript /J#53 (a) >> endobj)', '<< >>']);
    const hiddenAt = plain.indexOf('5 0 obj << /S');
    expect(await pdfRefusal(plain)).toBeUndefined(); // the string is a string: nothing points into it
    expect(
      await pdfRefusal(
        buildPdf([catalog(' /OpenAction 5 0 R'), PAGES, PAGE, '(5 0 obj << /S /J#61vaScript /J#53 (a) >> endobj)', '<< >>'], {
          offsetOf: { 5: hiddenAt },
        }),
      ),
    ).toBe('hidden');
    // The same through a cross-reference stream.
    expect(
      await pdfRefusal(
        buildPdf([catalog(' /OpenAction 5 0 R'), PAGES, PAGE, '(5 0 obj << /S /J#61vaScript /J#53 (a) >> endobj)', '<< >>'], {
          xref: 'stream',
          offsetOf: { 5: hiddenAt },
        }),
      ),
    ).toBe('hidden');
  });

  it('stops inflating at its limits: a small file that inflates to gigabytes is refused, not inflated', async () => {
    const bomb = pdfBomb();
    expect(bomb.length).toBeLessThan(PDF_LIMITS.streamBytes / 64);
    expect(await pdfRefusal(bomb)).toBe('bomb');
    // The total over several streams counts too.
    const many = buildPdf([catalog('')], { compressed: [PAGES, PAGE], objectStreamData: deflateSync(Buffer.alloc(1024 * 1024, 0x20)) });
    expect(await pdfRefusal(many, { ...PDF_LIMITS, totalBytes: 512 * 1024 })).toBe('bomb');
    expect(await pdfRefusal(many)).toBeUndefined();
  });

  it('refuses object streams it cannot decode (unknown filters, encrypted or corrupt data) and survives garbage', async () => {
    const lzw = buildPdf([catalog('')], { compressed: [PAGES, PAGE] })
      .toString('latin1')
      .replace('/Filter /FlateDecode', '/Filter /LZWDecode  ');
    expect(await pdfRefusal(Buffer.from(lzw, 'latin1'))).toBe('unreadable');
    expect(await pdfRefusal(buildPdf([catalog('')], { compressed: [PAGES], objectStreamData: Buffer.from('not deflate at all') }))).toBe(
      'unreadable',
    );
    for (let i = 0; i < 300; i++) {
      const junk = Buffer.concat([
        Buffer.from('%PDF-1.7\n'),
        Buffer.from(Array.from({ length: i * 5 }, (_, k) => (k * 131 + i * 17) & 0xff)),
      ]);
      // Any answer will do; throwing would be a 500.
      await pdfRefusal(junk);
      await pdfRefusal(Buffer.concat([junk, Buffer.from('<< /Length 9 /N 1 /First 2 >> stream\n')]));
    }
  });
});
