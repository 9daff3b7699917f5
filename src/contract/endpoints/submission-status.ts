import type { ReadEndpoint, WriteEndpoint } from './define';

// The visitor's status lookup (docs/decisions/310-submissions-in-the-studio.md): a receipt number
// and the e-mail given with the submission. A POST so the e-mail never sits in a URL (logs, history);
// needs the network (never queued); every answer is no-store.

export const submissionStatusLookup = {
  method: 'POST',
  path: 'v2/submission/status',
  tag: 'forms',
  summary: 'Status of a job application or a warranty/service claim by receipt number (DK-XXXXXXXX) and e-mail',
  description:
    'The same 404 for an unknown receipt number, a wrong e-mail and a kind that cannot be tracked (no enumeration). ' +
    'Attempts are counted before the check, per client address (20) and per receipt number (5 per 15 minutes); ' +
    'then 429 with `Retry-After`. `status` is received, in_progress or done (a submission judged spam reads as received).',
  query: 'catalogue.LangQuerySchema',
  body: 'forms.StatusLookupSchema',
  response: { 200: 'forms.ReceiptStatusResponseSchema' },
  errors: [400, 404, 429],
  encoding: 'json',
  outbox: false,
} as const satisfies WriteEndpoint;

/**
 * A photo the service team attached to a ticket's stage, by the signed, expiring address the ticket's reader was
 * given (the status lookup, the account's "Servis saya", the studio's ticket card): never by an id alone. Personal:
 * never kept by the service worker, no-store.
 */
export const ticketPhoto = {
  method: 'GET',
  path: 'v2/ticket-photo/:token',
  tag: 'forms',
  summary:
    "A photo on a repair ticket's stage, by the signed address a ticket read handed out; it expires. A malformed address is a 400, any other wrong or expired one the same 404",
  params: 'forms.TicketPhotoParamsSchema',
  response: { 200: 'forms.TicketPhotoBytesSchema' },
  errors: [400, 404],
  cache: 'personal',
} as const satisfies ReadEndpoint;
