import type { ReadEndpoint, WriteEndpoint } from './define';

// The studio's inbox of form submissions (docs/decisions/310-submissions-in-the-studio.md): staff session only, and
// only the kinds the caller's role handles (src/contract/studio/inbox.ts KIND_ROLES; a submission of
// another kind answers 404). Every answer is personal (never cached, never kept by the service worker);
// no write is queued offline. Views, downloads, exports, status changes and notes are audited.

const write = { tag: 'studio', encoding: 'json', outbox: false } as const;
const read = { tag: 'studio', cache: 'personal' } as const;

export const inboxList = {
  ...read,
  method: 'GET',
  path: 'studio/inbox',
  summary: "Submissions of the kinds the caller's role handles, newest first, with filters and search; a kind outside them is a 403",
  query: 'studioInbox.InboxListQuerySchema',
  response: { 200: 'studioInbox.InboxListResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies ReadEndpoint;

export const inboxExport = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/export',
  summary: 'The filtered list as a CSV or XLSX download, streamed and complete: a column per field and a link per attachment; audited',
  query: 'studioInbox.InboxExportQuerySchema',
  response: { 200: 'studioInbox.InboxDownloadSchema' },
  errors: [400, 401, 403],
} as const satisfies ReadEndpoint;

/** The service team's overdue tickets per service centre (each count opens the list filtered by `overdue=1&centre=`). */
export const inboxOverdue = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/overdue',
  summary:
    'Overdue service tickets (open, unmoved for TICKET_OVERDUE_DAYS days) counted per service centre; roles without service tickets get a 403',
  query: 'studioInbox.InboxQuerySchema',
  response: { 200: 'studioInbox.OverdueByCentreResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const inboxAssignees = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/assignees',
  summary: "Active staff who can handle the caller's kinds (the assignee choices)",
  query: 'studioInbox.InboxQuerySchema',
  response: { 200: 'studioInbox.AssigneesResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const inboxNotifyRead = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/notifications',
  summary:
    "The caller's own new-submission mail setting: instant, daily digest or off, whether chosen or the role's default, and the kinds it covers",
  query: 'studioInbox.InboxQuerySchema',
  response: { 200: 'studioInbox.NotifySettingsResponseSchema' },
  errors: [401, 403],
} as const satisfies ReadEndpoint;

export const inboxNotifyUpdate = {
  ...write,
  method: 'PUT',
  path: 'studio/inbox/notifications',
  summary: "Set the caller's own new-submission mail setting (instant, digest, off, or default: the role's); audited",
  query: 'studioInbox.InboxQuerySchema',
  body: 'studioInbox.NotifyUpdateSchema',
  response: { 200: 'studioInbox.NotifySettingsResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const inboxDetail = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/:id',
  summary: 'One submission with every field, its files, notes and (service kinds) its product registration; audited as a view',
  params: 'studioInbox.InboxParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  response: { 200: 'studioInbox.InboxDetailResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies ReadEndpoint;

export const inboxUpdate = {
  ...write,
  method: 'PATCH',
  path: 'studio/inbox/:id',
  summary: 'Change the status (new, in_progress, done, spam) and/or the assignee (null: nobody); audited with before and after',
  params: 'studioInbox.InboxParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  body: 'studioInbox.InboxPatchSchema',
  response: { 200: 'studioInbox.InboxDetailResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies WriteEndpoint;

/** The list's bulk action: one status and/or assignee for the selected rows, each applied or refused on its own. */
export const inboxBulkUpdate = {
  ...write,
  method: 'POST',
  path: 'studio/inbox/bulk',
  summary:
    "Set the status and/or the assignee of up to 200 submissions at once; each row is applied or reported (not_found: missing or another role's kind; assignee: that member cannot take its kind) and each change audited like a PATCH",
  query: 'studioInbox.InboxQuerySchema',
  body: 'studioInbox.InboxBulkSchema',
  response: { 200: 'studioInbox.InboxBulkResponseSchema' },
  errors: [400, 401, 403],
} as const satisfies WriteEndpoint;

export const inboxNoteCreate = {
  ...write,
  method: 'POST',
  path: 'studio/inbox/:id/notes',
  summary: 'Add an internal note (1–5000 characters); audited',
  params: 'studioInbox.InboxParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  body: 'studioInbox.InboxNoteCreateSchema',
  response: { 201: 'studioInbox.InboxNoteResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies WriteEndpoint;

/** A reply by e-mail to the submitter (docs/decisions/310): stored as a note, mailed once by the queue, audited. */
export const inboxReplyCreate = {
  ...write,
  method: 'POST',
  path: 'studio/inbox/:id/replies',
  summary:
    'Reply to the submitter by e-mail (plain text, Indonesian or English): kept as a note and mailed once through the queue; the same idempotency_key again answers the first reply (200) and sends nothing more; a submission without an e-mail address is a 409; audited',
  params: 'studioInbox.InboxParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  body: 'studioInbox.InboxReplyCreateSchema',
  response: { 200: 'studioInbox.InboxNoteResponseSchema', 201: 'studioInbox.InboxNoteResponseSchema' },
  errors: [400, 401, 403, 404, 409],
} as const satisfies WriteEndpoint;

export const inboxFile = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/:id/files/:fileId',
  summary:
    'An attachment as uploaded: Content-Disposition attachment, its stored type, nosniff, CSP sandbox, no-store; audited as a download',
  params: 'studioInbox.InboxFileParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  response: { 200: 'studioInbox.InboxDownloadSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies ReadEndpoint;

export const inboxTicket = {
  ...read,
  method: 'GET',
  path: 'studio/inbox/:id/ticket',
  summary: "A support request's repair ticket: its stage and timeline (other kinds: 404)",
  params: 'studioInbox.InboxParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  response: { 200: 'studioInbox.TicketResponseSchema' },
  errors: [400, 401, 403, 404],
} as const satisfies ReadEndpoint;

export const inboxTicketMove = {
  ...write,
  method: 'POST',
  path: 'studio/inbox/:id/stages',
  summary:
    'Move a repair ticket to its next stage with an optional note and photos for the customer; a quote needs its amount; the customer is mailed; audited',
  description:
    'Legal moves: received → checked; checked → quote, in_repair, sent_back; quote → in_repair (once the customer approved), sent_back; ' +
    'in_repair → ready, sent_back; ready and sent_back → closed; anything open → cancelled. Closed and cancelled are final. ' +
    "An illegal move is a 409 whose message names both stages in the request's language. " +
    'JSON, or multipart/form-data with up to MAX_TICKET_PHOTOS (4) `photo` parts, each a JPG or PNG of at most 5 MB by its ' +
    'bytes (another type, a larger file, a fifth photo or the same photo twice: a 400 or 413 on `photo`); the photos are ' +
    'stored with the stage in one transaction, or not at all.',
  params: 'studioInbox.InboxParamsSchema',
  query: 'studioInbox.InboxQuerySchema',
  input: 'studioInbox.TicketMoveSchema',
  response: { 201: 'studioInbox.TicketResponseSchema' },
  errors: [400, 401, 403, 404, 409, 413, 503],
  encoding: 'multipart',
} as const satisfies WriteEndpoint;
