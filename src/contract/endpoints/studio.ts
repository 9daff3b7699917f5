import type { ReadEndpoint, WriteEndpoint } from './define';

/** A content route's 403 says which action the permission matrix refused (src/contract/studio/permissions.ts). */
const FORBIDDEN = 'studioPermissions.ForbiddenSchema';

// The staff studio (decisions 250 and 253): staff session, staff management, drafts, publishing,
// versions, preview and the audit log. Every call needs the staff session cookie (`__Host-denka_staff`)
// except logging in; every answer is personal (never cached, never kept by the service worker) and no
// write is queued offline. The media and CSV calls are declared in studio-media.ts.

const entity = 'studio/collections/:collection/:id';
const write = { tag: 'studio', encoding: 'json', outbox: false } as const;
const read = { tag: 'studio', cache: 'personal' } as const;

export const studioLogin = {
  ...write,
  method: 'POST',
  path: 'studio/session',
  summary:
    'Staff log in: sets the staff session cookie. Unknown e-mail, wrong password and a disabled account get the same 401; 429 while locked (decision 130). With two-factor login on, a right password without a valid `code` is a 401 with `second_factor: true`',
  query: 'studio.StudioQuerySchema',
  body: 'studio.StaffLoginSchema',
  response: { 200: 'studio.StaffSessionResponseSchema' },
  errors: [400, 401, 403, 429],
  errorBodies: { 401: 'studioAccount.LoginRefusedSchema' },
} as const satisfies WriteEndpoint;

export const studioSession = {
  ...read,
  method: 'GET',
  path: 'studio/session',
  summary:
    'The signed-in staff member, or 401. `must_enrol_totp`: their role requires two-factor login and they have none, so every other studio call answers 403 `two_factor_required` until they enrol it',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.StaffSessionResponseSchema' },
  errors: [401],
} as const satisfies ReadEndpoint;

export const studioLogout = {
  ...write,
  method: 'DELETE',
  path: 'studio/session',
  summary: 'Staff log out: ends the session and clears the cookie',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.StudioMessageSchema' },
  errors: [403],
} as const satisfies WriteEndpoint;

