import { z } from 'zod';
import { NewPasswordSchema } from '../accounts';
import { ErrorSchema, LangSchema } from '../common';
import { COLLECTION_KEYS, PERMISSION_ACTIONS, STAFF_ROLES } from '@/contract/collections/fields';

// Wire schemas of the staff studio's API (src/contract/endpoints/studio.ts; decisions 250 and 253).
// Error texts are codes, as in src/contract/forms.ts; the server answers them in the staff member's language.

export const STAFF_COOKIE = '__Host-denka_staff';
/** Entity states in the studio's lists (docs/decisions/250-staff-studio.md). */
export const ENTITY_STATUSES = ['draft', 'published', 'changed', 'scheduled'] as const;
export type EntityStatus = (typeof ENTITY_STATUSES)[number];

export const StaffRoleSchema = z.enum(STAFF_ROLES, 'choice');
export const CollectionKeySchema = z.enum(COLLECTION_KEYS);
export const StudioQuerySchema = z.object({ lang: LangSchema.optional() });

const email = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(200, 'too_long')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'email');
const name = z.string('required').trim().min(1, 'required').max(120, 'too_long');

// ---------------------------------------------------------------- session and staff (docs/decisions/250)

export const StaffLoginSchema = z.object({
  email,
  password: z.string('required').min(1, 'required').max(200, 'too_long'),
  /** The second factor when the account has it on: 6 digits from the app or a recovery code (src/contract/studio/account.ts). */
  code: z.string('invalid').max(40, 'too_long').optional(),
});
export const StaffSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: StaffRoleSchema });
export type Staff = z.infer<typeof StaffSchema>;
/**
 * The session's staff member. `must_enrol_totp`: their role requires two-factor login and they have none yet, so
 * every studio call but enrolling it answers 403 `code: two_factor_required` (docs/decisions/130).
 */
export const SessionStaffSchema = StaffSchema.extend({ must_enrol_totp: z.boolean() });
export type SessionStaff = z.infer<typeof SessionStaffSchema>;
export const StaffSessionResponseSchema = z.object({ data: z.object({ staff: SessionStaffSchema }) });
export const StudioMessageSchema = z.object({ message: z.string() });
/** A studio route's 403: `two_factor_required` for a session limited to enrolling two-factor login (docs/decisions/130). */
export const StudioForbiddenSchema = ErrorSchema.extend({ code: z.literal('two_factor_required').optional() });

export const StaffMemberSchema = StaffSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  /** Two-factor login is on for this member (docs/decisions/130). */
  totp_enabled: z.boolean(),
});
export const StaffListResponseSchema = z.object({ data: z.array(StaffMemberSchema) });
export const StaffMemberResponseSchema = z.object({ data: StaffMemberSchema });
export const StaffCreateSchema = z.strictObject({ email, name, role: StaffRoleSchema, password: NewPasswordSchema });
export const StaffUpdateSchema = z
  .strictObject(
    {
      name: name.optional(),
      role: StaffRoleSchema.optional(),
      disabled: z.boolean('invalid').optional(),
      password: NewPasswordSchema.optional(),
    },
    { error: 'invalid' },
  )
  .refine((body) => Object.keys(body).length > 0, 'required');
export const StaffParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---------------------------------------------------------------- collections and entities

