import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { InboxListResponseSchema, OverdueByCentreResponseSchema, TICKET_OVERDUE_DAYS, type OverdueByCentre } from '@/contract/studio/inbox';
import { pickupPoints, serviceCenters, submissions, ticketStages } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { insertSubmission } from './test-inbox';

// The service team's overdue tickets per service centre (docs/decisions/310-submissions-in-the-studio.md): open and
// unmoved for TICKET_OVERDUE_DAYS days; counted per centre (directly or through a pickup point), filtered in the list
// and the export by `overdue=1&centre=`; hostile filters are a 400; roles without service tickets get a 403.
const t = useTestApp();
const tag = `telat-${randomUUID().slice(0, 8)}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
let service: string;
let centreA: { id: number; name: string };
let centreB: { id: number; name: string };
let before: OverdueByCentre;
const seeded: Record<string, string> = {};

const countOf = (answer: OverdueByCentre, centre: number | null) =>
  answer.centres.find((c) => (c.centre?.id ?? null) === centre)?.count ?? 0;
const overdue = async () => OverdueByCentreResponseSchema.parse((await call(t, 'studio/inbox/overdue', { cookie: service })).json()).data;

async function ticket(
  name: string,
  point: string,
  createdDaysAgo: number,
  stages: { stage: 'checked' | 'cancelled'; daysAgo: number }[] = [],
) {
  const s = await insertSubmission(
    t.db,
    'support',
    { brand: 'hollyland', product: '1', problem: tag, name, email: `${name}@example.test`, phone: '081234567890', service_point: point },
    { createdAt: daysAgo(createdDaysAgo) },
  );
  for (const stage of stages) {
    await t.db.insert(ticketStages).values({ submission_id: s.id, stage: stage.stage, created_at: daysAgo(stage.daysAgo) });
  }
  seeded[name] = s.id;
  return s;
}

beforeAll(async () => {
  service = (await staffSession(t, 'service')).cookie;
  const [point] = await t.db.select({ id: pickupPoints.id, centre: pickupPoints.service_center_id }).from(pickupPoints).limit(1);
  const centres = await t.db.select({ id: serviceCenters.id, name: serviceCenters.name }).from(serviceCenters);
  centreB = centres.find((c) => c.id === point!.centre)!;
  centreA = centres.find((c) => c.id !== point!.centre)!;
  before = await overdue();

  const late = TICKET_OVERDUE_DAYS + 3;
  await ticket('langsung', `center:${centreA.id}`, late); // overdue at A, never moved
  await ticket('lewat-titik', `pickup:${point!.id}`, late, [{ stage: 'checked', daysAgo: TICKET_OVERDUE_DAYS + 1 }]); // overdue at B
  await ticket('baru-dipindah', `pickup:${point!.id}`, late, [{ stage: 'checked', daysAgo: 1 }]); // moved yesterday
  await ticket('tanpa-tempat', '', late); // overdue, no centre
  await ticket('dibatalkan', `center:${centreA.id}`, late, [{ stage: 'cancelled', daysAgo: late - 1 }]); // final
  await ticket('muda', `center:${centreA.id}`, 2); // young
  const spam = await ticket('spam', `center:${centreA.id}`, late);
  await t.db.update(submissions).set({ status: 'spam' }).where(eq(submissions.id, spam.id));
});

describe('overdue service tickets per centre', () => {
  it('counts the open tickets unmoved for the limit, per centre (a pickup point counts for its centre)', async () => {
    const after = await overdue();
    expect(after.days).toBe(TICKET_OVERDUE_DAYS);
    expect(after.total - before.total).toBe(3);
    expect(countOf(after, centreA.id) - countOf(before, centreA.id)).toBe(1);
    expect(countOf(after, centreB.id) - countOf(before, centreB.id)).toBe(1);
    expect(countOf(after, null) - countOf(before, null)).toBe(1);
    expect(after.centres.find((c) => c.centre?.id === centreA.id)?.centre?.name).toBe(centreA.name);
  });

  it('the list and the CSV export filter by overdue and centre', async () => {
    const list = async (query: string) =>
      InboxListResponseSchema.parse((await call(t, `studio/inbox?q=${tag}&${query}`, { cookie: service })).json()).data.map((r) => r.id);
    expect(await list(`overdue=1&centre=${centreA.id}`)).toEqual([seeded.langsung]);
    expect(await list(`overdue=1&centre=${centreB.id}`)).toEqual([seeded['lewat-titik']]);
    expect(await list('overdue=1&centre=none')).toEqual([seeded['tanpa-tempat']]);
    expect((await list(`centre=${centreB.id}`)).sort()).toEqual([seeded['lewat-titik'], seeded['baru-dipindah']].sort());
    expect(await list('overdue=1')).toHaveLength(3);

    const csv = await call(t, `studio/inbox/export?format=csv&q=${tag}&overdue=1&centre=${centreB.id}`, { cookie: service });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2); // the header and the one overdue ticket at B
    expect(lines[1]).toContain(seeded['lewat-titik']);
  });

  it('hostile filters are a 400, never a 500', async () => {
    for (const query of [
      'overdue=yes',
      'overdue=1&overdue=1',
      "overdue=1'--",
      'centre=-1',
      'centre=abc',
      'centre=99999999999',
      'centre=none;drop',
    ]) {
      for (const path of ['studio/inbox', 'studio/inbox/export']) {
        const response = await call(t, `${path}?${query}`, { cookie: service });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
      }
    }
  });

  it('roles without service tickets get a 403 for the counts', async () => {
    for (const role of ['hr', 'marketing', 'editor'] as const) {
      const { cookie } = await staffSession(t, role);
      expect((await call(t, 'studio/inbox/overdue', { cookie })).statusCode, role).toBe(403);
    }
    expect((await call(t, 'studio/inbox/overdue', { cookie: (await staffSession(t, 'admin')).cookie })).statusCode).toBe(200);
  });
});
