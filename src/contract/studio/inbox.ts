import { z } from 'zod';
import { LangSchema } from '../common';
import { QUOTE_MAX_RUPIAH, SubmissionKindSchema, TicketSchema, TicketStageSchema, type SubmissionKind } from '../forms';
import { STAFF_ROLES, type StaffRole } from '@/contract/collections/fields';

// The studio's inbox of form submissions (docs/decisions/310-submissions-in-the-studio.md): who handles which kind,
// the workflow states, and the wire schemas of src/contract/endpoints/studio-inbox.ts. The server
// enforces KIND_ROLES on every list, detail, download, export, status change and note.

/** The roles that handle each kind of submission; `admin` handles every kind (docs/decisions/310-submissions-in-the-studio.md). */
export const KIND_ROLES: Record<SubmissionKind, readonly StaffRole[]> = {
  career: ['hr'],
  // contact messages and B2B/B2G procurement requests
  inquiry: ['marketing'],
  lottery: ['marketing'],
  giveaway: ['marketing'],
  subscription: ['marketing'],
  support: ['service'],
  product_registration: ['service'],
  warranty_activation: ['service'],
  quote_decision: ['service'],
};

export const SUBMISSION_KINDS = SubmissionKindSchema.options;

/** The kinds of submission a role may see and handle (every kind for `admin`), in SUBMISSION_KINDS order. */
export function kindsFor(role: StaffRole): SubmissionKind[] {
  if (role === 'admin') return [...SUBMISSION_KINDS];
  return SUBMISSION_KINDS.filter((kind) => KIND_ROLES[kind].includes(role));
}

/** Whether a role may see and handle this kind. */
export const mayHandle = (role: StaffRole, kind: SubmissionKind) => role === 'admin' || KIND_ROLES[kind].includes(role);

/** The roles that see the inbox at all (navigation; the assignees list). */
export const INBOX_ROLES: readonly StaffRole[] = STAFF_ROLES.filter((role) => kindsFor(role).length > 0);

/** The workflow: new → in_progress → done, or spam (any state may move to any other; every move is audited). */
export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** States still waiting for someone (the age badge counts for these). */
export const OPEN_STATUSES: readonly SubmissionStatus[] = ['new', 'in_progress'];
/** The promise made to B2B/B2G leads: an answer within a day. */
export const FOLLOW_UP_HOURS = 24;
/** The kinds that carry that promise: open past FOLLOW_UP_HOURS is overdue (the inbox's age badge, the studio home's dashboard). */
export const FOLLOW_UP_KINDS: readonly SubmissionKind[] = ['inquiry'];

export const SubmissionKindParamSchema = z.enum(SUBMISSION_KINDS, 'choice');
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES, 'choice');

// ---------------------------------------------------------------- list filters

const id = z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid');
/** A day (`2026-11-24`, Asia/Jakarta) or an instant with its offset. */
const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'date' });

export const INBOX_SORTS = ['-created_at', 'created_at'] as const;
export const INBOX_PAGE_SIZE_MAX = 200;

export const InboxFilterSchema = z.object({
  kind: SubmissionKindParamSchema.optional(),
  status: SubmissionStatusSchema.optional(),
  /** From this day (inclusive; a bare day is taken in Asia/Jakarta). */
  from: day.optional(),
  /** Through this day (inclusive). */
  to: day.optional(),
  campaign_id: id.optional(),
  /** A staff id, `me` or `none` (unassigned). */
  assignee: z.union([z.enum(['me', 'none']), id], { error: 'invalid' }).optional(),
  /** Searches the reference, name, e-mail, phone and every field's text. */
  q: z.string('invalid').trim().max(200, 'too_long').optional(),
  /** `1`: only overdue service tickets (TICKET_OVERDUE_DAYS). */
  overdue: z.literal('1', 'choice').optional(),
  /**
   * `1`: only the broken follow-up promises the studio home counts ("lewat 24 jam"): open submissions of the
   * FOLLOW_UP_KINDS in for FOLLOW_UP_HOURS or more, held by the caller or by nobody.
   */
  late: z.literal('1', 'choice').optional(),
  /** Service tickets handed to this service centre (directly or at one of its pickup points), or `none` chosen. */
  centre: z.union([z.literal('none'), id], { error: 'invalid' }).optional(),
  lang: LangSchema.optional(),
});
export type InboxFilter = z.infer<typeof InboxFilterSchema>;

