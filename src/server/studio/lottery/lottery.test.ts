import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignOverviewResponseSchema } from '@/contract/campaign';
import { LotteryCampaignResponseSchema, LotteryPeriodResponseSchema, LotteryVerifyResponseSchema } from '@/contract/studio/lottery';
import type { StaffRole } from '@/contract/collections/fields';
import { auditLog, lotteryCampaigns, lotteryCodes, lotteryDraws, lotteryWinners, submissions } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { drawCodes, newSeed, poolDigest, sortedPool } from './prng';

// The lottery run on the server (docs/decisions/325, 326): reproducible draws from the recorded seed,
// only the period's valid codes, never a code twice, the confirmation deadline, the redraw of a failed
// prize in the next period, the public winners list, roles, and two draws of one period at once.

const t = useTestApp();
const DAY = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

let marketing: string;
let admin: string;
const others: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  marketing = (await staffSession(t, 'marketing')).cookie;
  admin = (await staffSession(t, 'admin')).cookie;
  for (const role of ['hr', 'editor', 'service'] as const) others[role] = (await staffSession(t, role)).cookie;
});

let campaignSeq = 0;
/** A campaign of its own (type Tnn) with periods at the given draw dates (days from now). */
async function makeCampaign(drawDays: number[], winnerCount = 2, confirmDays = 7) {
  const type = `T${String(++campaignSeq).padStart(2, '0')}`;
  const [campaign] = await t.db
    .insert(lotteryCampaigns)
    .values({
      type,
      title: `Undian uji ${type}`,
      starts_at: at(-60),
      ends_at: at(60),
      rupiah_per_code: 1_000_000,
      confirm_days: confirmDays,
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
        winner_count: winnerCount,
      })),
    )
    .returning();
  return { campaign: campaign!, draws: draws.sort((a, b) => a.period - b.period) };
}

let codeSeq = 0;
/** An entry of `campaignId` received `createdDays` from now, with `n` codes; returns its codes. */
async function enter(campaignId: number, createdDays: number, n: number, extra: { spam?: boolean; name?: string; city?: string } = {}) {
  const id = randomUUID();
  await t.db.insert(submissions).values({
    id,
    kind: 'lottery',
    idempotency_key: randomUUID(),
    payload: { name: extra.name ?? 'Rina Siregar', city: extra.city ?? 'Medan', campaign_id: campaignId },
    response_status: 201,
    response_body: {},
    lang: 'id',
    client_ip_hash: 'x',
    created_at: at(createdDays),
    status: extra.spam ? 'spam' : 'new',
  });
  const codes = Array.from({ length: n }, () => `U${String(++codeSeq).padStart(5, '0')}`);
  await t.db.insert(lotteryCodes).values(codes.map((code) => ({ code, submission_id: id, campaign_id: campaignId })));
  return codes;
}

const draw = (drawId: number, cookie = marketing) => call(t, `studio/lottery/draws/${drawId}/draw`, { method: 'POST', cookie, body: {} });
const decide = (winnerId: number, status: 'confirmed' | 'failed', cookie = marketing) =>
  call(t, `studio/lottery/winners/${winnerId}`, { method: 'PATCH', cookie, body: { status } });

