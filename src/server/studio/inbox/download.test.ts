import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SubmissionResultSchema } from '@/contract/forms';
import { submissionFiles } from '@/server/db/schema';
import { careerFields, DOCX, nextIp, PDF, postForm, type TestFile } from '@/server/routes/forms/test-forms';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { insertSubmission, sha256 } from './test-inbox';

// The studio's attachment download names a file by what its bytes are (docs/decisions/090-form-intake.md,
// 310-submissions-in-the-studio.md): the visitor's name is only a stem, the extension and the type come from
// the sniffed kind, and no bidi override or control character survives. Files go in through the real form.

const t = useTestApp();
let cookie = '';
let fields: Record<string, string> = {};

beforeAll(async () => {
  cookie = (await staffSession(t, 'hr')).cookie;
  fields = await careerFields(t.db);
});

/** Applies with this CV and downloads it from the inbox as HR staff. */
async function uploadAndDownload(cv: TestFile) {
  const posted = await postForm(t, 'v2/lowongan_kerja/store', fields, { files: [cv], ip: nextIp() });
  expect(posted.statusCode, cv.name).toBe(201);
  const id = SubmissionResultSchema.parse(posted.json()).data.reference;
  const [file] = await t.db.select({ id: submissionFiles.id }).from(submissionFiles).where(eq(submissionFiles.submission_id, id));
  const response = await call(t, `studio/inbox/${id}/files/${file!.id}`, { cookie });
  expect(response.statusCode).toBe(200);
  expect(sha256(response.rawPayload)).toBe(sha256(cv.bytes));
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  return response;
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('the attachment download names', () => {
  it('a PDF sent as lamaran.msi downloads as lamaran.pdf, application/pdf', async () => {
    const response = await uploadAndDownload({ field: 'cv', name: 'lamaran.msi', bytes: PDF, type: 'application/x-msi' });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="lamaran.pdf"; filename*=UTF-8''lamaran.pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
  });

  it('a Word document sent as nota.html downloads as nota.docx with the Word type, never as a page', async () => {
    const response = await uploadAndDownload({ field: 'cv', name: 'nota.html', bytes: DOCX, type: 'text/html' });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="nota.docx"; filename*=UTF-8''nota.docx`);
    expect(response.headers['content-type']).toBe(DOCX_TYPE);
  });

  it('a right-to-left override that shows "…ath.png" while the name ends in .hta is removed, the extension is the sniffed one', async () => {
    const response = await uploadAndDownload({ field: 'cv', name: 'invoice\u202egnp.hta', bytes: PDF });
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoicegnp.pdf"; filename*=UTF-8''invoicegnp.pdf`);
    for (const name of [
      'lamaran \u2066cv\u2069\u200f.pdf',
      'a\u202a\u202b\u202c\u202d\u2067\u2068\u200e.pdf',
      'cv\u0007\u001b[31m\u0085.pdf',
    ]) {
      const disposition = String((await uploadAndDownload({ field: 'cv', name, bytes: PDF })).headers['content-disposition']);
      expect(disposition, JSON.stringify(name)).not.toMatch(/%E2%80%A[A-F]|%E2%81%A[6-9]|%E2%80%8[EF]|%1B|%07|%C2%85/);
      expect(disposition).toMatch(/\.pdf"; filename\*=UTF-8''[^']+\.pdf$/);
    }
  });

  it('keeps a name in another script readable in filename* and gives an ASCII fallback', async () => {
    const response = await uploadAndDownload({ field: 'cv', name: 'Résumé Dewi – 2026.docx', bytes: DOCX });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Resume Dewi _ 2026.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Dewi%20%E2%80%93%202026.docx`,
    );
  });

  it('a stored type the pipeline never sniffs (a row written another way) downloads as bytes, named .bin', async () => {
    const seeded = await insertSubmission(
      t.db,
      'career',
      { full_name: 'Lama', email: 'lama@example.test' },
      { file: { field: 'cv', name: 'halaman.html', mime: 'text/html', bytes: Buffer.from('<script>alert(1)</script>') } },
    );
    const response = await call(t, `studio/inbox/${seeded.id}/files/${seeded.fileId}`, { cookie });
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="halaman.bin"; filename*=UTF-8''halaman.bin`);
  });
});