export const staffList = {
  ...read,
  method: 'GET',
  path: 'studio/staff',
  summary: 'Every staff account (admin only)',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.StaffListResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const staffCreate = {
  ...write,
  method: 'POST',
  path: 'studio/staff',
  summary: 'Create a staff account with a role (admin only); a taken e-mail is a field error',
  query: 'studio.StudioQuerySchema',
  body: 'studio.StaffCreateSchema',
  response: { 201: 'studio.StaffMemberResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const staffUpdate = {
  ...write,
  method: 'PATCH',
  path: 'studio/staff/:id',
  summary: "Change a staff account's name, role, password or disabled flag (admin only); disabling or a new password ends its sessions",
  params: 'studio.StaffParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.StaffUpdateSchema',
  response: { 200: 'studio.StaffMemberResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies WriteEndpoint;

export const collectionList = {
  ...read,
  method: 'GET',
  path: 'studio/collections',
  summary: "The collections the caller's role may view, with their entity counts and the actions it may take (view, edit, publish, delete)",
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.CollectionsResponseSchema' },
  errors: [401],
} as const satisfies ReadEndpoint;

export const studioDashboard = {
  ...read,
  method: 'GET',
  path: 'studio/dashboard',
  summary:
    "The studio home's panels for the caller: open and overdue submissions, what publishes or unpublishes in the next 7 days and what failed, entries missing English, dealers and service centres not confirmed in time; only the panels its role may read",
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioDashboard.DashboardResponseSchema' },
  errors: [400, 401],
} as const satisfies ReadEndpoint;

export const entityList = {
  ...read,
  method: 'GET',
  path: 'studio/collections/:collection',
  summary:
    "A page of a collection's entities with their state (draft, published, changed, scheduled) and schedule times; with `cols`, each row's values of the declaration's fields among those columns (a reference by its entry's title)",
  params: 'studio.CollectionParamsSchema',
  query: 'studio.EntityListQuerySchema',
  response: { 200: 'studio.EntityListResponseSchema' },
  errors: [400, 401, 403],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies ReadEndpoint;

export const entityRead = {
  ...read,
  method: 'GET',
  path: entity,
  summary: 'One entity: its draft, what is published, its schedule and the English texts it lacks',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.EntityResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies ReadEndpoint;

export const entityCreate = {
  ...write,
  method: 'POST',
  path: 'studio/collections/:collection',
  summary: 'A new draft (not public until published); its id comes from the public table and never changes',
  params: 'studio.CollectionParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EntityCreateSchema',
  response: { 201: 'studio.EntityCreatedResponseSchema' },
  errors: [400, 401, 403, 409],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const entityUpdate = {
  ...write,
  method: 'PUT',
  path: entity,
  summary: 'Save the draft; 409 with the current version when someone else saved since `version`',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EntityUpdateSchema',
  response: { 200: 'studio.EntityVersionResponseSchema' },
  errors: [400, 401, 403, 404, 409],
  errorBodies: { 403: FORBIDDEN, 409: 'studio.ConflictSchema' },
} as const satisfies WriteEndpoint;

export const entityPublish = {
  ...write,
  method: 'POST',
  path: `${entity}/publish`,
  summary: 'Publish the draft of `version`: visitors see it at once (every process), the content version grows',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.PublishSchema',
  response: { 200: 'studio.EntityStateResponseSchema' },
  errors: [400, 401, 403, 404, 409],
  errorBodies: { 403: FORBIDDEN, 409: 'studio.ConflictSchema' },
} as const satisfies WriteEndpoint;

export const entityUnpublish = {
  ...write,
  method: 'POST',
  path: `${entity}/unpublish`,
  summary: 'Take the entity off the public site (the draft stays); 409 while other published content needs it',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EmptyBodySchema',
  response: { 200: 'studio.EntityStateResponseSchema' },
  errors: [400, 401, 403, 404, 409],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const entityConfirm = {
  ...write,
  method: 'POST',
  path: `${entity}/confirm`,
  summary:
    "Confirm a published dealer's or service centre's data without a change: sets its confirmed_at to now (an edit or a CSV import does too); 400 for other collections, 404 when not published",
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.EntityConfirmedResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const entityDelete = {
  ...write,
  method: 'DELETE',
  path: entity,
  summary: 'Delete a draft that is not on the public site (never published, or taken off it); 409 while it is published',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.EntityDeletedResponseSchema' },
  errors: [400, 401, 403, 404, 409],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const entitySchedule = {
  ...write,
  method: 'POST',
  path: `${entity}/schedule`,
  summary: 'Publish and/or unpublish at a time (null clears it); one process runs due schedules',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.ScheduleSchema',
  response: { 200: 'studio.EntityStateResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

/** The list's bulk action: publish, unpublish or delete the selected entries, each applied or refused on its own. */
export const entityBulk = {
  ...write,
  method: 'POST',
  path: 'studio/collections/:collection/bulk',
  summary:
    "Publish (the current draft), unpublish, delete, or schedule the publish or unpublish at `at` (a future time) of up to 100 entries at once: each in its own transaction, audited like the single action, and answered in order with its state or the single action's refusal (status, message, field errors). Needs `view` and the action's right (publish, or delete) on the collection; a missing, past or unreadable `at` is a 400",
  params: 'studio.CollectionParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EntityBulkSchema',
  response: { 200: 'studio.EntityBulkResponseSchema' },
  errors: [400, 401, 403],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const entityVersions = {
  ...read,
  method: 'GET',
  path: `${entity}/versions`,
  summary: "The entity's saved versions, newest first",
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.VersionsResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies ReadEndpoint;

export const entityVersion = {
  ...read,
  method: 'GET',
  path: `${entity}/versions/:n`,
  summary: 'One saved version with its data (to compare with the draft before restoring it)',
  params: 'studio.VersionParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studio.VersionResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies ReadEndpoint;

export const entityRestore = {
  ...write,
  method: 'POST',
  path: `${entity}/versions/:n/restore`,
  summary: 'Copy version n into the draft (a new version; publish to show it)',
  params: 'studio.VersionParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EmptyBodySchema',
  response: { 200: 'studio.EntityVersionResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const entityPreview = {
  ...write,
  method: 'POST',
  path: `${entity}/preview`,
  summary: 'A signed link (valid one hour) that shows the draft on its public page',
  params: 'studio.EntityParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studio.EmptyBodySchema',
  response: { 200: 'studio.PreviewResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const auditList = {
  ...read,
  method: 'GET',
  path: 'studio/audit',
  summary: 'The audit log of every studio write, newest first (admin only)',
  query: 'studio.AuditQuerySchema',
  response: { 200: 'studio.AuditResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies ReadEndpoint;

// ---------------------------------------------------------------- a staff member's saved list views

const views = 'studio/collections/:collection/views';

export const listViews = {
  ...read,
  method: 'GET',
  path: views,
  summary: "The caller's own saved views of the collection's list (name, search, filters, sort, columns), by name; never another member's",
  params: 'studio.CollectionParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioListViews.ListViewsResponseSchema' },
  errors: [400, 401, 403],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies ReadEndpoint;

export const listViewCreate = {
  ...write,
  method: 'POST',
  path: views,
  summary:
    "Save the list's state under a name, for the caller only: at most 20 per collection, names unique per member (a field error), a column the list does not offer is a 400. Needs `view`",
  params: 'studio.CollectionParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studioListViews.ListViewCreateSchema',
  response: { 201: 'studioListViews.ListViewResponseSchema' },
  errors: [400, 401, 403],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const listViewUpdate = {
  ...write,
  method: 'PATCH',
  path: `${views}/:id`,
  summary: "Rename one of the caller's views or replace its state (404 for another member's)",
  params: 'studioListViews.ListViewParamsSchema',
  query: 'studio.StudioQuerySchema',
  body: 'studioListViews.ListViewUpdateSchema',
  response: { 200: 'studioListViews.ListViewResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;

export const listViewDelete = {
  ...write,
  method: 'DELETE',
  path: `${views}/:id`,
  summary: "Delete one of the caller's views (404 for another member's)",
  params: 'studioListViews.ListViewParamsSchema',
  query: 'studio.StudioQuerySchema',
  response: { 200: 'studioListViews.ListViewDeletedResponseSchema' },
  errors: [400, 401, 403, 404],
  errorBodies: { 403: FORBIDDEN },
} as const satisfies WriteEndpoint;
