import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, type AccountTicket } from '@/contract/accounts';
import { ErrorSchema } from '@/contract/common';
import {
  MAX_FILE_BYTES,
  MAX_TICKET_PHOTOS,
  ReceiptStatusResponseSchema,
  SubmissionResultSchema,
  TICKET_PHOTO_LINK_HOURS,
  type Ticket,
} from '@/contract/forms';
import { TicketResponseSchema } from '@/contract/studio/inbox';
import { brands, submissions, ticketStagePhotos, ticketStages } from '../db/schema';
import { listSupportProducts } from '../repositories/pickers';
import { call as accountCall, registerAndLogin, SAME_ORIGIN as ACCOUNT_ORIGIN } from '../routes/accounts/test-accounts';
import { encodeForm, EXE, nextIp, PDF, postForm, type TestFile } from '../routes/forms/test-forms';
import { formBodyBytes } from '../submissions/upload-limits';
import { SAME_ORIGIN, staffSession } from '../studio/test-studio';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { createTestApp, type TestApp } from '../test/helper';
import { readTicketPhotoToken, ticketPhotoToken } from './ticket-photos';
import type { Mail } from './transport';

// The service team's photos on a repair ticket's stage (docs/decisions/310-submissions-in-the-studio.md), on PGlite and
// PostgreSQL: sent with a stage move as multipart, checked like a support request's photos, stored with the stage or
// not at all; the customer reaches them through the status lookup and "Servis saya", by signed addresses only.

const sent: Mail[] = [];
let t: TestApp;
let service = '';
let marketing = '';
let brand = '';
let product = '';

beforeAll(async () => {
  t = await createTestApp({
    notify: { intervalMs: 0, transport: { name: 'log', send: async (mail) => void sent.push(mail), close: () => {} } },
  });
  service = (await staffSession(t, 'service')).cookie;
  marketing = (await staffSession(t, 'marketing')).cookie;
  const [hollyland] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
  brand = String(hollyland!.id);
  product = String((await listSupportProducts(t.db, hollyland!.id))![0]!.id);
}, 60_000);
afterAll(() => t?.close());

const png = (fill: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, fill)]);
const jpeg = (fill: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, fill)]);
const photo = (name: string, bytes: Buffer, field = 'photo'): TestFile => ({ field, name, bytes });

/** A support request as the form stores it (signed in when `cookie` is given). */
async function fileRequest(email = `pelanggan.${randomUUID().slice(0, 8)}@contoh.id`, cookie?: string) {
  const res = await postForm(
    t,
    'v2/support/store',
    { brand, product, problem: 'Gimbal tidak mau kalibrasi.', name: 'Rudi Hartono', email, phone: '081234567890' },
    { ip: nextIp(), headers: cookie ? { ...ACCOUNT_ORIGIN, cookie: `${SESSION_COOKIE}=${cookie}` } : {} },
  );
  expect(res.statusCode).toBe(201);
  const { reference, receipt } = SubmissionResultSchema.parse(res.json()).data;
  return { id: reference, receipt: receipt!, email };
}

/** A stage move as the studio's ticket card sends it: multipart with its photos. */
async function moveWith(id: string, fields: Record<string, string>, files: TestFile[], { cookie = service, lang = 'en' } = {}) {
  const form = await encodeForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/cms/studio/inbox/${id}/stages?lang=${lang}`,
    headers: {
      ...SAME_ORIGIN,
      'x-forwarded-for': nextIp(),
      'content-type': form.contentType,
      ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}` } : {}),
    },
    payload: form.body,
  });
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': nextIp() } });
const lookup = (receipt: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cms/v2/submission/status',
    headers: { 'x-forwarded-for': nextIp() },
    payload: { receipt, email },
  });
const stagesOf = async (id: string) =>
  (await t.db.select({ n: count() }).from(ticketStages).where(eq(ticketStages.submission_id, id)))[0]!.n;
const photosStored = async () => (await t.db.select({ n: count() }).from(ticketStagePhotos))[0]!.n;
const lastStage = (ticket: Ticket) => ticket.timeline.at(-1)!;