/**
 * A service ticket is overdue when it is still open (inbox status new or in progress, stage neither closed nor
 * cancelled) and its current stage was reached this many days ago or more: nobody has moved it for a week.
 */
export const TICKET_OVERDUE_DAYS = 7;

/** Overdue service tickets per service centre (`centre` null: no centre or pickup point chosen), most first. */
export const OverdueByCentreSchema = z.object({
  days: z.number().int(),
  total: z.number().int(),
  centres: z.array(
    z.object({
      /** null: the customer chose no place; a centre since removed keeps its id with a null name. */
      centre: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
      count: z.number().int(),
    }),
  ),
});
export type OverdueByCentre = z.infer<typeof OverdueByCentreSchema>;
export const OverdueByCentreResponseSchema = z.object({ data: OverdueByCentreSchema });

export const InboxListQuerySchema = InboxFilterSchema.extend({
  page: z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
  per_page: z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(INBOX_PAGE_SIZE_MAX, 'invalid').default(50),
  sort: z.enum(INBOX_SORTS, 'choice').default('-created_at'),
});
export type InboxListQuery = z.infer<typeof InboxListQuerySchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const InboxExportQuerySchema = InboxFilterSchema.extend({ format: z.enum(EXPORT_FORMATS, 'choice').default('csv') });

// ---------------------------------------------------------------- answers

export const StaffRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const InboxRowSchema = z.object({
  /** The submission's id (UUID): what the detail, file and note calls take. */
  id: z.string(),
  /** The visitor's receipt number (`DK-…`, docs/decisions/310); the search finds a registration's `REG-…` too. */
  reference: z.string(),
  kind: SubmissionKindSchema,
  status: SubmissionStatusSchema,
  created_at: z.string(),
  /** Whole hours since it came in: the studio flags an open inquiry older than FOLLOW_UP_HOURS. */
  age_hours: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** One short line per kind: subject, position, company, product… */
  summary: z.string(),
  assignee: StaffRefSchema.nullable(),
  campaign_id: z.number().int().nullable(),
  file_count: z.number().int(),
  note_count: z.number().int(),
});
export type InboxRow = z.infer<typeof InboxRowSchema>;

export const InboxListResponseSchema = z.object({
  data: z.array(InboxRowSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    /** The kinds the caller may see (the kind filter's choices). */
    kinds: z.array(SubmissionKindSchema),
  }),
});

export const InboxFileSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  /** The name the visitor's file had. */
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  sha256: z.string(),
});
export type InboxFile = z.infer<typeof InboxFileSchema>;

/** A reply mailed to the submitter: its subject and language; `mailed_at` null while the mail waits in the queue. */
export const InboxReplyMailSchema = z.object({ subject: z.string(), lang: LangSchema, mailed_at: z.string().nullable() });

export const InboxNoteSchema = z.object({
  id: z.number().int(),
  staff: StaffRefSchema.nullable(),
  body: z.string(),
  created_at: z.string(),
  /** Set when this note is a reply mailed to the submitter (its body is the mail's text); null: an internal note. */
  reply: InboxReplyMailSchema.nullable(),
});
export type InboxNote = z.infer<typeof InboxNoteSchema>;