export const CollectionParamsSchema = z.object({ collection: CollectionKeySchema });
export const EntityParamsSchema = CollectionParamsSchema.extend({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const VersionParamsSchema = EntityParamsSchema.extend({ n: z.coerce.number().int().min(1).max(2_147_483_647) });

export const CollectionsResponseSchema = z.object({
  data: z.array(
    z.object({
      key: CollectionKeySchema,
      count: z.number().int(),
      may_publish: z.boolean(),
      /** What the caller may do with it (src/contract/studio/permissions.ts); the server checks every call again. */
      actions: z.array(z.enum(PERMISSION_ACTIONS)),
    }),
  ),
});

export const ENTITY_SORTS = ['-updated_at', 'updated_at', 'title', '-title', 'id', '-id'] as const;
export const EntityListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(ENTITY_STATUSES).optional(),
  sort: z.enum(ENTITY_SORTS).default('-updated_at'),
  /** Only those whose data was not confirmed within the collection's `confirms.staleDays` (dealers, service centres). */
  unconfirmed: z.literal('yes').optional(),
  /** Only those whose draft has Indonesian text without its English twin (the studio home's "English missing" counts). */
  missing_en: z.literal('yes').optional(),
  /**
   * Only entries whose draft points at these: `<field>:<value>` for up to REF_FILTERS_MAX of the collection's own
   * reference fields, comma-separated (`brand_id:3,category_id:2`; `brand_slug:insta360`); an unknown field or a
   * value of the wrong shape is a 400.
   */
  ref: z.string().trim().max(300).optional(),
  /**
   * The columns to show, comma-separated (src/contract/studio/list-columns.ts): each row's `values` then holds the
   * declaration's fields among them; a name the collection's list does not offer is a 400.
   */
  cols: z.string().trim().max(2_000).optional(),
  lang: LangSchema.optional(),
});
export const REF_FILTERS_MAX = 3;
/** A field column's value in a list row: a reference as the title of the entry it points at (or its id or slug). */
export const ColumnValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const EntitySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string().nullable(),
  status: z.enum(ENTITY_STATUSES),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  version: z.number().int(),
  /** When its public data was last confirmed (collections that declare `confirms`; null for the others and drafts never published). */
  confirmed_at: z.string().nullable(),
  /** The scheduled publish and unpublish times, if any. */
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** The asked field columns' values (`cols`), by field name. */
  values: z.record(z.string(), ColumnValueSchema).optional(),
});
export type EntitySummary = z.infer<typeof EntitySummarySchema>;
export const EntityListResponseSchema = z.object({
  data: z.array(EntitySummarySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});

export const EntityConfirmedResponseSchema = z.object({ data: z.object({ id: z.number().int(), confirmed_at: z.string() }) });

const FieldData = z.record(z.string(), z.unknown());
export const EntitySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(ENTITY_STATUSES),
  draft: FieldData,
  /** What visitors see now (the last published draft), or null. */
  published: FieldData.nullable(),
  publish_at: z.string().nullable(),
  unpublish_at: z.string().nullable(),
  /** English twins left empty while the Indonesian text is set ("specs.0.label_en" for list items). */
  missing_en: z.array(z.string()),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type Entity = z.infer<typeof EntitySchema>;
export const EntityResponseSchema = z.object({ data: EntitySchema });

/** A new draft. The data is checked against the collection's draft schema (draft-schema.ts) by the handler. */
export const EntityCreateSchema = z.strictObject({ data: FieldData });
/**
 * `autosave`: the editor saved by itself after a pause (docs/decisions/250-staff-studio.md). It is a save like any
 * other (a new version, 409 when stale, never published), but it replaces the version history's previous autosave
 * by the same staff member when nothing was saved by hand, published or restored since, so history keeps one.
 */
export const EntityUpdateSchema = z.strictObject({
  data: FieldData,
  version: z.number('required').int('invalid').min(1, 'invalid'),
  autosave: z.boolean('invalid').optional(),
});
export const EntityCreatedResponseSchema = z.object({ data: z.object({ id: z.number().int(), version: z.number().int() }) });
export const EntityVersionResponseSchema = z.object({ data: z.object({ version: z.number().int() }) });
export const EntityDeletedResponseSchema = z.object({ data: z.object({ id: z.number().int(), deleted: z.literal(true) }) });
/** 409: someone else saved meanwhile; the studio offers to reload. */
export const ConflictSchema = z.object({ message: z.string(), current_version: z.number().int() });

export const PublishSchema = z.strictObject({ version: z.number('required').int('invalid').min(1, 'invalid') });
export const EmptyBodySchema = z.strictObject({}, { error: 'invalid' }).optional();
export const ScheduleSchema = z
  .strictObject(
    {
      publish_at: z.iso.datetime({ offset: true, message: 'date' }).nullable().optional(),
      unpublish_at: z.iso.datetime({ offset: true, message: 'date' }).nullable().optional(),
    },
    { error: 'invalid' },
  )
  .refine((s) => !s.publish_at || !s.unpublish_at || Date.parse(s.publish_at) < Date.parse(s.unpublish_at), {
    message: 'date',
    path: ['unpublish_at'],
  });
export const EntityStateResponseSchema = z.object({
  data: z.object({
    version: z.number().int(),
    status: z.enum(ENTITY_STATUSES),
    publish_at: z.string().nullable(),
    unpublish_at: z.string().nullable(),
  }),
});

/**
 * The list's bulk actions: each the single action's rules, on each row in its own transaction (docs/decisions/250).
 * `schedule_publish` and `schedule_unpublish` set that time of each entry (the editor's schedule) to `at`.
 */
export const ENTITY_BULK_ACTIONS = ['publish', 'unpublish', 'delete', 'schedule_publish', 'schedule_unpublish'] as const;
export type EntityBulkAction = (typeof ENTITY_BULK_ACTIONS)[number];
const SCHEDULE_ACTIONS: readonly EntityBulkAction[] = ['schedule_publish', 'schedule_unpublish'];
/** At most this many entries in one bulk action (four pages of the list). */
export const ENTITY_BULK_MAX = 100;
export const EntityBulkSchema = z
  .strictObject(
    {
      action: z.enum(ENTITY_BULK_ACTIONS, 'choice'),
      ids: z
        .array(z.number('invalid').int('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'), 'invalid')
        .min(1, 'required')
        .max(ENTITY_BULK_MAX, 'too_many')
        .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
      /** The time of a schedule action (with its offset), in the future; no other action takes one. */
      at: z.iso.datetime({ offset: true, message: 'date' }).optional(),
    },
    { error: 'invalid' },
  )
  .superRefine((body, ctx) => {
    const schedules = SCHEDULE_ACTIONS.includes(body.action);
    if (schedules && body.at === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['at'] });
    else if (!schedules && body.at !== undefined) ctx.addIssue({ code: 'custom', message: 'invalid', path: ['at'] });
    else if (body.at !== undefined && !(Date.parse(body.at) > Date.now()))
      ctx.addIssue({ code: 'custom', message: 'future', path: ['at'] });
  });