describe('photos on a stage move', () => {
  it('a move with two photos keeps them on that stage; the studio, the status lookup and "Servis saya" show them', async () => {
    const account = await registerAndLogin(t);
    const { id, receipt, email } = await fileRequest(account.email, account.cookie);
    const two = [photo('konektor.jpg', jpeg(1)), photo('papan.png', png(2))];
    const res = await moveWith(id, { stage: 'checked', note: 'Konektor antena longgar.' }, two);
    expect(res.statusCode, res.body).toBe(201);
    const studio = TicketResponseSchema.parse(res.json()).data;
    expect(lastStage(studio)).toMatchObject({ stage: 'checked', note: 'Konektor antena longgar.' });
    expect(lastStage(studio).photos.map((p) => [p.mime, p.size])).toEqual([
      ['image/jpeg', two[0]!.bytes.length],
      ['image/png', two[1]!.bytes.length],
    ]);
    expect(studio.timeline[0]!.photos).toEqual([]);

    // The customer's side: the lookup with receipt and e-mail, and the account's list.
    const status = ReceiptStatusResponseSchema.parse((await lookup(receipt, email)).json()).data;
    const shown = lastStage(status.ticket!).photos;
    expect(shown.map((p) => p.id)).toEqual(lastStage(studio).photos.map((p) => p.id));
    const mine = (await accountCall(t, 'v2/account/tickets', { cookie: account.cookie })).json<{ data: AccountTicket[] }>().data;
    expect(mine[0]!.photos.map((p) => [p.id, p.stage])).toEqual(shown.map((p) => [p.id, 'checked']));

    // Each address answers the bytes as their sniffed type, no-store, sandboxed, never sniffed by the browser.
    for (const [index, link] of shown.entries()) {
      const bytes = await get(link.url);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.equals(two[index]!.bytes)).toBe(true);
      expect(bytes.headers['content-type']).toBe(link.mime);
      expect(bytes.headers['cache-control']).toBe('no-store');
      expect(bytes.headers['content-security-policy']).toBe('sandbox');
      expect(bytes.headers['x-content-type-options']).toBe('nosniff');
      expect(bytes.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('a photo is reached only by its signed, unexpired address: never by an id, a changed one or another secret', async () => {
    const { id } = await fileRequest();
    const moved = TicketResponseSchema.parse((await moveWith(id, { stage: 'checked' }, [photo('a.png', png(10))])).json()).data;
    const [shown] = lastStage(moved).photos;
    const token = shown!.url.split('/').pop()!;
    expect(readTicketPhotoToken(t.app.accountSecret, token)).toBe(shown!.id);
    const base = shown!.url.slice(0, -token.length);
    const later = Date.now() + (TICKET_PHOTO_LINK_HOURS + 1) * 3_600_000;
    const [idPart, expiry, mac] = token.split('.');
    const bad = [
      ticketPhotoToken(t.app.accountSecret, shown!.id, Date.now() - 1000), // expired
      ticketPhotoToken('another-secret-of-at-least-32-characters!', shown!.id, later), // signed elsewhere
      `${(shown!.id + 1).toString(36)}.${expiry}.${mac}`, // the next photo's id under this signature
      `${idPart}.${(parseInt(expiry!, 36) + 86_400).toString(36)}.${mac}`, // a day added
      ticketPhotoToken(t.app.accountSecret, 999_999, later), // signed, but no such photo
    ];
    const answers = await Promise.all(bad.map((b) => get(`${base}${b}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(bad.map(() => 404));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1); // one answer for every wrong address
    for (const malformed of [String(shown!.id), `${idPart}.${expiry}`, `${token}x`, '..', `${token}/../1`])
      expect([400, 404]).toContain((await get(`${base}${malformed}`)).statusCode);
    // Erasing the request erases its stages and their photos: the address answers nothing any more.
    await t.db.delete(submissions).where(eq(submissions.id, id));
    expect((await get(shown!.url)).statusCode).toBe(404);
  });

  it('refusals store nothing, neither the stage nor any photo: too many, twice the same, not an image, too large, a stray file', async () => {
    const { id } = await fileRequest();
    const before = await photosStored();
    const cases: [TestFile[], number, string][] = [
      [[1, 2, 3, 4, 5].map((n) => photo(`f${n}.png`, png(20 + n))), 400, `At most ${MAX_TICKET_PHOTOS} photos.`],
      [[photo('a.png', png(30)), photo('b.png', png(30))], 400, 'The same file is attached twice.'],
      [[photo('ok.png', png(31)), photo('nota.pdf', PDF)], 400, 'This file type is not accepted.'],
      [[photo('program.jpg', EXE)], 400, 'This file type is not accepted.'],
      [
        [photo('ok.png', png(32)), photo('besar.png', Buffer.concat([png(33), Buffer.alloc(MAX_FILE_BYTES, 1)]))],
        413,
        'The file is larger than 5 MB.',
      ],
    ];
    for (const [files, status, message] of cases) {
      const res = await moveWith(id, { stage: 'checked' }, files);
      expect([files.length, res.statusCode]).toEqual([files.length, status]);
      expect(ErrorSchema.parse(res.json()).errors?.photo).toEqual([message]);
    }
    const stray = await moveWith(id, { stage: 'checked' }, [photo('x.png', png(34), 'lampiran')]);
    expect(stray.statusCode).toBe(400);
    expect(ErrorSchema.parse(stray.json()).errors?.lampiran).toHaveLength(1);
    expect(await stagesOf(id)).toBe(0);
    expect(await photosStored()).toBe(before);
  });

  it('a refused move with good photos keeps neither: an illegal stage (409), a quote without its amount (400), the wrong role', async () => {
    const { id } = await fileRequest();
    const before = await photosStored();
    const good = [photo('a.png', png(40))];
    const illegal = await moveWith(id, { stage: 'ready' }, good);
    expect(illegal.statusCode).toBe(409);
    expect(ErrorSchema.parse(illegal.json()).message).toContain('cannot move to');
    expect((await moveWith(id, { stage: 'checked' }, good)).statusCode).toBe(201);
    const noAmount = await moveWith(id, { stage: 'quote', amount: '' }, [photo('b.png', png(41))]);
    expect(noAmount.statusCode).toBe(400);
    expect(ErrorSchema.parse(noAmount.json()).errors?.amount).toHaveLength(1);
    for (const amount of ['abc', '0', '1.5', '-3']) expect((await moveWith(id, { stage: 'quote', amount }, good)).statusCode).toBe(400);
    expect((await moveWith(id, { stage: 'quote' }, good, { cookie: marketing })).statusCode).toBe(404);
    expect((await moveWith(id, { stage: 'quote' }, good, { cookie: '' })).statusCode).toBe(401);
    expect(await stagesOf(id)).toBe(1);
    expect(await photosStored()).toBe(before + 1);
    // The amount as the form's digits: the quote is taken with its photo.
    const quote = await moveWith(id, { stage: 'quote', amount: '450000' }, [photo('c.jpg', jpeg(42))]);
    expect(quote.statusCode).toBe(201);
    expect(lastStage(TicketResponseSchema.parse(quote.json()).data)).toMatchObject({ stage: 'quote', amount: 450_000 });
  });

  it('a body declared longer than four photos can be is a 413 before it is read', async () => {
    const { id } = await fileRequest();
    const never = new PassThrough();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cms/studio/inbox/${id}/stages`,
      headers: {
        ...SAME_ORIGIN,
        cookie: `${STAFF_COOKIE}=${service}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(formBodyBytes(MAX_TICKET_PHOTOS) + 1),
      },
      payload: never,
    });
    never.end();
    expect(res.statusCode).toBe(413);
    expect(await stagesOf(id)).toBe(0);
  });

  it("the stage's mail tells the customer how many photos there are, never the photos themselves", async () => {
    const { id, receipt } = await fileRequest();
    expect((await moveWith(id, { stage: 'checked' }, [photo('a.png', png(50)), photo('b.png', png(51))])).statusCode).toBe(201);
    await t.app.notify.run();
    const mail = sent.find((m) => m.subject === `Servis Anda ${receipt}: Diperiksa`);
    expect(mail?.text).toContain('Tim servis melampirkan 2 foto: lihat di halaman status.');
    expect(mail?.text).not.toContain('ticket-photo');
  });
});
