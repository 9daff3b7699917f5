import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignOverviewResponseSchema } from '@/contract/campaign';
import { LotteryPeriodResponseSchema } from '@/contract/studio/lottery';
import { auditLog, lotteryCampaigns, lotteryCodes, lotteryDraws, submissions } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/helper';
import { afterAll } from 'vitest';
import { call, staffSession } from '../test-studio';

// Marketing changes a period's title, prize and draw date (docs/decisions/325-lottery-draws.md "Periods edited"):
// the public overview shows it at once (through the read cache); a change that would contradict a drawn period
// is a 409 in the staff member's language; bad bodies are 400 and change nothing; a draw and a change at once
// leave one consistent story.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ apiCacheTtlMs: 60_000 });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
let seq = 0;
let marketing: string;
beforeAll(async () => {
  marketing = (await staffSession(t, 'marketing')).cookie;
});

async function campaignWith(drawDays: number[]) {
  const type = `P${String(++seq).padStart(2, '0')}`;
  const [campaign] = await t.db
    .insert(lotteryCampaigns)
    .values({
      type,
      title: `Undian periode ${type}`,
      starts_at: at(-60),
      ends_at: at(60),
      rupiah_per_code: 1_000_000,
      confirm_days: 7,
      address_max_length: 100,
    })
    .returning();
  const draws = await t.db
    .insert(lotteryDraws)
    .values(
      drawDays.map((d, i) => ({
        campaign_id: campaign!.id,
        period: i + 1,
        title: `Periode ${i + 1}`,
        draw_date: at(d),
        prize: `Hadiah ${i + 1}`,
        winner_count: 1,
      })),
    )
    .returning();
  return { campaign: campaign!, draws: draws.sort((a, b) => a.period - b.period) };
}
async function enter(campaignId: number, createdDays: number) {
  const id = randomUUID();
  await t.db.insert(submissions).values({
    id,
    kind: 'lottery',
    idempotency_key: randomUUID(),
    payload: { name: 'Rina Siregar', city: 'Medan', campaign_id: campaignId },
    response_status: 201,
    response_body: {},
    lang: 'id',
    client_ip_hash: 'x',
    created_at: at(createdDays),
  });
  await t.db.insert(lotteryCodes).values({ code: `Q${String(++seq).padStart(6, '0')}`, submission_id: id, campaign_id: campaignId });
}
const patch = (drawId: number, body: unknown, lang: 'id' | 'en' = 'id', cookie = marketing) =>
  call(t, `studio/lottery/draws/${drawId}`, { method: 'PATCH', cookie, body, headers: { 'accept-language': lang } });
const draw = (drawId: number) => call(t, `studio/lottery/draws/${drawId}/draw`, { method: 'POST', cookie: marketing, body: {} });
const overview = async (type: string, campaignId: number) =>
  CampaignOverviewResponseSchema.parse(
    (await t.app.inject({ url: `/api/cms/v2/campaign/overview?type=${type}&campaign_id=${campaignId}` })).json(),
  ).data.data;
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Periode Lebaran',
  title_en: 'Eid period',
  prize: 'Insta360 X5',
  prize_en: 'An Insta360 X5',
  draw_date: '2031-03-20T15:00:00+07:00',
  ...over,
});

