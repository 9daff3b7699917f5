import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QUOTE_MAX_RUPIAH,
  ReceiptStatusResponseSchema,
  SubmissionResultSchema,
  TICKET_MOVES,
  TICKET_STAGES,
  type TicketStage,
} from '@/contract/forms';
import { NOTE_MAX, TicketResponseSchema } from '@/contract/studio/inbox';
import { brands, submissions, ticketStages } from '../db/schema';
import { listSupportProducts } from '../repositories/pickers';
import { nextIp, postForm } from '../routes/forms/test-forms';
import { call, staffSession } from '../studio/test-studio';
import { insertSubmission } from '../studio/inbox/test-inbox';
import { createTestApp, type TestApp } from '../test/helper';
import { decideQuote } from './tickets';
import type { Mail } from './transport';

// Repair tickets (docs/decisions/310-submissions-in-the-studio.md) on PGlite and PostgreSQL (TEST_DATABASE_URL):
// every stage move the service team may and may not make, the customer's quote answer exactly once, the
// status lookup's timeline, and one mail per stage that names nobody in the logs.

const sent: Mail[] = [];
const logs: string[] = [];
let t: TestApp;
let service = '';
let admin = '';
let marketing = '';
let editor = '';
let brand = '';
let product = '';

beforeAll(async () => {
  const stream = new Writable({ write: (chunk, _enc, done) => (logs.push(String(chunk)), done()) });
  t = await createTestApp({
    logger: { level: 'info', stream },
    notify: { intervalMs: 0, transport: { name: 'log', send: async (mail) => void sent.push(mail), close: () => {} } },
  });
  service = (await staffSession(t, 'service')).cookie;
  admin = (await staffSession(t, 'admin')).cookie;
  marketing = (await staffSession(t, 'marketing')).cookie;
  editor = (await staffSession(t, 'editor')).cookie;
  const [hollyland] = await t.db.select().from(brands).where(eq(brands.slug, 'hollyland'));
  brand = String(hollyland!.id);
  product = String((await listSupportProducts(t.db, hollyland!.id))![0]!.id);
}, 60_000);
afterAll(() => t?.close());

/** A support request as the form stores it; its id (the ticket) and receipt. */
async function fileRequest(email = `pelanggan.${randomUUID().slice(0, 8)}@contoh.id`, lang: 'id' | 'en' = 'id') {
  const res = await postForm(
    t,
    'v2/support/store',
    { brand, product, problem: 'Gimbal tidak mau kalibrasi.', name: 'Rudi Hartono', email, phone: '081234567890' },
    { ip: nextIp(), lang },
  );
  expect(res.statusCode).toBe(201);
  const { reference, receipt } = SubmissionResultSchema.parse(res.json()).data;
  return { id: reference, receipt: receipt!, email };
}

const move = (id: string, body: unknown, { cookie = service, lang = 'id' }: { cookie?: string; lang?: string } = {}) =>
  call(t, `studio/inbox/${id}/stages?lang=${lang}`, { method: 'POST', cookie, body });