export type EntityBulk = z.infer<typeof EntityBulkSchema>;
/**
 * One entry's outcome, in the order asked: done (with its state after a publish or unpublish), or the answer the
 * single action would have given — its HTTP status, message and field errors (a draft that cannot be published
 * names its fields; a published entry cannot be deleted; 404 for an id that is not there).
 */
export const EntityBulkResultSchema = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.enum(ENTITY_STATUSES).optional(),
  error: z
    .object({
      status: z.number().int(),
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional(),
    })
    .optional(),
});
export type EntityBulkResult = z.infer<typeof EntityBulkResultSchema>;
export const EntityBulkResponseSchema = z.object({ data: z.array(EntityBulkResultSchema) });

export const VersionsResponseSchema = z.object({
  data: z.array(
    z.object({
      n: z.number().int(),
      at: z.string(),
      action: z.string(),
      staff: z.string().nullable(),
      published: z.boolean(),
    }),
  ),
});
/** One saved version with its data: compared field by field with the draft in the studio before a restore. */
export const VersionResponseSchema = z.object({
  data: z.object({
    n: z.number().int(),
    at: z.string(),
    action: z.string(),
    staff: z.string().nullable(),
    published: z.boolean(),
    data: z.record(z.string(), z.unknown()),
  }),
});
export const PreviewResponseSchema = z.object({ data: z.object({ url: z.string(), expires_at: z.string() }) });

// ---------------------------------------------------------------- audit log (docs/decisions/250)

export const AuditQuerySchema = z.object({
  collection: z.string().trim().max(100).optional(),
  entity_id: z.string().trim().max(100).optional(),
  staff_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  lang: LangSchema.optional(),
});
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  collection: z.string().nullable(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
});
export const AuditResponseSchema = z.object({
  data: z.array(AuditEntrySchema),
  meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
});
