import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SubmissionKind } from '@/contract/forms';
import {
  FOLLOW_UP_HOURS,
  FOLLOW_UP_KINDS,
  kindsFor,
  OPEN_STATUSES,
  TICKET_OVERDUE_DAYS,
  type InboxFilter,
  type InboxRow,
  type OverdueByCentre,
  type SubmissionStatus,
} from '@/contract/studio/inbox';
import type { StaffRole } from '@/contract/collections/fields';
import type { Database } from '@/server/db/client';
import {
  jobVacancies,
  lotteryCodes,
  pickupPoints,
  productRegistrations,
  products,
  slugRedirects,
  staffUsers,
  submissionFiles,
  submissionNotes,
  serviceCenters,
  submissions,
  ticketStages,
} from '@/server/db/schema';
import type { Executor } from '../audit';

// The inbox's reads (docs/decisions/310-submissions-in-the-studio.md): one row shape for the list, the detail and the
// export, always limited to the kinds the caller's role handles (src/contract/studio/inbox.ts KIND_ROLES).
// Service submissions are joined to their product registration: a product registration by its submission,
// a warranty activation by the registration reference it named (its name and e-mail live there).

/** A product registration's own submission. */
const reg = alias(productRegistrations, 'inbox_reg');
/** The registration a warranty activation named. */
const claimed = alias(productRegistrations, 'inbox_claimed');
const assignee = alias(staffUsers, 'inbox_assignee');

const payloadText = (key: string) => sql<string | null>`nullif(${submissions.payload}->>${key}, '')`;
/** The receipt number (docs/decisions/310); the search also finds the reference the form's answer showed (REG-… of a registration). */
const referenceExpr = submissions.reference;
const answeredReference = sql<string | null>`${submissions.response_body}->'data'->>'reference'`;
/**
 * A job application's vacancy title: the form sends the vacancy's slug as `position`; HR reads the title. A slug
 * the studio has since changed is found through its redirect (docs/decisions/250-staff-studio.md).
 */
const jobTitleExpr = sql<string | null>`case when ${submissions.kind} = 'career' then coalesce(
  (select ${jobVacancies.title} from ${jobVacancies} where ${jobVacancies.slug} = ${submissions.payload}->>'position'),
  (select renamed_job.title from ${slugRedirects} join ${jobVacancies} as renamed_job on renamed_job.id = ${slugRedirects.entity_id}
    where ${slugRedirects.collection} = 'jobs' and ${slugRedirects.old_slug} = ${submissions.payload}->>'position')) end`;
const campaignExpr = sql<
  number | null
>`case when ${submissions.kind} = 'lottery' and ${submissions.payload}->>'campaign_id' ~ '^[0-9]{1,9}$' then (${submissions.payload}->>'campaign_id')::int end`;

export const rowColumns = {
  id: submissions.id,
  reference: referenceExpr,
  kind: submissions.kind,
  status: submissions.status,
  created_at: submissions.created_at,
  status_changed_at: submissions.status_changed_at,
  lang: submissions.lang,
  payload: submissions.payload,
  name: sql<string>`coalesce(${payloadText('name')}, ${payloadText('full_name')}, ${reg.name}, ${claimed.name}, '')`,
  email: sql<string>`coalesce(${payloadText('email')}, ${reg.email}, ${claimed.email}, '')`,
  phone: sql<string>`coalesce(${payloadText('phone')}, ${payloadText('whatsapp')}, nullif(${reg.phone}, ''), nullif(${claimed.phone}, ''), '')`,
  assignee_id: assignee.id,
  assignee_name: assignee.name,
  campaign_id: campaignExpr,
  job_title: jobTitleExpr,
  file_count: sql<number>`(select count(*) from ${submissionFiles} where ${submissionFiles.submission_id} = ${submissions.id})::int`,
  note_count: sql<number>`(select count(*) from ${submissionNotes} where ${submissionNotes.submission_id} = ${submissions.id})::int`,
  registration_id: sql<number | null>`coalesce(${reg.id}, ${claimed.id})`,
};

