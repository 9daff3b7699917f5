import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { submissionStatusLookup } from '@/contract/endpoints/submission-status';
import { normalizeReceipt, TRACKABLE_KINDS, type ReceiptStatus } from '@/contract/forms';
import type { Database } from '../db/client';
import { submissions } from '../db/schema';
import { requestLang } from '../lib/request-lang';
import { clearFailures, giveBackAttempt, takeAttempt, type ThrottleRule } from '../repositories/accounts-throttle';
import { generalMessage, schemaFieldErrors } from '../submissions/messages';
import { registerEndpoint } from '../routes/endpoint-route';
import type { App } from '../types';
import { submitterEmail } from './queue';
import { photoLinks, ticketPhotoRoute } from './ticket-photos';
import { readTicket } from './tickets';

// POST v2/submission/status (docs/decisions/310-submissions-in-the-studio.md): a job applicant or
// a warranty/service claimant reads the inbox status of their submission with its receipt number and
// their e-mail. Wrong number, wrong e-mail and an untracked kind get the same 404. Attempts are taken
// before the check, in the database, as the login does (decision 130): per client address 20 per
// 15 minutes (doubling), per receipt number 5 per 15 minutes (fixed), so nobody can try e-mails
// against a number they saw; a right answer gives its attempts back.

const ADDRESS_RULE: ThrottleRule = { maxFailures: 20 };
const RECEIPT_RULE: ThrottleRule = { maxFailures: 5, fixedBlockMs: 15 * 60_000 };
const keyOf = (kind: 'status-ip' | 'status-receipt', value: string) => `${kind}:${createHash('sha256').update(value).digest('hex')}`;

/** The inbox workflow as the visitor sees it: spam reads as received (and shows no change time). */
function visitorStatus(status: string): ReceiptStatus['status'] {
  return status === 'in_progress' || status === 'done' ? status : 'received';
}

type Found = { id: string; kind: ReceiptStatus['kind']; status: string; created_at: string; changed: string | null };

/** The trackable submission a receipt number and its submitter's e-mail name, or undefined (one answer for every mismatch). */
async function findTracked(db: Database, receipt: string, email: string): Promise<Found | undefined> {
  const [row] = await db
    .select({
      id: submissions.id,
      kind: submissions.kind,
      status: submissions.status,
      created_at: submissions.created_at,
      changed: submissions.status_changed_at,
      payload: submissions.payload,
    })
    .from(submissions)
    .where(and(eq(submissions.reference, receipt), inArray(submissions.kind, [...TRACKABLE_KINDS])))
    .limit(1);
  const owner = row ? await submitterEmail(db, row.kind, row.payload) : undefined;
  if (!row || !owner || owner.trim().toLowerCase() !== email.trim().toLowerCase()) return undefined;
  return row;
}

/** What the visitor sees of a tracked submission; a support request's with its repair ticket. */
async function statusOf(db: Database, receipt: string, row: Found, secret: string): Promise<ReceiptStatus> {
  const status = visitorStatus(row.status);
  const ticket = row.kind === 'support' ? { ticket: await readTicket(db, row.id, row.created_at, photoLinks(secret)) } : {};
  return {
    receipt,
    kind: row.kind,
    status,
    received_at: row.created_at,
    updated_at: status === 'received' ? null : row.changed,
    ...ticket,
  };
}

/**
 * A receipt number and e-mail checked as the lookup checks them, attempts taken first: `wait` seconds when
 * over the allowance, else the submission found (its attempts given back) or undefined. The quote answer
 * (routes/forms/forms.ts) takes its two factors through here too, so it is no second door for guessing.
 */
export async function checkReceipt(
  db: Database,
  ip: string,
  rawReceipt: string,
  email: string,
): Promise<{ wait: number } | { found: Found | undefined }> {
  const receipt = normalizeReceipt(rawReceipt);
  const keys = { address: keyOf('status-ip', ip), receipt: keyOf('status-receipt', receipt ?? rawReceipt) };
  const wait = (await takeAttempt(db, keys.address, ADDRESS_RULE)) || (await takeAttempt(db, keys.receipt, RECEIPT_RULE));
  if (wait > 0) return { wait };
  const found = receipt ? await findTracked(db, receipt, email) : undefined;
  if (found) {
    await giveBackAttempt(db, keys.address);
    await clearFailures(db, keys.receipt);
  }
  return { found };
}

export default async function statusRoutes(app: App) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  // Field errors in the request's language (docs/product.md §8), as the account calls answer them.
  app.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request);
    const errors = schemaFieldErrors(error, lang);
    if (!errors) throw error;
    return reply.code(400).send({ message: generalMessage('invalid', lang), errors });
  });

  ticketPhotoRoute(app); // the stage photos the timeline below names by signed address

  registerEndpoint(app, submissionStatusLookup, async (request, reply) => {
    const lang = requestLang(request);
    const receipt = normalizeReceipt(request.body.receipt)!; // the schema checked it
    const checked = await checkReceipt(app.db, request.ip, receipt, request.body.email);
    if ('wait' in checked)
      return reply
        .code(429)
        .header('Retry-After', String(checked.wait))
        .send({ message: generalMessage('status_limited', lang) });
    const found = checked.found && (await statusOf(app.db, receipt, checked.found, app.accountSecret));
    if (!found) return reply.code(404).send({ message: generalMessage('status_not_found', lang) });
    return { data: found };
  });
}
