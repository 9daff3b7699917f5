import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { InboxBulkResponseSchema } from '@/contract/studio/inbox';
import { auditLog, submissions } from '@/server/db/schema';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { insertSubmission, type Seeded } from './test-inbox';

// The inbox list's bulk action (docs/decisions/310-submissions-in-the-studio.md) on a real database: one status or
// assignee for many rows, each row applied or reported on its own (another role's kind is not_found, an assignee who
// cannot take the kind is refused), one audit entry per change, and hostile bodies a 400 with nothing changed.

const t = useTestApp();
let marketing: { id: number; cookie: string };
let service: { id: number; cookie: string };
let editor: { id: number; cookie: string };
let rows: Seeded[];
let support: Seeded;

beforeAll(async () => {
  marketing = await staffSession(t, 'marketing');
  service = await staffSession(t, 'service');
  editor = await staffSession(t, 'editor');
  rows = [
    await insertSubmission(t.db, 'inquiry', { name: 'A', email: 'a@bulk.test' }),
    await insertSubmission(t.db, 'lottery', { name: 'B', email: 'b@bulk.test' }),
    await insertSubmission(t.db, 'giveaway', { name: 'C', email: 'c@bulk.test' }),
  ];
  support = await insertSubmission(t.db, 'support', { name: 'D', email: 'd@bulk.test' });
});

const bulk = (cookie: string, body: unknown) => call(t, 'studio/inbox/bulk', { method: 'POST', cookie, body });
const statuses = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.db
        .select({ id: submissions.id, status: submissions.status, assignee: submissions.assignee_id })
        .from(submissions)
        .where(inArray(submissions.id, ids))
    ).map((r) => [r.id, r]),
  );

describe('bulk status and assignment', () => {
  it('applies to the caller’s kinds, reports another role’s row as not_found, audits each change', async () => {
    const ids = [...rows.map((r) => r.id), support.id, 'no-such-row'];
    const res = await bulk(marketing.cookie, { ids, status: 'in_progress', assignee_id: marketing.id });
    expect(res.statusCode).toBe(200);
    expect(InboxBulkResponseSchema.parse(res.json()).data).toEqual([
      ...rows.map((r) => ({ id: r.id, result: 'ok' })),
      { id: support.id, result: 'not_found' },
      { id: 'no-such-row', result: 'not_found' },
    ]);
    const now = await statuses([...rows.map((r) => r.id), support.id]);
    for (const r of rows) expect(now[r.id]).toMatchObject({ status: 'in_progress', assignee: marketing.id });
    expect(now[support.id]).toMatchObject({ status: 'new', assignee: null });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inbox.update'), eq(auditLog.staff_id, marketing.id)));
    expect(audits.map((a) => a.entity_id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('refuses an assignee who cannot take a row’s kind for that row only', async () => {
    // A service member may take support requests, not inquiries: as the admin sees every kind, try it on both.
    const admin = await staffSession(t, 'admin');
    const res = await bulk(admin.cookie, { ids: [rows[0]!.id, support.id], assignee_id: service.id });
    expect(InboxBulkResponseSchema.parse(res.json()).data).toEqual([
      { id: rows[0]!.id, result: 'assignee' },
      { id: support.id, result: 'ok' },
    ]);
    const now = await statuses([rows[0]!.id, support.id]);
    expect(now[rows[0]!.id]!.assignee).toBe(marketing.id);
    expect(now[support.id]!.assignee).toBe(service.id);
  });

  it.each([
    ['no change', { ids: ['x'] }],
    ['no ids', { ids: [], status: 'done' }],
    ['too many ids', { ids: Array.from({ length: 201 }, (_, i) => `id-${i}`), status: 'done' }],
    ['a repeated id', { ids: ['a', 'a'], status: 'done' }],
    ['an id with a slash', { ids: ['../x'], status: 'done' }],
    ['a NUL in an id', { ids: ['a\u0000'], status: 'done' }],
    ['an unknown status', { ids: ['a'], status: 'archived' }],
    ['an unknown key', { ids: ['a'], status: 'done', kind: 'career' }],
    ['ids of the wrong type', { ids: 'a', status: 'done' }],
  ])('%s is a 400 with nothing changed', async (_name, body) => {
    const before = await statuses(rows.map((r) => r.id));
    const res = await bulk(marketing.cookie, body);
    expect(res.statusCode).toBe(400);
    expect(await statuses(rows.map((r) => r.id))).toEqual(before);
  });

  it('an editor is a 403, no session a 401', async () => {
    expect((await bulk(editor.cookie, { ids: [rows[0]!.id], status: 'done' })).statusCode).toBe(403);
    expect((await call(t, 'studio/inbox/bulk', { method: 'POST', body: { ids: [rows[0]!.id], status: 'done' } })).statusCode).toBe(401);
  });
});