// Service tickets per centre and overdue (docs/decisions/310-submissions-in-the-studio.md). The place the customer chose
// (`center:<id>` or `pickup:<id>`, src/contract/forms.ts) names the centre directly or through its pickup point.
const servicePoint = sql`${submissions.payload}->>'service_point'`;
const centreExpr = sql<number | null>`case
  when ${servicePoint} ~ '^center:[0-9]{1,9}$' then substr(${servicePoint}, 8)::int
  when ${servicePoint} ~ '^pickup:[0-9]{1,9}$' then (select ${pickupPoints.service_center_id} from ${pickupPoints} where ${pickupPoints.id} = substr(${servicePoint}, 8)::int)
end`;
const lastStage = sql`(select ts.stage from ${ticketStages} ts where ts.submission_id = ${submissions.id} order by ts.id desc limit 1)`;
const lastStageAt = sql`(select ts.created_at from ${ticketStages} ts where ts.submission_id = ${submissions.id} order by ts.id desc limit 1)`;
/** Open, and its current stage (or its arrival, for "received") at least TICKET_OVERDUE_DAYS old. */
const overdueCondition = () =>
  and(
    eq(submissions.kind, 'support'),
    inArray(submissions.status, [...OPEN_STATUSES]),
    sql`coalesce(${lastStage}, 'received') not in ('closed', 'cancelled')`,
    sql`coalesce(${lastStageAt}, ${submissions.created_at}) <= now() - make_interval(days => ${TICKET_OVERDUE_DAYS})`,
  )!;
const centreCondition = (centre: number | 'none') =>
  and(eq(submissions.kind, 'support'), centre === 'none' ? sql`${centreExpr} is null` : sql`${centreExpr} = ${centre}`)!;

/** The overdue service tickets per centre, most first (the caller's role must handle support requests). */
export async function overdueByCentre(db: Database): Promise<OverdueByCentre> {
  const centre = sql<number | null>`${centreExpr}`.as('centre_id');
  const counted = db
    .select({ centre, count: sql<number>`count(*)::int`.as('count') })
    .from(submissions)
    .where(overdueCondition())
    .groupBy(sql`1`)
    .as('counted');
  const rows = await db
    .select({ id: counted.centre, count: counted.count, name: serviceCenters.name })
    .from(counted)
    .leftJoin(serviceCenters, eq(serviceCenters.id, counted.centre))
    .orderBy(desc(counted.count), asc(serviceCenters.name));
  return {
    days: TICKET_OVERDUE_DAYS,
    total: rows.reduce((sum, r) => sum + r.count, 0),
    centres: rows.map((r) => ({ centre: r.id === null ? null : { id: r.id, name: r.name ?? null }, count: r.count })),
  };
}

/** The FROM of every inbox read, with the joins the row's columns need. */
export function fromInbox<T extends ReturnType<Database['select']>>(select: T) {
  return select
    .from(submissions)
    .leftJoin(reg, and(eq(submissions.kind, 'product_registration'), eq(reg.submission_id, submissions.id)))
    .leftJoin(
      claimed,
      and(eq(submissions.kind, 'warranty_activation'), eq(claimed.reference, sql`upper(btrim(${submissions.payload}->>'reference'))`)),
    )
    .leftJoin(assignee, eq(assignee.id, submissions.assignee_id));
}

/** `2026-11-24` as the start of that day in Jakarta (UTC+7, no daylight saving). */
const dayStart = (value: string) => (value.length === 10 ? `${value}T00:00:00+07:00` : value);
const dayEnd = (value: string): { at: string; inclusive: boolean } => {
  if (value.length !== 10) return { at: value, inclusive: true };
  const next = new Date(Date.parse(`${value}T00:00:00+07:00`) + 86_400_000).toISOString();
  return { at: next, inclusive: false };
};
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type Caller = { id: number; role: StaffRole };

/** The kinds a filter reaches for this caller (the kind filter must be one of them: the route answers 403 before). */
export const kindsOf = (caller: Caller, filter: Pick<InboxFilter, 'kind'>): SubmissionKind[] =>
  filter.kind ? [filter.kind] : kindsFor(caller.role);

/**
 * The follow-up promise broken, as the studio home counts it (src/server/studio/dashboard.ts): an open submission
 * of a kind that carries the promise (FOLLOW_UP_KINDS among `kinds`), in for FOLLOW_UP_HOURS or more at `now`,
 * held by the caller or by nobody.
 */
