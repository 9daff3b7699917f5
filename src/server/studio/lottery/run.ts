import { and, asc, count, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { LotteryCampaignAdmin, LotteryPeriod, LotteryWinnerAdmin } from '@/contract/studio/lottery';
import {
  lotteryCampaigns,
  lotteryCodes,
  lotteryDraws,
  lotteryWinners,
  staffUsers,
  submissions,
  type LotteryWinnerRow,
} from '@/server/db/schema';
import type { Executor } from '../audit';
import { recordAudit } from '../audit';
import { bumpContentVersion } from '../content';
import type { LotteryMessage } from './messages';
import { drawCodes, newSeed, poolDigest, sortedPool } from './prng';

// The lottery run (docs/decisions/325-lottery-draws.md).
// A period's pool: the codes of the campaign whose entry arrived after the previous period's draw date and
// up to this period's draw date, not marked spam in the inbox, and not a winner already. The draw claims
// its row with one conditional UPDATE (a parallel draw of the same period finds it taken), picks from the
// pool with a new recorded seed, gives each winner confirm_days to confirm, redraws the prizes of failed
// winners of earlier periods on top of the period's own, and publishes the codes to lottery_draws.winners
// (what v2/campaign/overview answers) — all in one transaction with its audit entry.

export class LotteryError extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly key: LotteryMessage,
  ) {
    super(key);
    this.name = 'LotteryError';
  }
}

const DAY_MS = 86_400_000;
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** "Rina Siregar" → "Ri** Si*****": the first two letters of each name, as the seeded winners. */
export const maskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => {
      const chars = Array.from(part);
      return chars.slice(0, 2).join('') + '*'.repeat(Math.max(chars.length - 2, 1));
    })
    .join(' ') || '***';

type DrawRow = typeof lotteryDraws.$inferSelect;

/** The previous period's draw date (the lower bound of this period's entries), or null for the first. */
async function previousDrawDate(tx: Executor, draw: DrawRow): Promise<string | null> {
  const [prev] = await tx
    .select({ draw_date: lotteryDraws.draw_date })
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.campaign_id, draw.campaign_id), lt(lotteryDraws.period, draw.period)))
    .orderBy(sql`${lotteryDraws.period} desc`)
    .limit(1);
  return prev?.draw_date ?? null;
}

/** The valid codes of a period (unsorted): entered in its window, not spam, not won in another period. */
export async function periodPool(tx: Executor, draw: DrawRow): Promise<string[]> {
  const from = await previousDrawDate(tx, draw);
  const rows = await tx
    .select({ code: lotteryCodes.code })
    .from(lotteryCodes)
    .innerJoin(submissions, eq(submissions.id, lotteryCodes.submission_id))
    .where(
      and(
        eq(lotteryCodes.campaign_id, draw.campaign_id),
        from === null ? undefined : gt(submissions.created_at, from),
        lte(submissions.created_at, draw.draw_date),
        ne(submissions.status, 'spam'),
        sql`not exists (select 1 from ${lotteryWinners} w where w.campaign_id = ${draw.campaign_id} and w.code = ${lotteryCodes.code} and w.draw_id <> ${draw.id})`,
      ),
    );
  return rows.map((r) => r.code);
}

/** Winners pending past their deadline become failed (decided at the deadline, by nobody); the draws touched are republished. */
export async function expireLapsedWinners(tx: Executor, now: Date, campaignId?: number): Promise<number> {
  const lapsed = await tx
    .update(lotteryWinners)
    .set({ status: 'failed', decided_at: sql`${lotteryWinners.confirm_by}`, decided_by: null })
    .where(
      and(
        eq(lotteryWinners.status, 'pending'),
        lt(lotteryWinners.confirm_by, now.toISOString()),
        campaignId === undefined ? undefined : eq(lotteryWinners.campaign_id, campaignId),
      ),
    )
    .returning({ id: lotteryWinners.id, draw_id: lotteryWinners.draw_id, code: lotteryWinners.code });
  if (lapsed.length === 0) return 0;
  for (const drawId of new Set(lapsed.map((w) => w.draw_id))) await publishWinners(tx, drawId);
  await recordAudit(tx, {
    staffId: null,
    action: 'lottery.expire',
    collection: 'lottery',
    after: { winners: lapsed.map((w) => w.id), codes: lapsed.map((w) => w.code) },
  });
  await bumpContentVersion(tx);
  return lapsed.length;
}