const lookup = (receipt: string, email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/cms/v2/submission/status', headers: { 'x-forwarded-for': ip }, payload: { receipt, email } });
const answer = (fields: Record<string, string>, key: string = randomUUID(), ip = nextIp()) =>
  postForm(t, 'v2/support/quote', fields, { key, ip });

/** The stages after "received" that reach each stage by legal moves. */
const PATH: Record<TicketStage, TicketStage[]> = {
  received: [],
  checked: ['checked'],
  quote: ['checked', 'quote'],
  in_repair: ['checked', 'in_repair'],
  ready: ['checked', 'in_repair', 'ready'],
  sent_back: ['checked', 'sent_back'],
  closed: ['checked', 'sent_back', 'closed'],
  cancelled: ['cancelled'],
};
async function ticketAt(stage: TicketStage) {
  const seeded = await insertSubmission(t.db, 'support', { email: 'rak@contoh.id', name: 'Rak', brand, product, problem: 'x' });
  for (const s of PATH[stage])
    await t.db.insert(ticketStages).values({
      submission_id: seeded.id,
      stage: s,
      amount: s === 'quote' ? 100_000 : null,
      notified_at: new Date().toISOString(),
    });
  return seeded.id;
}

/** The legal moves written out (the contract's TICKET_MOVES must say the same). */
const LEGAL = new Set([
  'received→checked',
  'received→cancelled',
  'checked→quote',
  'checked→in_repair',
  'checked→sent_back',
  'checked→cancelled',
  'quote→in_repair',
  'quote→sent_back',
  'quote→cancelled',
  'in_repair→ready',
  'in_repair→sent_back',
  'in_repair→cancelled',
  'ready→closed',
  'sent_back→closed',
]);

describe('stage moves by the service team', () => {
  it('the contract lists exactly these moves', () => {
    expect(new Set(TICKET_STAGES.flatMap((from) => TICKET_MOVES[from].map((to) => `${from}→${to}`)))).toEqual(LEGAL);
  });

  it('every move from every stage: the legal ones are taken (201), every other one is a 409 naming both stages', async () => {
    const seen: string[] = [];
    for (const from of TICKET_STAGES) {
      for (const to of TICKET_STAGES) {
        const id = await ticketAt(from);
        const res = await move(id, { stage: to, ...(to === 'quote' ? { amount: 250_000 } : {}) }, { lang: 'en' });
        const legal = LEGAL.has(`${from}→${to}`) && !(from === 'quote' && to === 'in_repair'); // that one waits for the approval
        seen.push(`${from}→${to}:${res.statusCode}`);
        expect([from, to, res.statusCode], res.body).toEqual([from, to, legal ? 201 : 409]);
        const [ticket] = await t.db.select({ n: count() }).from(ticketStages).where(eq(ticketStages.submission_id, id));
        expect(ticket!.n).toBe(PATH[from].length + (legal ? 1 : 0)); // a refused move writes nothing
        if (legal) expect(TicketResponseSchema.parse(res.json()).data.stage).toBe(to);
        else expect(res.json().message).toMatch(from === 'closed' || from === 'cancelled' ? /cannot move any more/ : /cannot|approved/);
      }
    }
    expect(seen).toHaveLength(64);
  }, 120_000);

  it('nothing is "ready" without "in repair"; closed is final; in Indonesian and English', async () => {
    const id = await ticketAt('checked');
    const id409 = await move(id, { stage: 'ready' });
    expect(id409.statusCode).toBe(409);
    expect(id409.json()).toEqual({ message: 'Tiket pada tahap "Diperiksa" tidak dapat dipindah ke "Siap diambil".' });
    const en409 = await move(id, { stage: 'ready' }, { lang: 'en' });
    expect(en409.json()).toEqual({ message: 'A ticket at "Checked" cannot move to "Ready to collect".' });
    const closed = await ticketAt('closed');
    expect((await move(closed, { stage: 'cancelled' })).json()).toEqual({
      message: 'Tiket ini sudah selesai: tahapnya tidak dapat diubah lagi.',
    });
  });

  it('a quote needs its amount (400 on amount), only a quote has one; the database refuses a quote row without it', async () => {
    const id = await ticketAt('checked');
    const none = await move(id, { stage: 'quote' }, { lang: 'en' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ amount: ['A quote needs its amount.'] });
    for (const amount of [0, -5, 1.5, '100000', 2_000_000_000]) expect((await move(id, { stage: 'quote', amount })).statusCode).toBe(400);
    expect((await move(id, { stage: 'in_repair', amount: 5 })).statusCode).toBe(400);
    await expect(t.db.insert(ticketStages).values({ submission_id: id, stage: 'quote' })).rejects.toThrow();
    const ok = await move(id, { stage: 'quote', amount: 1_250_000, note: 'Ganti motor gimbal.' });
    expect(ok.statusCode).toBe(201);
    expect(TicketResponseSchema.parse(ok.json()).data).toMatchObject({ stage: 'quote', quote_open: true });
  });

  it('a quote at the largest amount is stored as sent; one rupiah more is a 400 on amount', async () => {
    const id = await ticketAt('checked');
    const over = await move(id, { stage: 'quote', amount: QUOTE_MAX_RUPIAH + 1 });
    expect(over.statusCode).toBe(400);
    expect(Object.keys(over.json().errors)).toEqual(['amount']);
    const max = await move(id, { stage: 'quote', amount: QUOTE_MAX_RUPIAH, note: 'x'.repeat(NOTE_MAX) });
    expect(max.statusCode).toBe(201);
    expect(TicketResponseSchema.parse(max.json()).data.timeline.at(-1)).toMatchObject({ amount: QUOTE_MAX_RUPIAH });
  });

  it('the quote goes on to repair only once the customer approved it', async () => {
    const { id, receipt, email } = await fileRequest();
    expect((await move(id, { stage: 'checked' })).statusCode).toBe(201);
    expect((await move(id, { stage: 'quote', amount: 300_000 })).statusCode).toBe(201);
    const early = await move(id, { stage: 'in_repair' }, { lang: 'en' });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'The customer has not approved the quote: the repair cannot start yet.',
    ]);
    expect((await answer({ receipt, email, decision: 'approve' })).statusCode).toBe(201);
    expect((await move(id, { stage: 'in_repair' })).statusCode).toBe(201);
  });

  it('a refused quote is sent back; the inbox status follows the stage (in progress, then done)', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked' });
    await move(id, { stage: 'quote', amount: 300_000 });
    expect((await answer({ receipt, email, decision: 'refuse' })).statusCode).toBe(201);
    const [mid] = await t.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    expect(mid!.status).toBe('in_progress');
    expect((await move(id, { stage: 'in_repair' })).statusCode).toBe(409);
    expect((await move(id, { stage: 'sent_back' })).statusCode).toBe(201);
    expect((await move(id, { stage: 'closed' })).statusCode).toBe(201);
    const [end] = await t.db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id));
    expect(end!.status).toBe('done');
  });

  it('two moves at once from one stage: one is taken, the other judged against it', async () => {
    const id = await ticketAt('in_repair');
    const answers = await Promise.all([move(id, { stage: 'ready' }), move(id, { stage: 'ready' }), move(id, { stage: 'sent_back' })]);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
  });

  it('only the roles that handle support requests: admin yes, marketing 404, editor 403, nobody 401; other kinds 404', async () => {
    expect((await move(await ticketAt('received'), { stage: 'checked' }, { cookie: admin })).statusCode).toBe(201);
    const id = await ticketAt('received');
    expect((await move(id, { stage: 'checked' }, { cookie: marketing })).statusCode).toBe(404);
    expect((await move(id, { stage: 'checked' }, { cookie: editor })).statusCode).toBe(403);
    expect((await call(t, `studio/inbox/${id}/stages`, { method: 'POST', body: { stage: 'checked' } })).statusCode).toBe(401);
    const career = await insertSubmission(t.db, 'career', { email: 'x@contoh.id' });
    expect((await move(career.id, { stage: 'checked' }, { cookie: admin })).statusCode).toBe(404);
    expect((await call(t, `studio/inbox/${career.id}/ticket`, { cookie: admin })).statusCode).toBe(404);
    const read = await call(t, `studio/inbox/${id}/ticket`, { cookie: service });
    expect(TicketResponseSchema.parse(read.json()).data.stage).toBe('received');
  });

  it('hostile bodies are a 4xx and write nothing: NUL, lone surrogates, wrong types, unknown keys, a huge note or body', async () => {
    const id = await ticketAt('received');
    const bodies: unknown[] = [
      { stage: 'checked', note: 'a\u0000b' },
      { stage: 'checked', note: 'a\ud800b' },
      { stage: 'checked\u0000' },
      { stage: 'ready\udc00' },
      { stage: 42 },
      { stage: ['checked'] },
      { stage: 'checked', note: { x: 1 } },
      { stage: 'checked', extra: true },
      { stage: 'checked', note: 'x'.repeat(6000) },
      null,
      'checked',
      [],
    ];
    for (const body of bodies) {
      const res = await move(id, body);
      expect([JSON.stringify(body).slice(0, 40), res.statusCode >= 400 && res.statusCode < 500]).toEqual([
        JSON.stringify(body).slice(0, 40),
        true,
      ]);
    }
    const huge = await call(t, `studio/inbox/${id}/stages`, {
      method: 'POST',
      cookie: service,
      raw: JSON.stringify({ stage: 'checked', note: 'x'.repeat(3_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect((await t.db.select({ n: count() }).from(ticketStages).where(eq(ticketStages.submission_id, id)))[0]!.n).toBe(0);
  });
});

describe("the customer's side", () => {
  it('the status lookup shows the timeline: every stage with its time, note and the quote', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked', note: 'Motor gimbal rusak.' });
    await move(id, { stage: 'quote', amount: 450_000 });
    const res = await lookup(receipt, email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const { data } = ReceiptStatusResponseSchema.parse(res.json());
    expect(data).toMatchObject({ kind: 'support', status: 'in_progress' });
    expect(data.ticket!.quote_open).toBe(true);
    expect(data.ticket!.timeline.map((s) => [s.stage, s.note, s.amount, s.decision])).toEqual([
      ['received', null, null, null],
      ['checked', 'Motor gimbal rusak.', null, null],
      ['quote', null, 450_000, null],
    ]);
    expect(data.ticket!.timeline.every((s) => !Number.isNaN(Date.parse(s.at)))).toBe(true);
  });

  it('a wrong e-mail and a wrong receipt answer alike, on the lookup and on the quote answer', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked' });
    await move(id, { stage: 'quote', amount: 1000 });
    const wrongEmail = await lookup(receipt, 'orang.lain@contoh.id');
    const wrongReceipt = await lookup('DK-00000000', email);
    expect([wrongEmail.statusCode, wrongEmail.json()]).toEqual([404, wrongReceipt.json()]);
    expect(wrongReceipt.statusCode).toBe(404);
    const a = await answer({ receipt, email: 'orang.lain@contoh.id', decision: 'approve' });
    const b = await answer({ receipt: 'DK-00000000', email, decision: 'approve' });
    expect([a.statusCode, a.json()]).toEqual([404, b.json()]);
    expect(b.statusCode).toBe(404);
    expect(Object.keys(a.json())).toEqual(['message']);
  });

  it('the quote answer shares the lookup allowance per receipt: five wrong e-mails, then even the right pair waits (429)', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked' });
    await move(id, { stage: 'quote', amount: 1000 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await answer({ receipt, email: `tebak${i}@contoh.id`, decision: 'approve' })).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404]);
    const right = await answer({ receipt, email, decision: 'approve' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(receipt, email)).statusCode).toBe(429);
    const [quote] = await t.db
      .select()
      .from(ticketStages)
      .where(and(eq(ticketStages.submission_id, id), eq(ticketStages.stage, 'quote')));
    expect(quote!.decision).toBeNull();
  });

  it('the answer arrives once: a replay gets the first answer, another body with its key a 422, another key a 409', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked' });
    await move(id, { stage: 'quote', amount: 1000 });
    const key = randomUUID();
    const first = await answer({ receipt, email, decision: 'approve' }, key);
    expect(first.statusCode).toBe(201);
    const again = await answer({ receipt, email, decision: 'approve' }, key);
    expect([again.statusCode, again.headers['idempotency-replayed'], again.json()]).toEqual([201, 'true', first.json()]);
    expect((await answer({ receipt, email, decision: 'refuse' }, key)).statusCode).toBe(422);
    const other = await answer({ receipt, email, decision: 'refuse' });
    expect(other.statusCode).toBe(409);
    const [quote] = await t.db
      .select()
      .from(ticketStages)
      .where(and(eq(ticketStages.submission_id, id), eq(ticketStages.stage, 'quote')));
    expect(quote!.decision).toBe('approved');
    expect(quote!.decision_submission_id).toBe(SubmissionResultSchema.parse(first.json()).data.reference);
  });

  it('parallel duplicates (one key twelve times, four other keys, both answers): exactly one answer is recorded', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked' });
    await move(id, { stage: 'quote', amount: 1000 });
    const before = (await t.db.select({ n: count() }).from(submissions).where(eq(submissions.kind, 'quote_decision')))[0]!.n;
    const key = randomUUID();
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () => answer({ receipt, email, decision: 'approve' }, key)),
      ...Array.from({ length: 4 }, (_, i) => answer({ receipt, email, decision: i % 2 ? 'approve' : 'refuse' })),
    ]);
    // 429: more tries of one receipt at once than its allowance (the lookup's rule); the outbox sends those again later.
    const codes = answers.map((a) => a.statusCode);
    expect(
      codes.every((c) => c === 201 || c === 409 || c === 429),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 201).length, codes.join()).toBeGreaterThanOrEqual(1);
    // What the outbox does with a 429: the same key again, later: the first answer, replayed, never a second one.
    const first = answers.find((a, i) => i < 12 && a.statusCode === 201);
    for (const [i, a] of answers.entries()) {
      if (i >= 12 || a.statusCode !== 429) continue;
      const retry = await answer({ receipt, email, decision: 'approve' }, key);
      if (first) expect([retry.statusCode, retry.json()]).toEqual([201, first.json()]);
      else expect([201, 409]).toContain(retry.statusCode);
    }
    const after = (await t.db.select({ n: count() }).from(submissions).where(eq(submissions.kind, 'quote_decision')))[0]!.n;
    expect(after - before).toBe(1);
    const [quote] = await t.db
      .select()
      .from(ticketStages)
      .where(and(eq(ticketStages.submission_id, id), eq(ticketStages.stage, 'quote')));
    expect(quote!.decision).not.toBeNull();
    const winners = answers.filter((a) => a.statusCode === 201).map((a) => SubmissionResultSchema.parse(a.json()).data.reference);
    expect(new Set(winners)).toEqual(new Set([quote!.decision_submission_id]));
  });

  it('the store hook itself records one answer however many transactions try (what a race past the pre-check meets)', async () => {
    const { id } = await fileRequest();
    await move(id, { stage: 'checked' });
    await move(id, { stage: 'quote', amount: 1000 });
    const deciders = await Promise.all(
      Array.from({ length: 3 }, () => insertSubmission(t.db, 'quote_decision', { decision: 'approve' }).then((s) => s.id)),
    );
    const results = await Promise.all(
      deciders.map((decider, i) => t.db.transaction((tx) => decideQuote(tx, id, i === 1 ? 'refused' : 'approved', decider))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const [quote] = await t.db
      .select()
      .from(ticketStages)
      .where(and(eq(ticketStages.submission_id, id), eq(ticketStages.stage, 'quote')));
    expect(quote!.decision_submission_id).toBe(deciders[results.indexOf(true)]);
    expect(await t.db.transaction((tx) => decideQuote(tx, id, 'refused', deciders[0]!))).toBe(false);
  });

  it('a ticket without an open quote: 409 (nothing to answer), nothing stored', async () => {
    const { id, receipt, email } = await fileRequest();
    await move(id, { stage: 'checked' });
    const res = await answer({ receipt, email, decision: 'approve' });
    expect([res.statusCode, res.json()]).toEqual([
      409,
      { message: 'Tidak ada biaya servis yang menunggu jawaban Anda: biaya ini sudah dijawab atau servis sudah berlanjut.' },
    ]);
  });
});