export function lateCondition(caller: Caller, kinds: readonly SubmissionKind[], now: number): SQL {
  const promised = FOLLOW_UP_KINDS.filter((kind) => kinds.includes(kind));
  if (promised.length === 0) return sql`false`;
  const cutoff = new Date(now - FOLLOW_UP_HOURS * 3_600_000).toISOString();
  return and(
    inArray(submissions.kind, promised),
    inArray(submissions.status, [...OPEN_STATUSES]),
    sql`${submissions.created_at} <= ${cutoff}::timestamptz`,
    or(eq(submissions.assignee_id, caller.id), isNull(submissions.assignee_id)),
  )!;
}

/** The WHERE of a filtered inbox read (`now`: the moment the follow-up promise is judged at). */
export function whereOf(caller: Caller, filter: InboxFilter, now = Date.now()): SQL {
  const conditions: (SQL | undefined)[] = [inArray(submissions.kind, kindsOf(caller, filter))];
  if (filter.status) conditions.push(eq(submissions.status, filter.status));
  if (filter.from) conditions.push(sql`${submissions.created_at} >= ${dayStart(filter.from)}::timestamptz`);
  if (filter.to) {
    const end = dayEnd(filter.to);
    conditions.push(
      end.inclusive ? sql`${submissions.created_at} <= ${end.at}::timestamptz` : sql`${submissions.created_at} < ${end.at}::timestamptz`,
    );
  }
  if (filter.campaign_id !== undefined) conditions.push(sql`${campaignExpr} = ${filter.campaign_id}`);
  if (filter.assignee === 'me') conditions.push(eq(submissions.assignee_id, caller.id));
  else if (filter.assignee === 'none') conditions.push(isNull(submissions.assignee_id));
  else if (filter.assignee !== undefined) conditions.push(eq(submissions.assignee_id, filter.assignee));
  if (filter.overdue) conditions.push(overdueCondition());
  if (filter.late) conditions.push(lateCondition(caller, kindsOf(caller, filter), now));
  if (filter.centre !== undefined) conditions.push(centreCondition(filter.centre));
  if (filter.q) {
    const pattern = `%${likeEscape(filter.q)}%`;
    conditions.push(
      or(
        sql`${submissions.id} ilike ${pattern}`,
        sql`${referenceExpr} ilike ${pattern}`,
        sql`${answeredReference} ilike ${pattern}`,
        // Every field the visitor sent, as its JSON text.
        sql`${submissions.payload}::text ilike ${pattern}`,
        sql`${reg.name} ilike ${pattern}`,
        sql`${reg.email} ilike ${pattern}`,
        sql`${reg.serial_number} ilike ${pattern}`,
        sql`${claimed.name} ilike ${pattern}`,
        sql`${claimed.email} ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions)!;
}

const clip = (text: string, max = 120) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
const str = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' · ');

/** One short line per kind: what the list shows under the name. */
export function summaryOf(kind: SubmissionKind, payload: Record<string, unknown>, jobTitle?: string | null): string {
  switch (kind) {
    case 'inquiry':
      return payload.type === 'contact'
        ? clip(str(payload.notes))
        : clip(joined(String(payload.type ?? '').toUpperCase(), payload.company, payload.product, payload.message));
    case 'career':
      return clip(jobTitle || str(payload.position));
    case 'lottery':
      return clip(joined(payload.invoice_number, payload.store_name, payload.total_purchase));
    case 'giveaway':
      return clip(joined(payload.giveaway, payload.city));
    case 'support':
      return clip(joined(payload.brand, payload.product, payload.problem));
    case 'quote_decision':
      return clip(joined(payload.receipt, payload.decision));
    case 'product_registration':
    case 'warranty_activation':
      return clip(joined(payload.product, payload.serial_number, payload.reference));
    case 'subscription':
      return clip(
        joined(...(Array.isArray(payload.brands) ? payload.brands : []), ...(Array.isArray(payload.categories) ? payload.categories : [])),
      );
  }
}

export type RawRow = {
  id: string;
  reference: string;
  kind: SubmissionKind;
  status: SubmissionStatus;
  created_at: string;
  status_changed_at: string | null;
  lang: string;
  payload: Record<string, unknown>;
  name: string;
  email: string;
  phone: string;
  assignee_id: number | null;
  assignee_name: string | null;
  campaign_id: number | null;
  /** A job application's vacancy title (null for other kinds, or a vacancy deleted since). */
  job_title: string | null;
  file_count: number;
  note_count: number;
  registration_id: number | null;
};

/** A stored timestamp (PostgreSQL's text `2026-11-24 05:09:52.123456+00`, or ISO) as ISO 8601 UTC. */
export function iso(value: string): string {
  const normal = value
    .trim()
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00')
    .replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
  const time = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(normal) ? normal : `${normal}Z`);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export function toRow(raw: RawRow, now = Date.now()): InboxRow {
  const created = iso(raw.created_at);
  return {
    id: raw.id,
    reference: raw.reference,
    kind: raw.kind,
    status: raw.status,
    created_at: created,
    age_hours: Math.max(0, Math.floor((now - Date.parse(created)) / 3_600_000)),
    name: raw.name,
    email: raw.email,
    phone: raw.phone,
    summary: summaryOf(raw.kind, raw.payload, raw.job_title),
    assignee: raw.assignee_id === null ? null : { id: raw.assignee_id, name: raw.assignee_name ?? '' },
    campaign_id: raw.campaign_id,
    file_count: Number(raw.file_count),
    note_count: Number(raw.note_count),
  };
}

export async function listInbox(
  db: Database,
  caller: Caller,
  filter: InboxFilter,
  page: number,
  perPage: number,
  sort: '-created_at' | 'created_at',
) {
  const where = whereOf(caller, filter);
  const order =
    sort === 'created_at' ? [asc(submissions.created_at), asc(submissions.id)] : [desc(submissions.created_at), desc(submissions.id)];
  const rows = (await fromInbox(db.select(rowColumns))
    .where(where)
    .orderBy(...order)
    .limit(perPage)
    .offset((page - 1) * perPage)) as unknown as RawRow[];
  const [total] = (await fromInbox(db.select({ n: sql<number>`count(*)::int` })).where(where)) as unknown as { n: number }[];
  return { rows: rows.map((r) => toRow(r)), total: Number(total?.n ?? 0) };
}

/** One submission if the caller's role handles its kind (else undefined: the route answers 404, as for a missing id). */
export async function readRaw(db: Executor, caller: Caller, id: string): Promise<RawRow | undefined> {
  const [row] = (await fromInbox((db as Database).select(rowColumns))
    .where(and(eq(submissions.id, id), inArray(submissions.kind, kindsFor(caller.role))))
    .limit(1)) as unknown as RawRow[];
  return row;
}

/** A note row as the inbox answers it (a reply carries its mail's subject, language and sending time). */
export function noteOf(
  n: {
    id: number;
    staff_id: number | null;
    body: string;
    created_at: string;
    mail_subject: string | null;
    mail_lang: string | null;
    mailed_at: string | null;
  },
  staffName: string,
) {
  return {
    id: n.id,
    staff: n.staff_id === null ? null : { id: n.staff_id, name: staffName },
    body: n.body,
    created_at: iso(n.created_at),
    reply:
      n.mail_subject === null
        ? null
        : {
            subject: n.mail_subject,
            lang: n.mail_lang === 'en' ? ('en' as const) : ('id' as const),
            mailed_at: n.mailed_at && iso(n.mailed_at),
          },
  };
}

/** The detail's parts beyond the row: files (no bytes), notes, lottery codes, the product registration. */
/** A note as the detail page shows it, with its author's name (select from notes left-joined to staff). */
export const noteColumns = {
  id: submissionNotes.id,
  staff_id: submissionNotes.staff_id,
  staff_name: staffUsers.name,
  body: submissionNotes.body,
  created_at: submissionNotes.created_at,
  mail_subject: submissionNotes.mail_subject,
  mail_lang: submissionNotes.mail_lang,
  mailed_at: submissionNotes.mailed_at,
};

export async function detailOf(db: Executor, raw: RawRow) {
  const d = db as Database;
  const files = await d
    .select({
      id: submissionFiles.id,
      field: submissionFiles.field,
      name: submissionFiles.original_name,
      mime: submissionFiles.mime,
      size: submissionFiles.size,
      sha256: submissionFiles.sha256,
    })
    .from(submissionFiles)
    .where(eq(submissionFiles.submission_id, raw.id))
    .orderBy(asc(submissionFiles.id));
  const notes = await d
    .select(noteColumns)
    .from(submissionNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, submissionNotes.staff_id))
    .where(eq(submissionNotes.submission_id, raw.id))
    .orderBy(asc(submissionNotes.created_at), asc(submissionNotes.id));
  const codes = await d
    .select({ code: lotteryCodes.code })
    .from(lotteryCodes)
    .where(eq(lotteryCodes.submission_id, raw.id))
    .orderBy(asc(lotteryCodes.code));
  let registration;
  if (raw.registration_id !== null) {
    const [r] = await d
      .select({
        id: productRegistrations.id,
        reference: productRegistrations.reference,
        brand_slug: productRegistrations.brand_slug,
        product_id: productRegistrations.product_id,
        product_name: products.name,
        serial_number: productRegistrations.serial_number,
        purchase_date: productRegistrations.purchase_date,
        place_type: productRegistrations.place_type,
        place_name: productRegistrations.place_name,
        dealer_id: productRegistrations.dealer_id,
        activated_at: productRegistrations.activated_at,
        review_requested_at: productRegistrations.review_requested_at,
        review_decision: productRegistrations.review_decision,
        created_at: productRegistrations.created_at,
      })
      .from(productRegistrations)
      .leftJoin(products, eq(products.id, productRegistrations.product_id))
      .where(eq(productRegistrations.id, raw.registration_id));
    if (r) {
      registration = {
        ...r,
        activated_at: r.activated_at && iso(r.activated_at),
        review_requested_at: r.review_requested_at && iso(r.review_requested_at),
        created_at: iso(r.created_at),
      };
    }
  }
  return {
    ...toRow(raw),
    lang: raw.lang,
    job_title: raw.job_title,
    fields: raw.payload,
    files,
    notes: notes.map((n) => noteOf(n, n.staff_name ?? '')),
    codes: codes.map((c) => c.code),
    status_changed_at: raw.status_changed_at && iso(raw.status_changed_at),
    ...(registration ? { registration } : {}),
  };
}

/** Keyset pages for the export: oldest first, at most `size` rows after (created_at, id), created up to `until`. */
export function exportPage(
  db: Database,
  caller: Caller,
  filter: InboxFilter,
  until: string,
  after: { created_at: string; id: string } | undefined,
  size: number,
) {
  const keyset = after ? sql`(${submissions.created_at}, ${submissions.id}) > (${after.created_at}::timestamptz, ${after.id})` : undefined;
  return fromInbox(db.select(rowColumns))
    .where(and(whereOf(caller, filter), lte(submissions.created_at, sql`${until}::timestamptz`), keyset))
    .orderBy(asc(submissions.created_at), asc(submissions.id))
    .limit(size) as unknown as Promise<RawRow[]>;
}

/** The distinct field names and attachment fields of the filtered set (the export's columns), without loading rows. */
export async function exportColumns(db: Database, caller: Caller, filter: InboxFilter, until: string) {
  const where = and(whereOf(caller, filter), lte(submissions.created_at, sql`${until}::timestamptz`));
  const keys = (await fromInbox(db.selectDistinct({ key: sql<string>`jsonb_object_keys(${submissions.payload})` })).where(
    where,
  )) as unknown as { key: string }[];
  const ids = fromInbox(db.select({ id: submissions.id })).where(where);
  const fields = await db
    .selectDistinct({ field: submissionFiles.field })
    .from(submissionFiles)
    .where(inArray(submissionFiles.submission_id, ids));
  return { keys: keys.map((k) => k.key), fileFields: fields.map((f) => f.field).sort() };
}

/** The files (no bytes) of some submissions, for the export's links. */
export const filesOf = (db: Database, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: submissionFiles.id, submission_id: submissionFiles.submission_id, field: submissionFiles.field })
        .from(submissionFiles)
        .where(inArray(submissionFiles.submission_id, ids))
        .orderBy(asc(submissionFiles.id));

/** Active staff whose role handles at least one of these kinds (admins handle all). */
export async function assigneesFor(db: Database, kinds: readonly SubmissionKind[]) {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role })
    .from(staffUsers)
    .where(eq(staffUsers.disabled, false))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id));
  return rows.filter((r) => kindsFor(r.role).some((k) => kinds.includes(k)));
}
