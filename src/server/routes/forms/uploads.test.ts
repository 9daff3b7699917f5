import { describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { desc } from 'drizzle-orm';
import { jobVacancies, submissionFiles } from '@/server/db/schema';
import { isOoxmlWordDocument, pdfHasActiveContent, zipEntryNames } from '@/server/submissions/file-type';
import { useTestApp } from '@/server/test/helper';
import {
  PDF_BINARY_LOOKALIKES,
  PDF_ESCAPED_JAVASCRIPT,
  PDF_ESCAPED_LAUNCH,
  PDF_JAVASCRIPT_IN_OBJECT_STREAM,
  PDF_WITH_OBJECT_STREAM,
  pdfBomb,
} from '@/server/submissions/test-pdfs';
import { countStored, DOCX, FAKE_DOCX, HTML_PDF, nextIp, PDF, postForm, zipOf, type TestFile } from './test-forms';

// Uploads that are what they claim (docs/decisions/090): a DOCX is a real OOXML package with
// [Content_Types].xml and word/document.xml; a PDF carrying HTML or JavaScript is refused.
const t = useTestApp();

async function apply(cv: TestFile) {
  const [job] = await t.db.select({ slug: jobVacancies.slug }).from(jobVacancies).limit(1);
  const fields = {
    full_name: 'Dewi Lestari',
    gender: 'female',
    marital_status: 'single',
    phone: '081234567890',
    whatsapp: '+6281234567890',
    id_type: 'nik',
    id_number: '3174012345678901',
    position: job!.slug,
    place_of_birth: 'Jakarta',
    date_of_birth: '1998-04-12',
    religion: 'islam',
    email: 'dewi@contoh.id',
    last_education: 's1',
    consent: 'true',
  };
  return postForm(t, 'v2/lowongan_kerja/store', fields, { files: [cv], ip: nextIp(), lang: 'en' });
}

async function refused(cv: TestFile) {
  const before = await countStored(t.db);
  const res = await apply(cv);
  expect(res.statusCode, cv.name).toBe(400);
  expect(ErrorSchema.parse(res.json()).errors?.cv).toEqual(['This file type is not accepted.']);
  expect(await countStored(t.db)).toEqual(before);
}

describe('DOCX must be a Word package', () => {
  it('accepts a real package', async () => {
    expect((await apply({ field: 'cv', name: 'cv.docx', bytes: DOCX })).statusCode).toBe(201);
  });

  it('refuses any ZIP that merely names word/ inside', async () => {
    await refused({ field: 'cv', name: 'cv.docx', bytes: FAKE_DOCX });
    await refused({ field: 'cv', name: 'cv.docx', bytes: zipOf({ 'word/document.xml': '<w:document/>' }) }); // no [Content_Types].xml
    await refused({ field: 'cv', name: 'cv.docx', bytes: zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }) }); // a spreadsheet
    // The old check's shape: a local header and the names as text, no central directory.
    await refused({
      field: 'cv',
      name: 'cv.docx',
      bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('[Content_Types].xml word/document.xml')]),
    });
  });

  it('reads entry names from the central directory and survives garbage', () => {
    expect(zipEntryNames(DOCX)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(isOoxmlWordDocument(DOCX)).toBe(true);
    const truncated = DOCX.subarray(0, DOCX.length - 30);
    expect(isOoxmlWordDocument(truncated)).toBe(false);
    for (let i = 0; i < 200; i++) {
      const junk = Buffer.concat([
        Buffer.from([0x50, 0x4b, 0x03, 0x04]),
        Buffer.from(Array.from({ length: i * 3 }, (_, k) => (k * 7 + i) & 0xff)),
      ]);
      expect(() => isOoxmlWordDocument(junk)).not.toThrow();
    }
  });
});

describe('PDFs with HTML or JavaScript are refused', () => {
  it('a %PDF header in front of an HTML page with a script', async () => {
    await refused({ field: 'cv', name: 'cv.pdf', bytes: HTML_PDF });
  });

  it('a PDF with a JavaScript action', async () => {
    const js = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n');
    expect(await pdfHasActiveContent(js)).toBe(true);
    await refused({ field: 'cv', name: 'cv.pdf', bytes: js });
  });

  it('names written with #xx escapes (/J#61vaScript, /J#53, /L#61unch) are read as the names they spell', async () => {
    await refused({ field: 'cv', name: 'cv.pdf', bytes: PDF_ESCAPED_JAVASCRIPT });
    await refused({ field: 'cv', name: 'cv.pdf', bytes: PDF_ESCAPED_LAUNCH });
  });

  it('JavaScript inside a compressed object stream is found', async () => {
    await refused({ field: 'cv', name: 'cv.pdf', bytes: PDF_JAVASCRIPT_IN_OBJECT_STREAM });
  });

  it('a PDF bomb (an object stream inflating to 64 MiB from 64 kB) is refused at the inflate limit', async () => {
    await refused({ field: 'cv', name: 'cv.pdf', bytes: pdfBomb() });
  });

  it('object streams without active content, and image bytes that happen to spell /JS, are accepted', async () => {
    expect((await apply({ field: 'cv', name: 'cv.pdf', bytes: PDF_WITH_OBJECT_STREAM })).statusCode).toBe(201);
    expect((await apply({ field: 'cv', name: 'scan.pdf', bytes: PDF_BINARY_LOOKALIKES })).statusCode).toBe(201);
  });

  it('a plain PDF is accepted', async () => {
    expect(await pdfHasActiveContent(PDF)).toBe(false);
    expect((await apply({ field: 'cv', name: 'cv.pdf', bytes: PDF })).statusCode).toBe(201);
  });
});

describe('file names', () => {
  it('keeps only the last part of a name sent with its folders (as old browsers send it)', async () => {
    for (const [sent, kept] of [
      ['C:\\Users\\dewi\\cv.pdf', 'cv.pdf'],
      ['dokumen/lamaran/cv.pdf', 'cv.pdf'],
      ['cv lengkap.pdf', 'cv lengkap.pdf'],
    ] as const) {
      expect((await apply({ field: 'cv', name: sent, bytes: PDF })).statusCode, sent).toBe(201);
      const [stored] = await t.db
        .select({ name: submissionFiles.original_name })
        .from(submissionFiles)
        .orderBy(desc(submissionFiles.id))
        .limit(1);
      expect(stored?.name, sent).toBe(kept);
    }
  });
});