describe('the draw', () => {
  it('draws only valid codes of the period, never one twice, and is redone from its recorded seed', async () => {
    const { campaign, draws } = await makeCampaign([-10, -1], 3);
    const period1 = [
      ...(await enter(campaign.id, -20, 2)),
      ...(await enter(campaign.id, -15, 2, { name: 'Budi  Santoso', city: 'Bandung' })),
    ];
    await enter(campaign.id, -12, 3, { spam: true }); // marked spam in the inbox: not valid
    const period2 = await enter(campaign.id, -5, 4); // after period 1's draw date: period 2's
    const other = await makeCampaign([-10]);
    await enter(other.campaign.id, -20, 3); // another campaign's codes

    const res = await draw(draws[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    const period = LotteryPeriodResponseSchema.parse(res.json()).data;
    expect(period.drawn).toBe(true);
    expect(period.winners).toHaveLength(3);
    const codes = period.winners.map((w) => w.code);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(period1).toContain(code);
    expect(period.pool_size).toBe(4);
    expect(period.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(period.drawn_by?.name).toBe('Staf marketing');
    expect(period.winners.every((w) => w.status === 'pending')).toBe(true);
    expect(period.winners.map((w) => w.masked_name).sort()[0]).toMatch(/^(Bu\*\* Sa\*{5}|Ri\*\* Si\*{5})$/);

    // The recorded seed and the period's pool give the same winners in the same order.
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draws[0]!.id));
    expect(row!.seed).toBe(period.seed);
    expect(drawCodes(row!.seed!, period1, 3)).toEqual(codes);
    expect(poolDigest(sortedPool(period1))).toBe(row!.pool_sha256);
    const verify = LotteryVerifyResponseSchema.parse(
      (await call(t, `studio/lottery/draws/${draws[0]!.id}/verify`, { cookie: marketing })).json(),
    ).data;
    expect(verify).toEqual({ matches: true, pool_matches: true, recorded: codes, recomputed: codes });

    // The whole pool when there are fewer codes than prizes: period 2 has 4 codes and 3 prizes → 3 of them.
    const second = LotteryPeriodResponseSchema.parse((await draw(draws[1]!.id)).json()).data;
    for (const w of second.winners) expect(period2).toContain(w.code);

    // Drawn once: a second draw of a period is refused and changes nothing.
    const again = await draw(draws[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/sudah diundi/);
    expect(await t.db.select().from(lotteryWinners).where(eq(lotteryWinners.draw_id, draws[0]!.id))).toHaveLength(3);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lottery.draw'), eq(auditLog.entity_id, String(draws[0]!.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ seed: period.seed, codes });
  });

  it('the PRNG is a pure function of seed and pool, spread over the whole pool', () => {
    const seed = newSeed();
    const pool = Array.from({ length: 50 }, (_, i) => `C${i}`);
    expect(drawCodes(seed, [...pool].reverse(), 10)).toEqual(drawCodes(seed, pool, 10));
    expect(drawCodes(newSeed(), pool, 50).sort()).toEqual(sortedPool(pool));
    const hits = new Map<string, number>();
    for (let i = 0; i < 2000; i++) for (const c of drawCodes(newSeed(), ['a', 'b', 'c', 'd'], 1)) hits.set(c, (hits.get(c) ?? 0) + 1);
    for (const c of ['a', 'b', 'c', 'd']) expect(hits.get(c)).toBeGreaterThan(380); // ~500 each
    expect(() => drawCodes('not-hex', pool, 1)).toThrow();
  });

  it('refuses a period whose draw date has not come, and a period without valid codes', async () => {
    const { campaign, draws } = await makeCampaign([3, -1]);
    await enter(campaign.id, -2, 2);
    const early = await draw(draws[0]!.id);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toMatch(/belum tiba/);
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draws[0]!.id));
    expect(row!.drawn_at).toBeNull();
    const empty = await makeCampaign([-1]);
    const none = await draw(empty.draws[0]!.id, admin);
    expect(none.statusCode).toBe(409);
    expect(
      (await call(t, `studio/lottery/draws/${empty.draws[0]!.id}/draw?lang=en`, { method: 'POST', cookie: admin, body: {} })).json<{
        message: string;
      }>().message,
    ).toMatch(/no valid lottery codes/);
    expect((await draw(999_999)).statusCode).toBe(404);
  });

  it('two draws of one period at once: one draws, the other is refused', async () => {
    const { campaign, draws } = await makeCampaign([-1], 2);
    await enter(campaign.id, -3, 6);
    const results = await Promise.all([draw(draws[0]!.id), draw(draws[0]!.id, admin), draw(draws[0]!.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.db.select().from(lotteryWinners).where(eq(lotteryWinners.draw_id, draws[0]!.id))).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lottery.draw'), eq(auditLog.entity_id, String(draws[0]!.id)))),
    ).toHaveLength(1);
  });
});

describe('confirmation and redraw', () => {
  it('confirms within the window; past the deadline the winner fails and the prize is redrawn in the next period', async () => {
    const { campaign, draws } = await makeCampaign([-20, -1], 2, 7);
    await enter(campaign.id, -30, 4);
    const period2Codes = await enter(campaign.id, -10, 5);
    const first = LotteryPeriodResponseSchema.parse((await draw(draws[0]!.id)).json()).data;
    const [a, b] = first.winners;
    // The deadline is the draw + confirm_days.
    expect(Date.parse(a!.confirm_by) - Date.parse(first.drawn_at!)).toBe(7 * DAY);

    const confirmed = await decide(a!.id, 'confirmed');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(LotteryPeriodResponseSchema.parse(confirmed.json()).data.winners.find((w) => w.id === a!.id)).toMatchObject({
      status: 'confirmed',
      decided_by: { name: 'Staf marketing' },
    });
    expect((await decide(a!.id, 'failed')).statusCode).toBe(409); // decided already

    // b's 7 days pass without a confirmation: a late confirmation is refused and b has failed.
    await t.db
      .update(lotteryWinners)
      .set({ confirm_by: at(-0.01) })
      .where(eq(lotteryWinners.id, b!.id));
    const late = await decide(b!.id, 'confirmed');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/Batas konfirmasi sudah lewat/);
    const [failed] = await t.db.select().from(lotteryWinners).where(eq(lotteryWinners.id, b!.id));
    expect(failed!.status).toBe('failed');

    // The public list: a confirmed, b redrawn.
    const overview = async () =>
      CampaignOverviewResponseSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/cms/v2/campaign/overview?type=${campaign.type}&campaign_id=${campaign.id}` })
        ).json(),
      ).data.data;
    expect((await overview())[0]!.winners.map((w) => [w.winner_code, w.status])).toEqual([
      [a!.code, 'confirmed'],
      [b!.code, 'redrawn'],
    ]);

    // Period 2 draws its own 2 prizes plus b's prize: 3 winners, the last one redraws b.
    const before = LotteryCampaignResponseSchema.parse(
      (await call(t, `studio/lottery/campaigns/${campaign.id}`, { cookie: marketing })).json(),
    ).data;
    expect(before.periods[1]).toMatchObject({ drawn: false, pending_redraws: 1, eligible_codes: 5 });
    const second = LotteryPeriodResponseSchema.parse((await draw(draws[1]!.id)).json()).data;
    expect(second.winners).toHaveLength(3);
    for (const w of second.winners) expect(period2Codes).toContain(w.code);
    expect(second.winners.filter((w) => w.redraw_of !== null)).toEqual([
      expect.objectContaining({ redraw_of: { id: b!.id, code: b!.code, period: 1 } }),
    ]);
    const after = LotteryCampaignResponseSchema.parse(
      (await call(t, `studio/lottery/campaigns/${campaign.id}`, { cookie: admin })).json(),
    ).data;
    expect(after.periods[0]!.winners.find((w) => w.id === b!.id)?.redrawn_in_period).toBe(2);
    expect(after.campaign).toMatchObject({ id: campaign.id, is_open: true, confirm_days: 7, codes: 9, periods: 2 });
  });

  it('a winner past the deadline fails when the studio reads the campaign, without anyone deciding', async () => {
    const { campaign, draws } = await makeCampaign([-9], 1, 7);
    await enter(campaign.id, -10, 1);
    const period = LotteryPeriodResponseSchema.parse((await draw(draws[0]!.id)).json()).data;
    await t.db
      .update(lotteryWinners)
      .set({ confirm_by: at(-1) })
      .where(eq(lotteryWinners.id, period.winners[0]!.id));
    const read = LotteryCampaignResponseSchema.parse(
      (await call(t, `studio/lottery/campaigns/${campaign.id}`, { cookie: marketing })).json(),
    ).data;
    expect(read.periods[0]!.winners[0]).toMatchObject({ status: 'failed', decided_by: null });
    expect((await decide(period.winners[0]!.id, 'confirmed')).statusCode).toBe(409);
  });
});

describe('the winners page (v2/campaign/overview)', () => {
  it('shows no winners ("Winner will be drawn soon") until the draw, then the codes — also through the read cache', async () => {
    const { campaign, draws } = await makeCampaign([-1], 2);
    await enter(campaign.id, -2, 3);
    const url = `/api/cms/v2/campaign/overview?type=${campaign.type}&campaign_id=${campaign.id}`;
    const read = async () => CampaignOverviewResponseSchema.parse((await t.app.inject({ method: 'GET', url })).json()).data.data[0]!;
    const before = await read();
    expect(before).toMatchObject({ is_drawn: false, winners: [] });
    expect(await read()).toEqual(before); // now cached
    const period = LotteryPeriodResponseSchema.parse((await draw(draws[0]!.id)).json()).data;
    const after = await read();
    expect(after.is_drawn).toBe(true);
    expect(after.winners.map((w) => w.winner_code)).toEqual(period.winners.map((w) => w.code));
    expect(after.winners.every((w) => w.status === 'pending' && w.masked_name === 'Ri** Si*****' && w.city === 'Medan')).toBe(true);
  });

  it('keeps the seeded 2022 winners of campaign 1 as they were', async () => {
    const body = CampaignOverviewResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/cms/v2/campaign/overview?type=A01&campaign_id=1' })).json(),
    );
    expect(body.data.data.length).toBeGreaterThan(0);
    expect(body.data.data.every((d) => d.winners.every((w) => w.status !== 'pending'))).toBe(true);
  });
});

describe('roles', () => {
  it('marketing and admin only: hr, editor and service get 403, no session 401, nothing drawn', async () => {
    const { campaign, draws } = await makeCampaign([-1]);
    await enter(campaign.id, -2, 2);
    const urls: [string, 'GET' | 'POST' | 'PATCH', unknown?][] = [
      ['studio/lottery/campaigns', 'GET'],
      [`studio/lottery/campaigns/${campaign.id}`, 'GET'],
      [`studio/lottery/draws/${draws[0]!.id}/draw`, 'POST', {}],
      [`studio/lottery/draws/${draws[0]!.id}/verify`, 'GET'],
      ['studio/lottery/winners/1', 'PATCH', { status: 'confirmed' }],
    ];
    for (const [url, method, body] of urls) {
      for (const role of ['hr', 'editor', 'service'] as const) {
        const res = await call(t, url, { method, cookie: others[role], body });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await call(t, url, { method, body })).statusCode, `anonymous ${url}`).toBe(401);
    }
    const [row] = await t.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, draws[0]!.id));
    expect(row!.drawn_at).toBeNull();
    expect((await call(t, 'studio/lottery/campaigns', { cookie: marketing })).statusCode).toBe(200);
    expect((await call(t, `studio/lottery/campaigns/${campaign.id}`, { cookie: admin })).statusCode).toBe(200);
  });

  it('refuses bad ids and bodies with 400, a cross-site draw with 403', async () => {
    expect((await call(t, 'studio/lottery/campaigns/abc', { cookie: marketing })).statusCode).toBe(400);
    expect((await call(t, 'studio/lottery/campaigns/99999999999', { cookie: marketing })).statusCode).toBe(400);
    expect((await call(t, 'studio/lottery/campaigns/424242', { cookie: marketing })).statusCode).toBe(404);
    for (const body of [{ status: 'pending' }, { status: 'confirmed', extra: 1 }, {}, { status: '\u0000' }]) {
      expect((await call(t, 'studio/lottery/winners/1', { method: 'PATCH', cookie: marketing, body })).statusCode).toBe(400);
    }
    expect((await call(t, 'studio/lottery/draws/1/draw', { method: 'POST', cookie: marketing, body: { seed: 'mine' } })).statusCode).toBe(
      400,
    );
    const crossSite = await call(t, 'studio/lottery/draws/1/draw', {
      method: 'POST',
      cookie: marketing,
      body: {},
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