const PUBLIC_STATUS = { pending: 'pending', confirmed: 'confirmed', failed: 'redrawn' } as const;

/** Writes the draw's winners, in pick order, into the public lottery_draws.winners. */
async function publishWinners(tx: Executor, drawId: number): Promise<void> {
  const rows = await tx.select().from(lotteryWinners).where(eq(lotteryWinners.draw_id, drawId)).orderBy(asc(lotteryWinners.pick));
  const published: LotteryWinnerRow[] = rows.map((w) => ({
    winner_code: w.code,
    masked_name: w.masked_name,
    city: w.city,
    status: PUBLIC_STATUS[w.status],
  }));
  await tx.update(lotteryDraws).set({ winners: published }).where(eq(lotteryDraws.id, drawId));
}

/** Failed winners of the campaign's earlier periods whose prize was not given again yet, oldest first. */
async function pendingRedraws(tx: Executor, draw: DrawRow) {
  const redrawn = tx
    .select({ id: lotteryWinners.redraw_of })
    .from(lotteryWinners)
    .where(sql`${lotteryWinners.redraw_of} is not null`);
  return tx
    .select({ id: lotteryWinners.id, code: lotteryWinners.code, period: lotteryDraws.period })
    .from(lotteryWinners)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryWinners.draw_id))
    .where(
      and(
        eq(lotteryWinners.campaign_id, draw.campaign_id),
        eq(lotteryWinners.status, 'failed'),
        lt(lotteryDraws.period, draw.period),
        sql`${lotteryWinners.id} not in ${redrawn}`,
      ),
    )
    .orderBy(asc(lotteryDraws.period), asc(lotteryWinners.pick));
}

export type DrawOutcome = { drawId: number; campaignId: number; seed: string; codes: string[] };

/**
 * Draws period `drawId` now. One transaction: claim (409 when drawn already, by anyone, also in parallel),
 * too early (409), the pool, the picks from a new seed, the winners, the public list, the audit entry.
 */
export async function runDraw(
  tx: Executor,
  drawId: number,
  staffId: number,
  now: Date,
  requestId?: string,
  seed = newSeed(),
): Promise<DrawOutcome> {
  const [claimed] = await tx
    .update(lotteryDraws)
    .set({ drawn_at: now.toISOString(), drawn_by: staffId, seed })
    .where(and(eq(lotteryDraws.id, drawId), isNull(lotteryDraws.drawn_at), sql`jsonb_array_length(${lotteryDraws.winners}) = 0`))
    .returning();
  if (!claimed) {
    const [exists] = await tx.select({ id: lotteryDraws.id }).from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
    throw new LotteryError(exists ? 409 : 404, exists ? 'already_drawn' : 'not_found');
  }
  if (Date.parse(claimed.draw_date) > now.getTime()) throw new LotteryError(409, 'too_early');
  const [campaign] = await tx.select().from(lotteryCampaigns).where(eq(lotteryCampaigns.id, claimed.campaign_id));
  if (!campaign) throw new LotteryError(404, 'not_found');

  await expireLapsedWinners(tx, now, campaign.id);
  const redraws = await pendingRedraws(tx, claimed);
  const pool = sortedPool(await periodPool(tx, claimed));
  const slots = claimed.winner_count + redraws.length;
  const codes = drawCodes(seed, pool, slots);
  if (codes.length === 0) throw new LotteryError(409, 'no_codes');

  const owners = await tx
    .select({ code: lotteryCodes.code, submission_id: lotteryCodes.submission_id, payload: submissions.payload })
    .from(lotteryCodes)
    .innerJoin(submissions, eq(submissions.id, lotteryCodes.submission_id))
    .where(inArray(lotteryCodes.code, codes));
  const ownerOf = new Map(owners.map((o) => [o.code, o]));
  const confirmBy = new Date(now.getTime() + campaign.confirm_days * DAY_MS).toISOString();
  await tx.insert(lotteryWinners).values(
    codes.map((code, pick) => {
      const owner = ownerOf.get(code);
      const payload = (owner?.payload ?? {}) as { name?: unknown; city?: unknown };
      return {
        draw_id: claimed.id,
        campaign_id: campaign.id,
        code,
        submission_id: owner?.submission_id ?? null,
        masked_name: maskName(typeof payload.name === 'string' ? payload.name : ''),
        city: typeof payload.city === 'string' ? payload.city.trim().slice(0, 100) : '',
        confirm_by: confirmBy,
        // The period's own prizes first, then the earlier periods' failed prizes in their order.
        redraw_of: pick >= claimed.winner_count ? (redraws[pick - claimed.winner_count]?.id ?? null) : null,
        pick,
      };
    }),
  );
  const digest = poolDigest(pool);
  await tx.update(lotteryDraws).set({ pool_size: pool.length, pool_sha256: digest }).where(eq(lotteryDraws.id, claimed.id));
  await publishWinners(tx, claimed.id);
  await recordAudit(tx, {
    staffId,
    action: 'lottery.draw',
    collection: 'lottery',
    entityId: claimed.id,
    after: {
      campaign_id: campaign.id,
      period: claimed.period,
      seed,
      pool_size: pool.length,
      pool_sha256: digest,
      codes,
      redraw_of: redraws.slice(0, Math.max(codes.length - claimed.winner_count, 0)).map((r) => r.id),
    },
    requestId: requestId ?? null,
  });
  await bumpContentVersion(tx);
  return { drawId: claimed.id, campaignId: campaign.id, seed, codes };
}