/** The product registration a service submission wrote (warranty claims, incl. a second claim under review). */
export const InboxRegistrationSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  brand_slug: z.string(),
  product_id: z.number().int(),
  product_name: z.string().nullable(),
  serial_number: z.string(),
  purchase_date: z.string(),
  place_type: z.string(),
  place_name: z.string(),
  dealer_id: z.number().int().nullable(),
  activated_at: z.string().nullable(),
  /** A second claim on a serial already activated elsewhere: waits for staff (docs/decisions/133). */
  review_requested_at: z.string().nullable(),
  /** Staff's decision on that claim (the studio's review of second claims), null while it waits. */
  review_decision: z.enum(['approved', 'refused']).nullable(),
  created_at: z.string(),
});

export const InboxDetailSchema = InboxRowSchema.extend({
  lang: z.string(),
  /** A job application's vacancy title, looked up from the slug the form sent as `position` (null otherwise). */
  job_title: z.string().nullable(),
  /** Every field the visitor sent (the honeypot removed). */
  fields: z.record(z.string(), z.unknown()),
  files: z.array(InboxFileSchema),
  notes: z.array(InboxNoteSchema),
  /** Lottery entries: the codes issued. */
  codes: z.array(z.string()),
  status_changed_at: z.string().nullable(),
  registration: InboxRegistrationSchema.optional(),
});
export type InboxDetail = z.infer<typeof InboxDetailSchema>;
export const InboxDetailResponseSchema = z.object({ data: InboxDetailSchema });

/** A submission id: a UUID for every form post (seeded demo rows have readable ids such as `seed-reg-…`). */
export const InboxParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,99}$/, 'invalid') });
export const InboxFileParamsSchema = InboxParamsSchema.extend({ fileId: id });

/** A status change and/or (re)assignment; `assignee_id: null` unassigns. At least one key. */
export const InboxPatchSchema = z
  .strictObject(
    {
      status: SubmissionStatusSchema.optional(),
      assignee_id: z.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid').nullable().optional(),
    },
    { error: 'invalid' },
  )
  .refine((body) => Object.keys(body).length > 0, 'required');
export type InboxPatch = z.infer<typeof InboxPatchSchema>;

/** At most this many submissions in one bulk change (a page of the list). */
export const INBOX_BULK_MAX = INBOX_PAGE_SIZE_MAX;

/** One status and/or assignee for several submissions at once (the list's selection); each row judged on its own. */
export const InboxBulkSchema = z
  .strictObject(
    {
      ids: z
        .array(InboxParamsSchema.shape.id, 'invalid')
        .min(1, 'required')
        .max(INBOX_BULK_MAX, 'too_many')
        .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
      status: SubmissionStatusSchema.optional(),
      assignee_id: z.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid').nullable().optional(),
    },
    { error: 'invalid' },
  )
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, 'required');
export type InboxBulk = z.infer<typeof InboxBulkSchema>;

/** Per submission: changed, or why not (`not_found`: missing or of a kind the caller does not handle; `assignee`: that member cannot take this kind). */
export const InboxBulkResultSchema = z.object({ id: z.string(), result: z.enum(['ok', 'not_found', 'assignee']) });
export type InboxBulkResult = z.infer<typeof InboxBulkResultSchema>;
export const InboxBulkResponseSchema = z.object({ data: z.array(InboxBulkResultSchema) });

export const NOTE_MAX = 5000;
export const InboxNoteCreateSchema = z.strictObject(
  { body: z.string('required').trim().min(1, 'required').max(NOTE_MAX, 'too_long') },
  { error: 'invalid' },
);
export const InboxNoteResponseSchema = z.object({ data: InboxNoteSchema });

// ---------------------------------------------------------------- replies by e-mail (docs/decisions/310)

export const REPLY_SUBJECT_MAX = 200;
/** A reply is a plain-text mail: anything that looks like an HTML tag or comment is refused, not escaped. */
const HTML_TAG = /<\s*(?:[a-z!?]|\/\s*[a-z])[^>]*>/i;
const plain = (value: string) => !HTML_TAG.test(value);

/**
 * A reply to the submitter, mailed through the notification queue and kept as a note. `idempotency_key` (a UUID the
 * form makes once per reply) turns a double or parallel send into one note and one mail.
 */
