import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio-inbox';
import type { Lang } from '@/contract/common';
import { HONEYPOT_FIELD } from '@/contract/forms';
import {
  defaultNotifyMode,
  kindsFor,
  mayHandle,
  type InboxFilter,
  type InboxPatch,
  type NotifyMode,
  type NotifySettings,
} from '@/contract/studio/inbox';
import { staffUsers, submissionFiles, submissionNotes, submissions } from '@/server/db/schema';
import { requestLang } from '@/server/lib/request-lang';
import { contentDisposition, downloadFile } from '@/server/submissions/download-name';
import { MULTIPART_LIMITS } from '@/server/submissions/intake';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { Transaction } from '@/server/repositories/submissions';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { StudioError } from '../errors';
import { staffOf, staffOnly } from '../guard';
import { schemaErrorBody, studioMessage } from '../messages';
import { csvStream, planExport, xlsxStream } from './export';
import { assigneesFor, detailOf, listInbox, overdueByCentre, readRaw, type Caller, type RawRow } from './query';
import { replyRoutes } from './replies';
import { ticketRoutes } from './tickets';

// The studio's inbox (src/contract/endpoints/studio-inbox.ts; docs/decisions/310-submissions-in-the-studio.md).
// The guard runs before anything is validated: no session → 401,
// a role without inbox kinds (editor) → 403. Each call then sees only the kinds the caller's role handles
// (KIND_ROLES): a submission of another kind answers 404 exactly like a missing one, so its existence is
// not revealed; asking for such a kind by name in a filter is a 403. Views, downloads, exports, status
// changes and notes each write an audit entry; the entries name ids, fields and hashes, never the
// visitor's data itself.

const INBOX = staffOnly((role) => kindsFor(role).length > 0);
const COLLECTION = 'submissions';

/** Field error texts of the inbox that the studio's table does not have. */
const FIELD = {
  assignee: {
    id: 'Staf ini tidak menangani jenis kiriman ini atau tidak aktif.',
    en: 'This staff member does not handle this kind of submission or is not active.',
  },
} as const;
const fieldError = (field: string, code: keyof typeof FIELD, lang: Lang) => ({
  message: studioMessage('invalid', lang),
  errors: { [field]: [FIELD[code][lang]] },
});

const callerOf = (request: FastifyRequest): Caller => {
  const staff = staffOf(request);
  return { id: staff.id, role: staff.role };
};

/** The filter as the audit keeps it: only what was set. */
/**
 * A list's or an export's filter as its audit entry keeps it. The searched text is not kept, only that there was
 * one: staff search by a visitor's name, e-mail or phone, and an audit entry must not hold personal data that
 * outlives the visitor's erasure (docs/decisions/310-submissions-in-the-studio.md).
 */
export const filterOf = (query: InboxFilter): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries({
      kind: query.kind,
      status: query.status,
      from: query.from,
      to: query.to,
      campaign_id: query.campaign_id,
      assignee: query.assignee,
      overdue: query.overdue,
      late: query.late,
      centre: query.centre,
      search: query.q ? true : undefined,
    }).filter(([, v]) => v !== undefined && v !== ''),
  );

/**
 * A status change and/or (re)assignment of one submission, in the caller's transaction: the row lock serialises
 * parallel changes, so each audit entry's "before" is what the change replaced. Shared by PATCH and the bulk action.
 */
async function applyUpdate(tx: Transaction, caller: Caller, id: string, body: InboxPatch, requestId: string) {
  const [before] = await tx
    .select({ kind: submissions.kind, status: submissions.status, assignee_id: submissions.assignee_id })
    .from(submissions)
    .where(and(eq(submissions.id, id), inArray(submissions.kind, kindsFor(caller.role))))
    .for('update');
  if (!before) return 'not_found' as const;
  if (body.assignee_id !== undefined && body.assignee_id !== null) {
    const [member] = await tx
      .select({ role: staffUsers.role, disabled: staffUsers.disabled })
      .from(staffUsers)
      .where(eq(staffUsers.id, body.assignee_id));
    if (!member || member.disabled || !mayHandle(member.role, before.kind)) return 'assignee' as const;
  }
  const after = {
    status: body.status ?? before.status,
    assignee_id: body.assignee_id === undefined ? before.assignee_id : body.assignee_id,
  };
  const statusChanged = after.status !== before.status;
  await tx
    .update(submissions)
    .set({ status: after.status, assignee_id: after.assignee_id, ...(statusChanged ? { status_changed_at: sql`now()` } : {}) })
    .where(eq(submissions.id, id));
  await recordAudit(tx, {
    staffId: caller.id,
    action: 'inbox.update',
    collection: COLLECTION,
    entityId: id,
    before: { status: before.status, assignee_id: before.assignee_id },
    after,
    requestId,
  });
  return 'ok' as const;
}

