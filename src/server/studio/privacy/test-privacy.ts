import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SubmissionKind } from '@/contract/forms';
import type { Database } from '@/server/db/client';
import { rowsOf } from './sql';

// Rows for the personal-data tests, written straight into the tables the form pipeline fills, with the
// age each test needs (`monthsAgo`).

const ago = (months: number, days = 0) => sql`now() - make_interval(months => ${months}::int, days => ${days}::int)`;

export async function insertSubmission(
  db: Database,
  kind: SubmissionKind,
  payload: Record<string, unknown>,
  options: { monthsAgo?: number; daysAgo?: number; file?: Buffer; codes?: string[]; userId?: number } = {},
): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into submissions (id, kind, idempotency_key, payload, response_status, response_body, lang, client_ip_hash, created_at, user_id)
    values (${id}, ${kind}, ${randomUUID()}, ${JSON.stringify(payload)}::jsonb, 201, '{}'::jsonb, 'id', 'test', ${ago(options.monthsAgo ?? 0, options.daysAgo ?? 0)}, ${options.userId ?? null})`);
  if (options.file) {
    const sha = createHash('sha256').update(options.file).digest('hex');
    await db.execute(sql`insert into submission_files (submission_id, field, original_name, stored_name, mime, size, sha256, data)
      values (${id}, 'file', 'cv.pdf', ${`${id}.pdf`}, 'application/pdf', ${options.file.length}, ${sha}, decode(${options.file.toString('base64')}, 'base64'))`);
  }
  for (const code of options.codes ?? []) {
    await db.execute(sql`insert into lottery_codes (code, submission_id, campaign_id) values (${code}, ${id}, 1)`);
  }
  return id;
}

export async function insertUser(
  db: Database,
  email: string,
  phone: string,
  sessions: { expiredDaysAgo?: number }[] = [{}],
): Promise<number> {
  const [user] = await rowsOf<{ id: number }>(
    db,
    sql`insert into users (email, name, phone, password_hash) values (${email}, 'Uji Privasi', ${phone}, 'scrypt$1$1$1$x$y') returning id`,
  );
  const id = Number(user!.id);
  for (const session of sessions) {
    const expires =
      session.expiredDaysAgo === undefined
        ? sql`now() + interval '30 days'`
        : sql`now() - make_interval(days => ${session.expiredDaysAgo}::int)`;
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values (${randomUUID()}, ${id}, ${expires})`);
  }
  return id;
}

/** A product registration with its submission (and invoice), as the form stores it. */
export async function insertRegistration(
  db: Database,
  input: { email: string; phone?: string; userId?: number | null; monthsAgo?: number; file?: Buffer },
): Promise<{ submissionId: string; reference: string; id: number }> {
  const submissionId = await insertSubmission(
    db,
    'product_registration',
    { email: input.email, phone: input.phone ?? '', name: 'Uji', serial_number: 'SN-1' },
    { monthsAgo: input.monthsAgo ?? 0, ...(input.file ? { file: input.file } : {}) },
  );
  const reference = `REG-${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into product_registrations (reference, submission_id, user_id, email, name, phone, brand_slug, product_id, serial_number, serial_norm, purchase_date, place_type, place_name)
      select ${reference}, ${submissionId}, ${input.userId ?? null}, ${input.email}, 'Uji', ${input.phone ?? ''}, p.brand_slug, p.id, 'SN-1', 'SN-1', '2024-01-01', 'other', 'Toko'
      from (select b.slug as brand_slug, pr.id from products pr join brands b on b.id = pr.brand_id order by pr.id limit 1) p
      returning id`,
  );
  return { submissionId, reference, id: Number(row!.id) };
}

export async function insertSubscription(db: Database, email: string, options: { unsubscribedMonthsAgo?: number } = {}): Promise<number> {
  const unsubscribed = options.unsubscribedMonthsAgo === undefined ? sql`null` : ago(options.unsubscribedMonthsAgo, 1);
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into subscriptions (email, lang, consent_at, unsubscribed_at) values (${email}, 'id', now(), ${unsubscribed}) returning id`,
  );
  return Number(row!.id);
}

/** How many rows each personal-data table holds now (to prove a purge or an erasure touched nothing else). */
export async function tableCounts(db: Database) {
  const [row] = await rowsOf<Record<string, number>>(
    db,
    sql`select (select count(*)::int from submissions) as submissions, (select count(*)::int from submission_files) as submission_files,
      (select count(*)::int from lottery_codes) as lottery_codes, (select count(*)::int from product_registrations) as product_registrations,
      (select count(*)::int from users) as users, (select count(*)::int from sessions) as sessions, (select count(*)::int from subscriptions) as subscriptions`,
  );
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

export const exists = async (
  db: Database,
  table: 'submissions' | 'users' | 'subscriptions' | 'product_registrations',
  id: string | number,
) => (await rowsOf(db, sql`select 1 from ${sql.identifier(table)} where id = ${id}`)).length === 1;