describe('lottery periods edited in the studio', () => {
  it('changes an undrawn period’s title, prize and draw date; the public overview shows them at once; audited', async () => {
    const { campaign, draws } = await campaignWith([1000, 2000, 3000]);
    await overview(campaign.type, campaign.id); // cached before the change
    const draw_date = at(1500);
    const res = await patch(draws[1]!.id, body({ draw_date }));
    expect(res.statusCode, res.body).toBe(200);
    expect(LotteryPeriodResponseSchema.parse(res.json()).data).toMatchObject({
      period: 2,
      title: 'Periode Lebaran',
      title_en: 'Eid period',
      prize: 'Insta360 X5',
      prize_en: 'An Insta360 X5',
      draw_date,
    });
    const shown = (await overview(campaign.type, campaign.id)).find((p) => p.title === 'Periode Lebaran');
    expect(shown).toMatchObject({ prize: 'Insta360 X5' });
    expect(new Date(shown!.draw_date).toISOString()).toBe(draw_date);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.period'), eq(auditLog.entity_id, String(draws[1]!.id))));
    expect(audit!.before).toMatchObject({ title: 'Periode 2', prize: 'Hadiah 2' });
    expect(audit!.after).toMatchObject({ title: 'Periode Lebaran', prize: 'Insta360 X5' });
    // English left empty is stored as none (the page then shows the Indonesian text).
    const cleared = await patch(draws[1]!.id, body({ draw_date, title_en: '  ', prize_en: null }));
    expect(cleared.json().data).toMatchObject({ title_en: null, prize_en: null });
  });

  it('a drawn period keeps its prize and draw date (409 in ID and EN) but may be renamed', async () => {
    const { campaign, draws } = await campaignWith([-1, 30]);
    await enter(campaign.id, -3);
    expect((await draw(draws[0]!.id)).statusCode).toBe(200);
    const drawn = draws[0]!;
    const same = {
      title: drawn.title,
      title_en: null,
      prize: drawn.prize,
      prize_en: null,
      draw_date: new Date(drawn.draw_date).toISOString(),
    };
    const prize = await patch(drawn.id, { ...same, prize: 'Hadiah lain' });
    expect(prize.statusCode).toBe(409);
    expect(prize.json()).toEqual({ message: 'Periode ini sudah diundi: hadiah dan tanggal pengundiannya tidak bisa diubah lagi.' });
    const date = await patch(drawn.id, { ...same, draw_date: at(-2) }, 'en');
    expect(date.statusCode).toBe(409);
    expect(date.json()).toEqual({ message: 'This period has been drawn: its prize and draw date can no longer change.' });
    const renamed = await patch(drawn.id, { ...same, title: 'Periode pertama', title_en: 'First period' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawn.id));
    expect(row).toMatchObject({ title: 'Periode pertama', prize: drawn.prize });
    expect(new Date(row!.draw_date).getTime()).toBe(new Date(drawn.draw_date).getTime());
  });

  it('refuses a draw date past a neighbour’s, and any move while a later period is drawn', async () => {
    const { draws } = await campaignWith([10, 20, 30]);
    const p2 = draws[1]!;
    const iso = (value: string) => new Date(value).toISOString();
    // The neighbours' own dates (not strictly between), before the first, after the last.
    for (const draw_date of [iso(draws[0]!.draw_date), at(5), iso(draws[2]!.draw_date), at(40)]) {
      const res = await patch(p2.id, body({ draw_date }));
      expect(res.statusCode, draw_date).toBe(409);
      expect(res.json().message).toBe('Tanggal pengundian harus setelah periode sebelumnya dan sebelum periode berikutnya.');
    }
    expect((await patch(p2.id, body({ draw_date: at(25) }))).statusCode).toBe(200);

    // A campaign whose second period was drawn (an early draw date) while the first was not.
    const other = await campaignWith([-5, -1]);
    await enter(other.campaign.id, -3);
    expect((await draw(other.draws[1]!.id)).statusCode).toBe(200);
    const moved = await patch(other.draws[0]!.id, body({ draw_date: at(-4) }), 'en');
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/^A later period has been drawn/);
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, other.draws[0]!.id));
    expect(row!.title).toBe('Periode 1');
  });

  it('refuses malformed bodies with 400 and changes nothing; other roles 403; unknown period 404', async () => {
    const { draws } = await campaignWith([100]);
    const id = draws[0]!.id;
    const bad: unknown[] = [
      {},
      body({ title: '' }),
      body({ title: '   ' }),
      body({ title: 5 }),
      body({ prize: 'x'.repeat(501) }),
      body({ draw_date: '2031-03-20 15:00' }),
      body({ draw_date: '2031-03-20T15:00:00' }),
      body({ extra: 1 }),
      body({ title: 'a\u0000b' }),
      [],
      'text',
    ];
    for (const b of bad) {
      const res = await patch(id, b);
      expect(res.statusCode, JSON.stringify(b)).toBe(400);
    }
    const surrogate = await call(t, `studio/lottery/draws/${id}`, {
      method: 'PATCH',
      cookie: marketing,
      raw: JSON.stringify(body({ title: 'XX' })).replace('"XX"', '"A\\udc00B"'),
    });
    expect(surrogate.statusCode).toBe(400);
    const huge = await call(t, `studio/lottery/draws/${id}`, {
      method: 'PATCH',
      cookie: marketing,
      raw: JSON.stringify(body({ title: 'x'.repeat(3_000_000) })),
    });
    expect([400, 413]).toContain(huge.statusCode);
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
    expect(row).toMatchObject({ title: 'Periode 1', prize: 'Hadiah 1' });

    for (const role of ['hr', 'editor', 'service'] as const) {
      const cookie = (await staffSession(t, role)).cookie;
      expect((await patch(id, body(), 'id', cookie)).statusCode, role).toBe(403);
    }
    expect((await patch(2_000_000, body())).statusCode).toBe(404);
  });

  it('a draw and a prize change at once: either the draw keeps the old prize and the change is refused, or the change goes first', async () => {
    for (let round = 0; round < 3; round++) {
      const { campaign, draws } = await campaignWith([-1]);
      await enter(campaign.id, -3);
      const p = draws[0]!;
      const [drawn, changed] = await Promise.all([
        draw(p.id),
        patch(p.id, {
          title: p.title,
          title_en: null,
          prize: 'Hadiah baru',
          prize_en: null,
          draw_date: new Date(p.draw_date).toISOString(),
        }),
      ]);
      expect(drawn.statusCode, drawn.body).toBe(200);
      const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, p.id));
      if (changed.statusCode === 200) expect(row!.prize).toBe('Hadiah baru');
      else {
        expect(changed.statusCode).toBe(409);
        expect(row!.prize).toBe(p.prize);
      }
    }
  });
});