/**
 * Staff decide a pending winner. Past its deadline the winner has failed already: the expiry is stored and
 * `lapsed` is answered (a confirmation is then refused by the caller, after this transaction commits).
 */
export async function decideWinner(
  tx: Executor,
  winnerId: number,
  status: 'confirmed' | 'failed',
  staffId: number,
  now: Date,
  requestId?: string,
): Promise<{ drawId: number; campaignId: number; lapsed: boolean }> {
  const [winner] = await tx.select().from(lotteryWinners).where(eq(lotteryWinners.id, winnerId)).for('update');
  if (!winner) throw new LotteryError(404, 'not_found');
  const result = { drawId: winner.draw_id, campaignId: winner.campaign_id, lapsed: false };
  if (winner.status !== 'pending') throw new LotteryError(409, 'not_pending');
  if (Date.parse(winner.confirm_by) < now.getTime()) {
    await expireLapsedWinners(tx, now, winner.campaign_id);
    return { ...result, lapsed: true };
  }
  await tx
    .update(lotteryWinners)
    .set({ status, decided_at: now.toISOString(), decided_by: staffId })
    .where(eq(lotteryWinners.id, winnerId));
  await publishWinners(tx, winner.draw_id);
  await recordAudit(tx, {
    staffId,
    action: `lottery.${status === 'confirmed' ? 'confirm' : 'fail'}`,
    collection: 'lottery',
    entityId: winner.id,
    before: { status: winner.status },
    after: { status, code: winner.code, draw_id: winner.draw_id },
    requestId: requestId ?? null,
  });
  await bumpContentVersion(tx);
  return result;
}

/** The draw redone from its recorded seed over the pool as it is now. */
export async function verifyDraw(tx: Executor, drawId: number) {
  const [draw] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (!draw) throw new LotteryError(404, 'not_found');
  if (!draw.seed || draw.drawn_at === null) throw new LotteryError(409, 'not_drawn');
  const pool = sortedPool(await periodPool(tx, draw));
  const recorded = (
    await tx
      .select({ code: lotteryWinners.code })
      .from(lotteryWinners)
      .where(eq(lotteryWinners.draw_id, draw.id))
      .orderBy(asc(lotteryWinners.pick))
  ).map((r) => r.code);
  const recomputed = drawCodes(draw.seed, pool, recorded.length);
  return {
    matches: recorded.length === recomputed.length && recorded.every((code, i) => code === recomputed[i]),
    pool_matches: poolDigest(pool) === draw.pool_sha256,
    recorded,
    recomputed,
  };
}

