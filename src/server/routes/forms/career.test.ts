import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { MAX_FILE_BYTES, SubmissionResultSchema } from '@/contract/forms';
import { submissionFiles, submissions } from '@/server/db/schema';
import { readSubmissionFile } from '@/server/repositories/submissions';
import { createTestApp } from '@/server/test/helper';
import { careerFields, countStored, DOCX, EXE, nextIp, PDF, postForm, type TestFile } from './test-forms';

let t: Awaited<ReturnType<typeof createTestApp>>;
let fields: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  fields = await careerFields(t.db);
});
afterAll(() => t.close());

const cv = (bytes: Buffer, name = 'cv.pdf'): TestFile => ({ field: 'cv', name, bytes, type: 'application/pdf' });
const post = (f: Record<string, string>, files: TestFile[]) => postForm(t, 'v2/lowongan_kerja/store', f, { files, ip: nextIp() });

describe('POST v2/lowongan_kerja/store', () => {
  it('stores the application and its CV (bytes + sha256) in the database, under a server-made name', async () => {
    for (const [bytes, name] of [
      [PDF, 'cv dewi.pdf'],
      [DOCX, '../../etc/cv.docx'],
    ] as const) {
      const res = await post(fields, [cv(bytes, name)]);
      expect(res.statusCode).toBe(201);
      const { data } = SubmissionResultSchema.parse(res.json());
      const [file] = await t.db.select().from(submissionFiles).where(eq(submissionFiles.submission_id, data.reference));
      expect(file!.original_name).toBe(name.split('/').pop()); // the client's path is dropped
      expect(file!.stored_name).toMatch(new RegExp(`^${data.reference}-cv\\.(pdf|docx)$`));
      expect(file!.size).toBe(bytes.length);
      expect(file!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(Buffer.from((await readSubmissionFile(t.db, file!.id))!).equals(bytes)).toBe(true);
    }
  });

  it.each([
    ['gender', 'other'],
    ['marital_status', 'complicated'],
    ['id_number', '12345'],
    ['phone', '0212345'],
    ['whatsapp', ''],
    ['position', 'no-such-job'],
    ['date_of_birth', '12/04/1998'],
    ['religion', ''],
    ['last_education', 'phd'],
    ['email', 'dewi@'],
    ['consent', 'false'],
  ])('refuses %s = %j and stores nothing', async (field, value) => {
    const before = await countStored(t.db);
    const res = await post({ ...fields, [field]: value }, [cv(PDF)]);
    expect(res.statusCode).toBe(400);
    expect(ErrorSchema.parse(res.json()).errors?.[field]?.[0]?.length).toBeGreaterThan(0);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('checks the ID number against its type: SIM 12–14 digits, passport letter + 7 digits', async () => {
    expect((await post({ ...fields, id_type: 'sim', id_number: '3174012345678901' }, [cv(PDF)])).statusCode).toBe(400);
    expect((await post({ ...fields, id_type: 'sim', id_number: '123456789012' }, [cv(PDF)])).statusCode).toBe(201);
    expect((await post({ ...fields, id_type: 'passport', id_number: 'C1234567' }, [cv(PDF)])).statusCode).toBe(201);
  });

  it('refuses a missing CV, a renamed .exe and a PNG, storing nothing', async () => {
    const before = await countStored(t.db);
    const none = await post(fields, []);
    expect(ErrorSchema.parse(none.json()).errors?.cv?.[0]).toMatch(/lampirkan/i);
    const exe = await post(fields, [cv(EXE, 'cv.pdf')]);
    expect(exe.statusCode).toBe(400);
    expect(ErrorSchema.parse(exe.json()).errors?.cv?.[0]).toMatch(/jenis berkas/i);
    const zip = await post(fields, [cv(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(40)]), 'cv.docx')]);
    expect(zip.statusCode).toBe(400);
    expect(await countStored(t.db)).toEqual(before);
  });

  it('refuses a CV over 5 MB with 413 while streaming, storing nothing', async () => {
    const before = await countStored(t.db);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES, 0x20)]);
    const res = await postForm(t, 'v2/lowongan_kerja/store', fields, { files: [cv(big)], ip: nextIp(), lang: 'en' });
    expect(res.statusCode).toBe(413);
    const body = ErrorSchema.parse(res.json());
    expect(body.message).toMatch(/5 MB/);
    expect(body.errors?.cv?.[0]).toMatch(/5 MB/);
    expect(await countStored(t.db)).toEqual(before);
    const [rows] = await t.db.select({ id: submissions.id }).from(submissions).where(eq(submissions.kind, 'career')).limit(1);
    expect(rows).toBeDefined(); // earlier valid ones are still there
  });
});