describe("the customer's mails", () => {
  it('each stage mails the customer once, in their language, with the note and amount; the logs name nobody', async () => {
    const { id, receipt, email } = await fileRequest(`mail.${randomUUID().slice(0, 6)}@contoh.id`, 'en');
    await t.app.notify.run();
    sent.length = 0;
    logs.length = 0;
    await move(id, { stage: 'checked', note: 'Rahasia catatan servis' });
    await move(id, { stage: 'quote', amount: 450_000 });
    await t.app.notify.run();
    await t.app.notify.run(); // a second sweep sends nothing again
    const mine = sent.filter((m) => m.template === 'ticket_stage');
    expect(mine.map((m) => [m.to, m.subject])).toEqual([
      [email, `Your repair ${receipt}: Checked`],
      [email, `Your repair ${receipt}: Quote awaiting approval`],
    ]);
    expect(mine[0]!.text).toContain('Note from our service team: Rahasia catatan servis');
    expect(mine[1]!.text).toContain('Repair cost: Rp 450.000');
    expect(mine[1]!.text).toContain(`/cek-status?ref=${receipt}`);
    const logged = logs.join('\n');
    for (const secret of [email, receipt, 'Rahasia', 'Rudi']) expect(logged).not.toContain(secret);
    const [pending] = await t.db.select({ n: count() }).from(ticketStages).where(eq(ticketStages.submission_id, id));
    expect(pending!.n).toBe(2);
  });
});
