import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio-lottery';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { readContentVersion } from '../content';
import { pgCode } from '../errors';
import { staffOf, staffOnly } from '../guard';
import { schemaErrorBody } from '../messages';
import { lotteryMessage } from './messages';
import {
  decideWinner,
  expireLapsedWinners,
  LotteryError,
  readCampaign,
  readPeriods,
  runDraw,
  listCampaigns,
  updatePeriod,
  verifyDraw,
} from './run';

// The studio's lottery run (src/contract/endpoints/studio-lottery.ts; docs/decisions/325, 326): marketing
// and admin, the guard before the body is validated. Draws and decisions change the public winners list,
// so each drops the read caches once committed. A timer in every process fails the winners whose
// confirmation window has passed (one process per tick, by an advisory lock), so the public list says so
// without anyone opening the studio.

const MARKETING = staffOnly(['marketing']);
const EXPIRY_LOCK = 7_242_325;
const EXPIRY_EVERY_MS = 5 * 60_000;

export default async function lotteryRoutes(app: App) {
  const db = app.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof LotteryError) return reply.code(error.status).send({ message: lotteryMessage(error.key, lang) });
    const invalid = schemaErrorBody(error, lang);
    if (invalid) return reply.code(400).send(invalid);
    throw error;
  });

  const contentChanged = async () => app.content.changed(await readContentVersion(db));
  const refuse = (request: FastifyRequest, reply: FastifyReply, status: 409, key: 'deadline_passed') =>
    reply.code(status).send({ message: lotteryMessage(key, requestLang(request)) });

  registerEndpoint(app, endpoints.lotteryCampaigns, async () => ({ data: await listCampaigns(db, new Date()) }), {
    preValidation: MARKETING,
  });

  registerEndpoint(
    app,
    endpoints.lotteryCampaignDetail,
    async (request) => {
      const now = new Date();
      const expired = await db.transaction((tx) => expireLapsedWinners(tx, now, request.params.id));
      if (expired > 0) await contentChanged();
      return { data: await readCampaign(db, request.params.id, now) };
    },
    { preValidation: MARKETING },
  );

  registerEndpoint(
    app,
    endpoints.lotteryDraw,
    async (request) => {
      const staff = staffOf(request);
      let outcome;
      try {
        outcome = await db.transaction((tx) => runDraw(tx, request.params.id, staff.id, new Date(), request.id));
      } catch (error) {
        // Two draws of one period at once: the loser's claim or its winners' unique index says it was drawn.
        if (pgCode(error) === '23505' || pgCode(error) === '40001') throw new LotteryError(409, 'already_drawn');
        throw error;
      }
      await contentChanged();
      const [period] = await readPeriods(db, outcome.campaignId, outcome.drawId);
      return { data: period! };
    },
    { preValidation: MARKETING },
  );

  registerEndpoint(
    app,
    endpoints.lotteryPeriodUpdate,
    async (request) => {
      const staff = staffOf(request);
      const outcome = await db.transaction((tx) => updatePeriod(tx, request.params.id, request.body, staff.id, request.id));
      if (outcome.changed) await contentChanged();
      const [period] = await readPeriods(db, outcome.campaignId, request.params.id);
      return { data: period! };
    },
    { preValidation: MARKETING },
  );

  registerEndpoint(
    app,
    endpoints.lotteryVerify,
    async (request) => ({ data: await db.transaction((tx) => verifyDraw(tx, request.params.id)) }),
    { preValidation: MARKETING },
  );

  registerEndpoint(
    app,
    endpoints.lotteryWinnerDecide,
    async (request, reply) => {
      const staff = staffOf(request);
      const result = await db.transaction((tx) =>
        decideWinner(tx, request.params.id, request.body.status, staff.id, new Date(), request.id),
      );
      await contentChanged();
      if (result.lapsed && request.body.status === 'confirmed') return refuse(request, reply, 409, 'deadline_passed');
      const [period] = await readPeriods(db, result.campaignId, result.drawId);
      return { data: period! };
    },
    { preValidation: MARKETING },
  );

  // The expiry timer (docs/decisions/325): not in tests that build many apps (they call expireLapsedWinners).
  if (typeof db.transaction === 'function' && process.env.NODE_ENV !== 'test' && !process.env.VITEST) {
    const tick = async () => {
      let expired = 0;
      await db.transaction(async (tx) => {
        const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${EXPIRY_LOCK}) as locked`);
        if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return;
        expired = await expireLapsedWinners(tx, new Date());
      });
      if (expired > 0) await contentChanged();
    };
    const timer = setInterval(
      () => void tick().catch((error: unknown) => app.log.error({ err: error }, 'lottery expiry failed')),
      EXPIRY_EVERY_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