export default async function studioInboxRoutes(app: App) {
  const db = app.db;
  const downloads = new WeakSet<FastifyRequest>();
  app.addHook('onSend', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // After the site-wide headers (plugins/security-headers.ts): an attachment never runs as a page of our origin.
    if (downloads.has(request)) reply.header('Content-Security-Policy', 'sandbox');
  });
  app.setErrorHandler((error, request, reply) => {
    const lang = requestLang(request);
    if (error instanceof StudioError) return reply.code(error.status).send({ message: studioMessage(error.key, lang) });
    const invalid = schemaErrorBody(error, lang);
    if (invalid) return reply.code(400).send(invalid);
    throw error;
  });

  // A stage move's photos (./tickets.ts) come as multipart; read part by part in the handler, never on disk.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  ticketRoutes(app, INBOX);
  replyRoutes(app, INBOX);

  /** A kind named in the filter must be one the caller handles. */
  const kindAllowed = (caller: Caller, filter: InboxFilter) => !filter.kind || mayHandle(caller.role, filter.kind);

  registerEndpoint(
    app,
    endpoints.inboxList,
    async (request, reply) => {
      const caller = callerOf(request);
      const { page, per_page: perPage, sort, ...filter } = request.query;
      if (!kindAllowed(caller, filter)) return reply.code(403).send({ message: studioMessage('forbidden', requestLang(request)) });
      const { rows, total } = await listInbox(db, caller, filter, page, perPage, sort);
      // A page of the list shows names and contacts too: audited with its filter and the ids shown.
      await recordAudit(db, {
        staffId: caller.id,
        action: 'inbox.list',
        collection: COLLECTION,
        after: { filter: filterOf(filter), page, ids: rows.map((r) => r.id) },
        requestId: request.id,
      });
      return { data: rows, meta: { page, per_page: perPage, total, kinds: kindsFor(caller.role) } };
    },
    { preValidation: INBOX },
  );

  // Counts only (no names or contacts): not audited, like the assignee list.
  registerEndpoint(
    app,
    endpoints.inboxOverdue,
    async (request, reply) => {
      if (!mayHandle(callerOf(request).role, 'support'))
        return reply.code(403).send({ message: studioMessage('forbidden', requestLang(request)) });
      return { data: await overdueByCentre(db) };
    },
    { preValidation: INBOX },
  );

  registerEndpoint(
    app,
    endpoints.inboxExport,
    async (request, reply) => {
      const caller = callerOf(request);
      const { format, ...filter } = request.query;
      if (!kindAllowed(caller, filter)) return reply.code(403).send({ message: studioMessage('forbidden', requestLang(request)) });
      const origin = `${request.protocol}://${request.host}`;
      const plan = await planExport(db, caller, filter, origin);
      const stream = format === 'xlsx' ? xlsxStream(plan) : csvStream(plan);
      // The audit entry is written once the stream ends: with the rows actually sent, and whether it completed.
      const audit = (complete: boolean) =>
        recordAudit(db, {
          staffId: caller.id,
          action: 'inbox.export',
          collection: COLLECTION,
          after: { format, filter: filterOf(filter), rows: plan.count(), complete },
          requestId: request.id,
        }).catch((error: unknown) => request.log.error({ err: error }, 'inbox export audit failed'));
      let audited = false;
      stream.once('end', () => {
        audited = true;
        void audit(true);
      });
      stream.once('close', () => {
        if (!audited) void audit(false);
      });
      const stamp = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
      return reply
        .header('Content-Disposition', `attachment; filename="inbox-${stamp}.${format}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .type(format === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8')
        .send(stream as never); // a stream: Fastify sends it as is, unserialised
    },
    { preValidation: INBOX },
  );

  registerEndpoint(
    app,
    endpoints.inboxAssignees,
    async (request) => {
      const caller = callerOf(request);
      return { data: await assigneesFor(db, kindsFor(caller.role)) };
    },
    { preValidation: INBOX },
  );

  // Each member's own new-submission mail setting (docs/decisions/310-submissions-in-the-studio.md); the
  // same column `npm run notify -- set` writes. Only the caller's own: an administrator changes nobody else's.
  const notifySettings = async (caller: Caller): Promise<NotifySettings | undefined> => {
    const [row] = await db
      .select({ email: staffUsers.email, notify: staffUsers.notify })
      .from(staffUsers)
      .where(eq(staffUsers.id, caller.id));
    if (!row) return undefined;
    const roleDefault = defaultNotifyMode(caller.role);
    return {
      mode: row.notify ?? roleDefault,
      chosen: row.notify !== null,
      role_default: roleDefault,
      kinds: kindsFor(caller.role),
      email: row.email,
    };
  };

  registerEndpoint(
    app,
    endpoints.inboxNotifyRead,
    async (request) => {
      const settings = await notifySettings(callerOf(request));
      if (!settings) throw new StudioError(404, 'not_found');
      return { data: settings };
    },
    { preValidation: INBOX },
  );

  registerEndpoint(
    app,
    endpoints.inboxNotifyUpdate,
    async (request) => {
      const caller = callerOf(request);
      const mode: NotifyMode | null = request.body.mode === 'default' ? null : request.body.mode;
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ notify: staffUsers.notify }).from(staffUsers).where(eq(staffUsers.id, caller.id)).for('update');
        await tx.update(staffUsers).set({ notify: mode }).where(eq(staffUsers.id, caller.id));
        await recordAudit(tx, {
          staffId: caller.id,
          action: 'staff.notify',
          collection: 'staff',
          entityId: caller.id,
          before: { notify: before?.notify ?? null },
          after: { notify: mode },
          requestId: request.id,
        });
      });
      const settings = await notifySettings(caller);
      if (!settings) throw new StudioError(404, 'not_found');
      return { data: settings };
    },
    { preValidation: INBOX },
  );

  const answer = async (raw: RawRow) => {
    const detail = await detailOf(db, raw);
    delete detail.fields[HONEYPOT_FIELD];
    return { data: detail };
  };

  registerEndpoint(
    app,
    endpoints.inboxDetail,
    async (request) => {
      const caller = callerOf(request);
      const raw = await readRaw(db, caller, request.params.id);
      if (!raw) throw new StudioError(404, 'not_found');
      await recordAudit(db, {
        staffId: caller.id,
        action: 'inbox.view',
        collection: COLLECTION,
        entityId: raw.id,
        after: { kind: raw.kind },
        requestId: request.id,
      });
      return answer(raw);
    },
    { preValidation: INBOX },
  );

  registerEndpoint(
    app,
    endpoints.inboxUpdate,
    async (request, reply) => {
      const caller = callerOf(request);
      const lang = requestLang(request);
      const { id } = request.params;
      const body = request.body;
      const outcome = await db.transaction((tx) => applyUpdate(tx, caller, id, body, request.id));
      if (outcome === 'not_found') throw new StudioError(404, 'not_found');
      if (outcome === 'assignee') return reply.code(400).send(fieldError('assignee_id', 'assignee', lang));
      const raw = await readRaw(db, caller, id);
      if (!raw) throw new StudioError(404, 'not_found');
      return answer(raw);
    },
    { preValidation: INBOX },
  );

  // The list's bulk action: each row in a transaction of its own, so one refused row leaves the others applied.
  registerEndpoint(
    app,
    endpoints.inboxBulkUpdate,
    async (request) => {
      const caller = callerOf(request);
      const { ids, ...change } = request.body;
      const data = [];
      for (const id of ids) data.push({ id, result: await db.transaction((tx) => applyUpdate(tx, caller, id, change, request.id)) });
      return { data };
    },
    { preValidation: INBOX },
  );

  registerEndpoint(
    app,
    endpoints.inboxNoteCreate,
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params;
      const note = await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ id: submissions.id })
          .from(submissions)
          .where(and(eq(submissions.id, id), inArray(submissions.kind, kindsFor(caller.role))));
        if (!target) return undefined;
        const [row] = await tx
          .insert(submissionNotes)
          .values({ submission_id: id, staff_id: caller.id, body: request.body.body })
          .returning();
        // The note's text stays out of the audit log (it may quote the visitor): its id and length only.
        await recordAudit(tx, {
          staffId: caller.id,
          action: 'inbox.note',
          collection: COLLECTION,
          entityId: id,
          after: { note_id: row!.id, length: row!.body.length },
          requestId: request.id,
        });
        return row!;
      });
      if (!note) throw new StudioError(404, 'not_found');
      const staff = staffOf(request);
      return reply.code(201).send({
        data: {
          id: note.id,
          staff: { id: staff.id, name: staff.name },
          body: note.body,
          created_at: new Date(note.created_at).toISOString(),
          reply: null,
        },
      });
    },
    { preValidation: INBOX },
  );

  registerEndpoint(
    app,
    endpoints.inboxFile,
    async (request, reply) => {
      const caller = callerOf(request);
      const { id, fileId } = request.params;
      const [file] = await db
        .select({
          id: submissionFiles.id,
          field: submissionFiles.field,
          name: submissionFiles.original_name,
          mime: submissionFiles.mime,
          sha256: submissionFiles.sha256,
          data: submissionFiles.data,
        })
        .from(submissionFiles)
        .innerJoin(submissions, eq(submissions.id, submissionFiles.submission_id))
        .where(
          and(eq(submissionFiles.id, fileId), eq(submissionFiles.submission_id, id), inArray(submissions.kind, kindsFor(caller.role))),
        );
      if (!file) throw new StudioError(404, 'not_found');
      await recordAudit(db, {
        staffId: caller.id,
        action: 'inbox.download',
        collection: COLLECTION,
        entityId: id,
        after: { file_id: file.id, field: file.field, sha256: file.sha256 },
        requestId: request.id,
      });
      downloads.add(request);
      // The visitor's name as a stem, the extension and type from the sniffed kind (decision 090): a stored
      // `lamaran.msi` that is a PDF saves as `lamaran.pdf`, never as something the desktop would run.
      const out = downloadFile(file.name, file.mime, file.field);
      return reply
        .header('Content-Disposition', contentDisposition(out))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Length', String(file.data.length))
        .type(out.contentType)
        .send(file.data as never);
    },
    { preValidation: INBOX },
  );
}
