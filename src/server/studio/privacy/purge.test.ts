import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/server/test/helper';
import { call, staffSession } from '../test-studio';
import { runDuePurge, runPurge } from './purge';
import { DEFAULT_RETENTION_MONTHS, type RetentionPeriods } from './retention';
import { rowsOf } from './sql';
import { exists, insertRegistration, insertSubmission, insertSubscription, insertUser, tableCounts } from './test-privacy';

// The retention purge (docs/decisions/320-personal-data.md) on PGlite and PostgreSQL: exactly the
// records past their kind's period go, with their files, codes and registrations; nothing else does.
const RETENTION: RetentionPeriods = { ...DEFAULT_RETENTION_MONTHS, career: 6, inquiry: 24 };
const t = useTestApp({ privacyPurgeCheckMs: 0, retention: RETENTION });
const PDF = Buffer.from('%PDF-1.4\n% lamaran\n%%EOF\n');

describe('retention purge', () => {
  it('deletes what is past its period (records and files) and nothing else, audited, shown as the last purge', async () => {
    const db = t.db;
    // Past the period: a career application of 6 months and a day (with its CV), an inquiry of 25 months,
    // a lottery entry of 25 months (with codes), a product registration of 61 months (its invoice and row).
    const oldCareer = await insertSubmission(db, 'career', { email: 'lama@example.test' }, { monthsAgo: 6, daysAgo: 1, file: PDF });
    const oldInquiry = await insertSubmission(db, 'inquiry', { email: 'lama@example.test' }, { monthsAgo: 25 });
    const oldLottery = await insertSubmission(
      db,
      'lottery',
      { email: 'lama@example.test' },
      { monthsAgo: 25, codes: ['PURGE-A', 'PURGE-B'] },
    );
    const oldRegistration = await insertRegistration(db, { email: 'lama@example.test', monthsAgo: 61, file: PDF });
    const goneSubscription = await insertSubscription(db, 'berhenti.lama@example.test', { unsubscribedMonthsAgo: 12 });
    // Within the period: they stay.
    const youngCareer = await insertSubmission(db, 'career', { email: 'baru@example.test' }, { monthsAgo: 5, daysAgo: 27, file: PDF });
    const youngInquiry = await insertSubmission(db, 'inquiry', { email: 'baru@example.test' }, { monthsAgo: 13 });
    const youngRegistration = await insertRegistration(db, { email: 'baru@example.test', monthsAgo: 59 });
    const activeSubscription = await insertSubscription(db, 'aktif@example.test');
    const recentUnsubscribe = await insertSubscription(db, 'berhenti.baru@example.test', { unsubscribedMonthsAgo: 6 });
    const userId = await insertUser(db, 'akun@example.test', '081277776666', [{}, { expiredDaysAgo: 1 }]);
    const before = await tableCounts(db);

    const admin = await staffSession(t, 'admin');
    const response = await call(t, 'studio/privacy/purge', { method: 'POST', cookie: admin.cookie, body: {} });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json().data;
    expect(run.by).toEqual({ id: admin.id, name: 'Staf admin' });
    expect(run.counts).toEqual({
      by_kind: { career: 1, inquiry: 1, lottery: 1, product_registration: 1 },
      submissions: 4,
      submission_files: 2,
      submission_notes: 0,
      lottery_codes: 2,
      product_registrations: 1,
      subscriptions: 1,
      sessions: 1,
    });
    expect(await tableCounts(db)).toEqual({
      submissions: before.submissions! - 4,
      submission_files: before.submission_files! - 2,
      lottery_codes: before.lottery_codes! - 2,
      product_registrations: before.product_registrations! - 1,
      users: before.users,
      sessions: before.sessions! - 1,
      subscriptions: before.subscriptions! - 1,
    });
    for (const id of [oldCareer, oldInquiry, oldLottery, oldRegistration.submissionId])
      expect(await exists(db, 'submissions', id)).toBe(false);
    expect(await rowsOf(db, sql`select 1 from submission_files where submission_id = ${oldCareer}`)).toEqual([]);
    expect(await exists(db, 'product_registrations', oldRegistration.id)).toBe(false);
    expect(await exists(db, 'subscriptions', goneSubscription)).toBe(false);
    for (const id of [youngCareer, youngInquiry, youngRegistration.submissionId]) expect(await exists(db, 'submissions', id)).toBe(true);
    expect(await rowsOf(db, sql`select 1 from submission_files where submission_id = ${youngCareer}`)).toHaveLength(1);
    expect(await exists(db, 'subscriptions', activeSubscription)).toBe(true);
    expect(await exists(db, 'subscriptions', recentUnsubscribe)).toBe(true);
    expect(await exists(db, 'users', userId)).toBe(true);

    const [entry] = await rowsOf<{ staff_id: number; after: { periods: RetentionPeriods } }>(
      db,
      sql`select staff_id, after from audit_log where action = 'privacy.purge' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({ staff_id: admin.id, after: { periods: RETENTION } });

    const retention = await call(t, 'studio/privacy/retention', { cookie: admin.cookie });
    expect(retention.statusCode).toBe(200);
    const data = retention.json().data;
    expect(data.periods).toContainEqual({ kind: 'career', months: 6 });
    expect(data.periods).toContainEqual({ kind: 'product_registration', months: 60 });
    expect(data.periods).toContainEqual({ kind: 'quote_decision', months: 24 });
    expect(data.periods).toHaveLength(9);
    expect(data.last_purge).toEqual(run);

    // A second run finds nothing more.
    const again = await runPurge(db, RETENTION);
    expect(again.counts.submissions).toBe(0);
    expect(again.by).toBeNull();
  });

  it('runs from the timer once per day across processes: a due check after a purge does nothing', async () => {
    const db = t.db;
    await db.execute(sql`delete from audit_log where action = 'privacy.purge'`);
    const old = await insertSubmission(db, 'career', { email: 'timer@example.test' }, { monthsAgo: 7 });
    // Two processes' ticks at once: one purges, the other skips (advisory lock or the day's entry).
    const [a, b] = await Promise.all([runDuePurge(db, RETENTION), runDuePurge(db, RETENTION)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((a ?? b)!.counts.by_kind).toEqual({ career: 1 });
    expect(await exists(db, 'submissions', old)).toBe(false);
    const later = await insertSubmission(db, 'career', { email: 'timer@example.test' }, { monthsAgo: 7 });
    expect(await runDuePurge(db, RETENTION)).toBeUndefined();
    expect(await exists(db, 'submissions', later)).toBe(true);
    // The day's entry older than 24 hours: due again.
    await db.execute(sql`update audit_log set at = at - interval '25 hours' where action = 'privacy.purge'`);
    expect((await runDuePurge(db, RETENTION))?.counts.submissions).toBe(1);
    expect(await exists(db, 'submissions', later)).toBe(false);
  });
});
