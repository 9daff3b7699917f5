import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorSchema } from '@/contract/common';
import { MAX_FILE_BYTES, MAX_TICKET_PHOTOS, SubmissionResultSchema } from '@/contract/forms';
import { brands, submissionFiles } from '@/server/db/schema';
import { listSupportProducts } from '@/server/repositories/pickers';
import { formBodyBytes } from '@/server/submissions/upload-limits';
import { useTestApp } from '@/server/test/helper';
import { countStored, encodeForm, EXE, nextIp, PDF, postForm, type TestFile } from './test-forms';

// A support request's photos of the fault (docs/decisions/090-form-intake.md, 310-submissions-in-the-studio.md): up to
// MAX_TICKET_PHOTOS JPG/PNG parts named `photo`, each sniffed and at most 5 MB, stored with the request in one
// transaction or not at all; the same key replays one answer. Every refusal below stores nothing.

const t = useTestApp();

const png = (fill: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, fill)]);
const jpeg = (fill: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, fill)]);
const photo = (name: string, bytes: Buffer): TestFile => ({ field: 'photo', name, bytes });

let fields: Record<string, string>;
beforeAll(async () => {
  const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
  const [product] = (await listSupportProducts(t.db, brand!.id))!;
  fields = {
    brand: String(brand!.id),
    product: String(product!.id),
    problem: 'Layar retak dan tombol macet.',
    name: 'Andi',
    email: 'andi@example.com',
    phone: '6281298765432',
  };
});

const send = (files: TestFile[], options: { key?: string; lang?: 'id' | 'en' } = {}) =>
  postForm(t, 'v2/support/store', fields, { ip: nextIp(), files, lang: 'en', ...options });

async function refusedAlone(files: TestFile[], status: number, message: string) {
  const before = await countStored(t.db);
  const res = await send(files);
  expect(res.statusCode).toBe(status);
  expect(ErrorSchema.parse(res.json()).errors?.photo).toEqual([message]);
  expect(await countStored(t.db)).toEqual(before);
}

describe('photos of the fault with a support request', () => {
  it(`keeps up to ${MAX_TICKET_PHOTOS} photos, JPG and PNG, in the order sent, each under its own stored name`, async () => {
    const sent = [photo('depan.png', png(1)), photo('belakang.jpg', jpeg(2)), photo('layar.jpeg', jpeg(3)), photo('tombol.png', png(4))];
    expect(sent).toHaveLength(MAX_TICKET_PHOTOS);
    const res = await send(sent);
    expect(res.statusCode).toBe(201);
    const id = SubmissionResultSchema.parse(res.json()).data.reference;
    const stored = await t.db.select().from(submissionFiles).where(eq(submissionFiles.submission_id, id)).orderBy(asc(submissionFiles.id));
    expect(stored.map((f) => [f.field, f.original_name, f.mime, f.size])).toEqual([
      ['photo', 'depan.png', 'image/png', sent[0]!.bytes.length],
      ['photo', 'belakang.jpg', 'image/jpeg', sent[1]!.bytes.length],
      ['photo', 'layar.jpeg', 'image/jpeg', sent[2]!.bytes.length],
      ['photo', 'tombol.png', 'image/png', sent[3]!.bytes.length],
    ]);
    expect(new Set(stored.map((f) => f.stored_name)).size).toBe(MAX_TICKET_PHOTOS);
    expect(Buffer.from(stored[1]!.data).equals(sent[1]!.bytes)).toBe(true);
  });

  it('one photo, as every request before this change had, and none are still taken', async () => {
    expect((await send([photo('retak.png', png(9))])).statusCode).toBe(201);
    expect((await send([])).statusCode).toBe(201);
  });

  it(`a photo more than ${MAX_TICKET_PHOTOS} is a 400 on photo`, async () => {
    const five = [1, 2, 3, 4, 5].map((n) => photo(`foto-${n}.png`, png(20 + n)));
    await refusedAlone(five, 400, `At most ${MAX_TICKET_PHOTOS} photos.`);
  });

  it('the same photo twice is a 400 on photo, also under two names', async () => {
    await refusedAlone([photo('a.png', png(30)), photo('b.png', png(30))], 400, 'The same file is attached twice.');
  });

  it('one file that is no JPG or PNG refuses the others with it: a PDF, a renamed program', async () => {
    for (const bad of [photo('retak.pdf', PDF), photo('retak.jpg', EXE)])
      await refusedAlone([photo('ok-1.png', png(40)), bad, photo('ok-2.jpg', jpeg(41))], 400, 'This file type is not accepted.');
  });

  it('one photo over 5 MB among good ones is a 413 on photo', async () => {
    const huge = Buffer.concat([png(50), Buffer.alloc(MAX_FILE_BYTES, 7)]);
    await refusedAlone([photo('ok.png', png(51)), photo('besar.png', huge)], 413, 'The file is larger than 5 MB.');
  });

  it("a body declared longer than the photos' limit is a 413 before it is read; one just under it is read", async () => {
    const before = await countStored(t.db);
    const never = new PassThrough();
    const url = '/api/cms/v2/support/store';
    const headers = { 'content-type': 'multipart/form-data; boundary=x', 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() };
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-length': String(formBodyBytes(MAX_TICKET_PHOTOS) + 1) },
      payload: never,
    });
    never.end();
    expect(response.statusCode).toBe(413);
    expect(ErrorSchema.parse(response.json()).errors?.photo).toHaveLength(1);
    expect(await countStored(t.db)).toEqual(before);
    // Four photos near their limit fit the body a support request may have (a one-file form's limit would refuse them).
    const big = [1, 2, 3, 4].map((n) => photo(`besar-${n}.jpg`, Buffer.concat([jpeg(60 + n), Buffer.alloc(MAX_FILE_BYTES - 1024, n)])));
    const form = await encodeForm(fields, big);
    expect(form.body.length).toBeGreaterThan(3 * MAX_FILE_BYTES);
    const ok = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': form.contentType, 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
      payload: form.body,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('the same key with the same photos (in any order) answers once; with another photo, 422', async () => {
    const key = randomUUID();
    const two = [photo('kiri.png', png(70)), photo('kanan.jpg', jpeg(71))];
    const before = await countStored(t.db);
    const first = await send(two, { key });
    const again = await send([...two].reverse(), { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotency-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const changed = await send([two[0]!, photo('kanan.jpg', jpeg(72))], { key });
    expect(changed.statusCode).toBe(422);
    expect(await countStored(t.db)).toEqual({ ...before, submissions: before.submissions + 1, files: before.files + 2 });
  });
});