// ---------------------------------------------------------------- reads for the studio page

const isOpen = (c: { starts_at: string; ends_at: string }, now: Date) =>
  Date.parse(c.starts_at) <= now.getTime() && now.getTime() <= Date.parse(c.ends_at);

export async function listCampaigns(tx: Executor, now: Date): Promise<LotteryCampaignAdmin[]> {
  const rows = await tx.select().from(lotteryCampaigns).orderBy(asc(lotteryCampaigns.id));
  const codes = await tx.select({ campaign_id: lotteryCodes.campaign_id, n: count() }).from(lotteryCodes).groupBy(lotteryCodes.campaign_id);
  const periods = await tx
    .select({ campaign_id: lotteryDraws.campaign_id, n: count() })
    .from(lotteryDraws)
    .groupBy(lotteryDraws.campaign_id);
  const codeCount = new Map(codes.map((c) => [c.campaign_id, Number(c.n)]));
  const periodCount = new Map(periods.map((p) => [p.campaign_id, Number(p.n)]));
  return rows.map((c) => ({
    id: c.id,
    type: c.type,
    title: c.title,
    starts_at: iso(c.starts_at)!,
    ends_at: iso(c.ends_at)!,
    is_open: isOpen(c, now),
    confirm_days: c.confirm_days,
    codes: codeCount.get(c.id) ?? 0,
    periods: periodCount.get(c.id) ?? 0,
  }));
}

async function staffNames(tx: Executor, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await tx.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The campaign's periods as the studio shows them (only `onlyDrawId` when given). */
export async function readPeriods(tx: Executor, campaignId: number, onlyDrawId?: number): Promise<LotteryPeriod[]> {
  const draws = await tx
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.campaign_id, campaignId), onlyDrawId === undefined ? undefined : eq(lotteryDraws.id, onlyDrawId)))
    .orderBy(asc(lotteryDraws.period));
  if (draws.length === 0) return [];
  const winners = await tx
    .select()
    .from(lotteryWinners)
    .where(eq(lotteryWinners.campaign_id, campaignId))
    .orderBy(asc(lotteryWinners.pick));
  const allDraws = onlyDrawId === undefined ? draws : await tx.select().from(lotteryDraws).where(eq(lotteryDraws.campaign_id, campaignId));
  const periodOfDraw = new Map(allDraws.map((d) => [d.id, d.period]));
  const byId = new Map(winners.map((w) => [w.id, w]));
  const redrawnIn = new Map(winners.filter((w) => w.redraw_of !== null).map((w) => [w.redraw_of!, periodOfDraw.get(w.draw_id) ?? null]));
  const names = await staffNames(tx, [...draws.map((d) => d.drawn_by), ...winners.map((w) => w.decided_by)]);
  const ref = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  const out: LotteryPeriod[] = [];
  for (const draw of draws) {
    const drawn = draw.drawn_at !== null || draw.winners.length > 0;
    const own: LotteryWinnerAdmin[] = winners
      .filter((w) => w.draw_id === draw.id)
      .map((w) => {
        const original = w.redraw_of === null ? undefined : byId.get(w.redraw_of);
        return {
          id: w.id,
          code: w.code,
          masked_name: w.masked_name,
          city: w.city,
          status: w.status,
          confirm_by: iso(w.confirm_by)!,
          decided_at: iso(w.decided_at),
          decided_by: ref(w.decided_by),
          submission_id: w.submission_id,
          redraw_of: original ? { id: original.id, code: original.code, period: periodOfDraw.get(original.draw_id) ?? 0 } : null,
          redrawn_in_period: redrawnIn.get(w.id) ?? null,
          pick: w.pick,
        };
      });
    out.push({
      id: draw.id,
      period: draw.period,
      title: draw.title,
      title_en: draw.title_en,
      draw_date: iso(draw.draw_date)!,
      prize: draw.prize,
      prize_en: draw.prize_en,
      winner_count: draw.winner_count,
      eligible_codes: drawn ? (draw.pool_size ?? 0) : (await periodPool(tx, draw)).length,
      pending_redraws: drawn ? own.filter((w) => w.redraw_of !== null).length : (await pendingRedraws(tx, draw)).length,
      drawn,
      drawn_at: iso(draw.drawn_at),
      drawn_by: ref(draw.drawn_by),
      seed: draw.seed,
      pool_size: draw.pool_size,
      pool_sha256: draw.pool_sha256,
      winners: own,
    });
  }
  return out;
}