export const InboxReplyCreateSchema = z.strictObject(
  {
    lang: z.enum(['id', 'en'], 'choice'),
    subject: z
      .string('required')
      .trim()
      .min(1, 'required')
      .max(REPLY_SUBJECT_MAX, 'too_long')
      .refine((v) => !/[\r\n]/.test(v), 'invalid')
      .refine(plain, 'html'),
    body: z.string('required').trim().min(1, 'required').max(NOTE_MAX, 'too_long').refine(plain, 'html'),
    idempotency_key: z.uuid('invalid'),
  },
  { error: 'invalid' },
);
export type InboxReplyCreate = z.infer<typeof InboxReplyCreateSchema>;

export const AssigneeSchema = StaffRefSchema.extend({ role: z.enum(STAFF_ROLES) });
export const AssigneesResponseSchema = z.object({ data: z.array(AssigneeSchema) });

/** The bytes of an attachment or an export (documented, not parsed). */
export const InboxDownloadSchema = z.string();
export const InboxQuerySchema = z.object({ lang: LangSchema.optional() });

// ---------------------------------------------------------------- service tickets (docs/decisions/310)

/**
 * A stage move by the service team: the new stage, a note the customer reads, and a quote's amount (rupiah). Sent
 * as JSON, or as multipart (TicketMoveFormSchema) with up to MAX_TICKET_PHOTOS `photo` parts (JPG/PNG, each at most
 * MAX_FILE_BYTES) the customer then sees on that stage (docs/decisions/310-submissions-in-the-studio.md).
 */
export const TicketMoveSchema = z.strictObject(
  {
    stage: TicketStageSchema,
    note: z.string('invalid').trim().max(NOTE_MAX, 'too_long').optional(),
    amount: z.number('invalid').int('invalid').min(1, 'invalid').max(QUOTE_MAX_RUPIAH, 'invalid').optional(),
  },
  { error: 'invalid' },
);
export type TicketMove = z.infer<typeof TicketMoveSchema>;
/** The same move as multipart fields, which are text: the amount as digits (empty: none), an empty note none. */
export const TicketMoveFormSchema = TicketMoveSchema.extend({
  note: z.preprocess((v) => (v === '' ? undefined : v), TicketMoveSchema.shape.note),
  amount: z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v),
    TicketMoveSchema.shape.amount,
  ),
});
/** The field the stage's photos travel in (repeated, one part per photo). */
export const TICKET_PHOTO_FIELD = 'photo';
export const TicketResponseSchema = z.object({ data: TicketSchema });

// ---------------------------------------------------------------- new-submission mails (docs/decisions/310, 381)

/** How a staff member hears of new submissions of the kinds their role handles: each at once, a daily digest, or not. */
export const NOTIFY_MODES = ['instant', 'digest', 'off'] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];
export const NotifyModeSchema = z.enum(NOTIFY_MODES, 'choice');
/** A role's mode while its member has chosen none: administrators a digest (they see every kind), the others each mail. */
export const defaultNotifyMode = (role: StaffRole): NotifyMode => (role === 'admin' ? 'digest' : 'instant');

export const NotifySettingsSchema = z.object({
  /** The mode in force: the member's choice, or the role's default. */
  mode: NotifyModeSchema,
  /** False while the role's default applies. */
  chosen: z.boolean(),
  role_default: NotifyModeSchema,
  /** The kinds whose new submissions are mailed to this member (their role's). */
  kinds: z.array(SubmissionKindSchema),
  /** Where the mails go. */
  email: z.string(),
});
export type NotifySettings = z.infer<typeof NotifySettingsSchema>;
export const NotifySettingsResponseSchema = z.object({ data: NotifySettingsSchema });
/** `default` goes back to the role's default. */
export const NotifyUpdateSchema = z.strictObject({ mode: z.enum([...NOTIFY_MODES, 'default'], 'choice') }, { error: 'invalid' });
