import { sql } from 'drizzle-orm';
import { phoneDigits, type PrivacyCounts, type PrivacyExport, type PrivacyHoldings, type PrivacySubject } from '@/contract/studio/privacy';
import type { SubmissionKind } from '@/contract/forms';
import type { Executor } from '../audit';
import { emailSql, hasNotesTable, intIds, iso, isoOrNull, phoneSql, rowsOf, textIds } from './sql';

// One person's data, found by e-mail and/or phone (docs/decisions/320-personal-data.md).
// Where personal data lives: submissions (payload e-mail, second e-mail, phone, WhatsApp) with their files,
// notes and lottery codes; product registrations (their own e-mail and phone, or the visitor account that
// made them) and the warranty activations that name their reference; the submissions sent while signed in to
// the person's account (`submissions.user_id`: "Servis saya", whatever e-mail was typed); visitor accounts with their
// sessions; newsletter subscriptions. E-mails compare trimmed and case-insensitively, phones by digits
// (+62 / 62 / 0 alike); both by equality only.

export type PersonIds = { submissions: string[]; registrations: number[]; accounts: number[]; subscriptions: number[] };

export async function findPerson(tx: Executor, subject: PrivacySubject): Promise<PersonIds> {
  const email = subject.email === undefined ? null : subject.email.trim().toLowerCase();
  const phone = subject.phone === undefined ? null : phoneDigits(subject.phone);
  // A search with neither never reaches here (the schema refuses it); this keeps it matching nobody anyway.
  if (!email && !phone) return { submissions: [], registrations: [], accounts: [], subscriptions: [] };
  const byEmail = (column: ReturnType<typeof sql>) => (email ? sql`${emailSql(column)} = ${email}` : sql`false`);
  const byPhone = (column: ReturnType<typeof sql>) => (phone ? sql`${phoneSql(column)} = ${phone}` : sql`false`);
  const accounts = await rowsOf<{ id: number }>(
    tx,
    sql`select id from users where ${byEmail(sql`email`)} or ${byPhone(sql`phone`)} order by id`,
  );
  const accountIds = accounts.map((a) => Number(a.id));
  const registrations = await rowsOf<{ id: number; submission_id: string; reference: string }>(
    tx,
    sql`select id, submission_id, reference from product_registrations
        where ${byEmail(sql`email`)} or ${byPhone(sql`phone`)} or user_id in ${intIds(accountIds)} order by id`,
  );
  const references = registrations.map((r) => r.reference.toUpperCase());
  const submissions = await rowsOf<{ id: string }>(
    tx,
    sql`select id from submissions s
        where ${byEmail(sql`s.payload->>'email'`)} or ${byEmail(sql`s.payload->>'second_email'`)}
           or ${byPhone(sql`s.payload->>'phone'`)} or ${byPhone(sql`s.payload->>'whatsapp'`)}
           or s.id in ${textIds(registrations.map((r) => r.submission_id))}
           or (to_jsonb(s) ->> 'user_id') in ${textIds(accountIds.map(String))}
           or (s.kind = 'warranty_activation' and upper(btrim(coalesce(s.payload->>'reference', ''))) in ${textIds(references)})
        order by s.created_at, s.id`,
  );
  const subscriptions = email
    ? await rowsOf<{ id: number }>(tx, sql`select id from subscriptions where ${byEmail(sql`email`)} order by id`)
    : [];
  return {
    submissions: submissions.map((s) => s.id),
    registrations: registrations.map((r) => Number(r.id)),
    accounts: accountIds,
    subscriptions: subscriptions.map((s) => Number(s.id)),
  };
}

/** What the privacy page lists: one line per record. */
export async function holdingsOf(tx: Executor, ids: PersonIds): Promise<PrivacyHoldings> {
  const notes = await hasNotesTable(tx);
  const submissions = await rowsOf<{
    id: string;
    reference: string | null;
    kind: SubmissionKind;
    created_at: unknown;
    file_count: number;
    note_count: number;
  }>(
    tx,
    sql`select s.id, to_jsonb(s) ->> 'reference' as reference, s.kind, s.created_at,
          (select count(*)::int from submission_files f where f.submission_id = s.id) as file_count,
          ${notes ? sql`(select count(*)::int from submission_notes n where n.submission_id = s.id)` : sql`0`} as note_count
        from submissions s where s.id in ${textIds(ids.submissions)} order by s.created_at, s.id`,
  );
  const registrations = await rowsOf<{
    id: number;
    reference: string;
    brand_slug: string;
    serial_number: string;
    created_at: unknown;
    activated_at: unknown;
  }>(
    tx,
    sql`select id, reference, brand_slug, serial_number, created_at, activated_at from product_registrations where id in ${intIds(ids.registrations)} order by id`,
  );
  const accounts = await rowsOf<{ id: number; email: string; name: string; phone: string; created_at: unknown; session_count: number }>(
    tx,
    sql`select u.id, u.email, u.name, u.phone, u.created_at, (select count(*)::int from sessions x where x.user_id = u.id) as session_count
        from users u where u.id in ${intIds(ids.accounts)} order by u.id`,
  );
  const subscriptions = await rowsOf<{ id: number; email: string; created_at: unknown; unsubscribed_at: unknown }>(
    tx,
    sql`select id, email, created_at, unsubscribed_at from subscriptions where id in ${intIds(ids.subscriptions)} order by id`,
  );
  return {
    submissions: submissions.map((s) => ({
      ...s,
      created_at: iso(s.created_at),
      file_count: Number(s.file_count),
      note_count: Number(s.note_count),
    })),
    product_registrations: registrations.map((r) => ({
      ...r,
      id: Number(r.id),
      created_at: iso(r.created_at),
      activated_at: isoOrNull(r.activated_at),
    })),
    accounts: accounts.map((a) => ({ ...a, id: Number(a.id), created_at: iso(a.created_at), session_count: Number(a.session_count) })),
    subscriptions: subscriptions.map((s) => ({
      ...s,
      id: Number(s.id),
      created_at: iso(s.created_at),
      unsubscribed_at: isoOrNull(s.unsubscribed_at),
    })),
    lottery_codes: await lotteryCodesOf(tx, ids.submissions),
  };
}