export async function readCampaign(tx: Executor, campaignId: number, now: Date) {
  const campaign = (await listCampaigns(tx, now)).find((c) => c.id === campaignId);
  if (!campaign) throw new LotteryError(404, 'not_found');
  return { campaign, periods: await readPeriods(tx, campaignId) };
}

/**
 * A period's title, prize and draw date changed by marketing (docs/decisions/325-lottery-draws.md "Periods edited"),
 * with every period of the campaign locked first, so a draw of any of them waits for it or goes before it: a drawn
 * period keeps its prize and draw date; a draw date stays strictly between its neighbours' and cannot change at
 * all once a later period is drawn (its pool starts at this date). Titles may always change.
 */
export async function updatePeriod(
  tx: Executor,
  drawId: number,
  patch: { title: string; title_en: string | null; prize: string; prize_en: string | null; draw_date: string },
  staffId: number,
  requestId: string,
): Promise<{ campaignId: number; changed: boolean }> {
  const [target] = await tx.select({ campaign_id: lotteryDraws.campaign_id }).from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (!target) throw new LotteryError(404, 'not_found');
  const periods = await tx
    .select()
    .from(lotteryDraws)
    .where(eq(lotteryDraws.campaign_id, target.campaign_id))
    .orderBy(asc(lotteryDraws.id))
    .for('update');
  periods.sort((a, b) => a.period - b.period);
  const index = periods.findIndex((p) => p.id === drawId);
  const draw = periods[index]!;
  const drawn = (p: (typeof periods)[number]) => p.drawn_at !== null || p.winners.length > 0;
  const time = (value: string) => new Date(value).getTime();
  const dateMoves = time(patch.draw_date) !== time(draw.draw_date);
  const prizeChanges = patch.prize !== draw.prize || (patch.prize_en ?? null) !== (draw.prize_en ?? null);
  if (drawn(draw) && (dateMoves || prizeChanges)) throw new LotteryError(409, 'drawn_locked');
  if (dateMoves) {
    if (periods.slice(index + 1).some(drawn)) throw new LotteryError(409, 'later_drawn');
    const before = periods[index - 1];
    const after = periods[index + 1];
    if ((before && time(patch.draw_date) <= time(before.draw_date)) || (after && time(patch.draw_date) >= time(after.draw_date)))
      throw new LotteryError(409, 'period_order');
  }
  const next = {
    title: patch.title,
    title_en: patch.title_en,
    prize: patch.prize,
    prize_en: patch.prize_en,
    draw_date: new Date(patch.draw_date).toISOString(),
  };
  const previous = {
    title: draw.title,
    title_en: draw.title_en,
    prize: draw.prize,
    prize_en: draw.prize_en,
    draw_date: iso(draw.draw_date)!,
  };
  const changedKeys = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
    k === 'draw_date' ? dateMoves : (next[k] ?? null) !== (previous[k] ?? null),
  );
  if (changedKeys.length === 0) return { campaignId: draw.campaign_id, changed: false };
  await tx.update(lotteryDraws).set(next).where(eq(lotteryDraws.id, drawId));
  await recordAudit(tx, {
    staffId,
    action: 'lottery.period',
    collection: 'lottery',
    entityId: drawId,
    before: Object.fromEntries(changedKeys.map((k) => [k, previous[k]])),
    after: Object.fromEntries(changedKeys.map((k) => [k, next[k]])),
    requestId,
  });
  await bumpContentVersion(tx);
  return { campaignId: draw.campaign_id, changed: true };
}