async function lotteryCodesOf(tx: Executor, submissionIds: string[]) {
  const rows = await rowsOf<{ code: string; campaign_id: number; submission_id: string }>(
    tx,
    sql`select code, campaign_id, submission_id from lottery_codes where submission_id in ${textIds(submissionIds)} order by code`,
  );
  return rows.map((r) => ({ ...r, campaign_id: Number(r.campaign_id) }));
}

/** Dates of a row as ISO 8601; everything else as stored. Password hashes never leave. */
const plainRow = (row: Record<string, unknown>) => {
  const { password_hash: _secret, ...rest } = row;
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
};

/** The access request's document: every record, every field, every file's bytes. */
export async function exportOf(tx: Executor, ids: PersonIds, controller: string): Promise<PrivacyExport> {
  const notes = await hasNotesTable(tx);
  const submissions = await rowsOf<{
    id: string;
    reference: string | null;
    kind: string;
    created_at: unknown;
    lang: string;
    payload: Record<string, unknown>;
  }>(
    tx,
    sql`select s.id, to_jsonb(s) ->> 'reference' as reference, s.kind, s.created_at, s.lang, s.payload
        from submissions s where s.id in ${textIds(ids.submissions)} order by s.created_at, s.id`,
  );
  const files = await rowsOf<{
    submission_id: string;
    field: string;
    name: string;
    mime: string;
    size: number;
    sha256: string;
    data_base64: string;
  }>(
    tx,
    sql`select submission_id, field, original_name as name, mime, size, sha256, encode(data, 'base64') as data_base64
        from submission_files where submission_id in ${textIds(ids.submissions)} order by id`,
  );
  const noteRows = notes
    ? await rowsOf<{ submission_id: string; body: string; created_at: unknown }>(
        tx,
        sql`select submission_id, body, created_at from submission_notes where submission_id in ${textIds(ids.submissions)} order by id`,
      )
    : [];
  const json = (table: string, idList: ReturnType<typeof intIds>) =>
    rowsOf<{ row: Record<string, unknown> }>(
      tx,
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.id in ${idList} order by t.id`,
    );
  return {
    exported_at: new Date().toISOString(),
    controller,
    submissions: submissions.map((s) => ({
      id: s.id,
      reference: s.reference,
      kind: s.kind,
      created_at: iso(s.created_at),
      lang: s.lang,
      fields: s.payload,
      files: files
        .filter((f) => f.submission_id === s.id)
        .map(({ submission_id: _s, ...f }) => ({ ...f, size: Number(f.size), data_base64: f.data_base64.replace(/\s+/g, '') })),
      notes: noteRows.filter((n) => n.submission_id === s.id).map((n) => ({ body: n.body, created_at: iso(n.created_at) })),
    })),
    product_registrations: (await json('product_registrations', intIds(ids.registrations))).map((r) => plainRow(r.row)),
    accounts: (await json('users', intIds(ids.accounts))).map((r) => plainRow(r.row)),
    subscriptions: (await json('subscriptions', intIds(ids.subscriptions))).map((r) => plainRow(r.row)),
    lottery_codes: await lotteryCodesOf(tx, ids.submissions),
  };
}

/** Deletes everything found, in the caller's transaction; answers what went, per table. */
export async function erasePerson(tx: Executor, ids: PersonIds): Promise<PrivacyCounts> {
  const notes = await hasNotesTable(tx);
  const [counted] = await rowsOf<Record<'files' | 'codes' | 'notes' | 'registrations' | 'sessions', number>>(
    tx,
    sql`select
          (select count(*)::int from submission_files where submission_id in ${textIds(ids.submissions)}) as files,
          (select count(*)::int from lottery_codes where submission_id in ${textIds(ids.submissions)}) as codes,
          ${notes ? sql`(select count(*)::int from submission_notes where submission_id in ${textIds(ids.submissions)})` : sql`0`} as notes,
          (select count(*)::int from product_registrations where id in ${intIds(ids.registrations)} or submission_id in ${textIds(ids.submissions)}) as registrations,
          (select count(*)::int from sessions where user_id in ${intIds(ids.accounts)}) as sessions`,
  );
  // Registrations first (a registration made by an account whose submission matched nothing else), then the
  // submissions: their files, notes, lottery codes and remaining registrations go with them (on delete cascade).
  await tx.execute(sql`delete from product_registrations where id in ${intIds(ids.registrations)}`);
  const submissions = await rowsOf(tx, sql`delete from submissions where id in ${textIds(ids.submissions)} returning id`);
  const accounts = await rowsOf(tx, sql`delete from users where id in ${intIds(ids.accounts)} returning id`);
  const subscriptions = await rowsOf(tx, sql`delete from subscriptions where id in ${intIds(ids.subscriptions)} returning id`);
  return {
    submissions: submissions.length,
    submission_files: Number(counted?.files ?? 0),
    submission_notes: Number(counted?.notes ?? 0),
    lottery_codes: Number(counted?.codes ?? 0),
    product_registrations: Number(counted?.registrations ?? 0),
    accounts: accounts.length,
    sessions: Number(counted?.sessions ?? 0),
    subscriptions: subscriptions.length,
  };
}
