import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@/contract/common';
import * as endpoints from '@/contract/endpoints/studio-inbox';
import { and, eq, inArray } from 'drizzle-orm';
import { MAX_TICKET_PHOTOS, PHOTO_KINDS } from '@/contract/forms';
import { kindsFor, TICKET_PHOTO_FIELD, TicketMoveFormSchema, TicketMoveSchema } from '@/contract/studio/inbox';
import { submissions } from '@/server/db/schema';
import { requestLang } from '@/server/lib/request-lang';
import { photoLinks } from '@/server/notify/ticket-photos';
import { moveTicket, readTicket, STAGE_LABEL, type MoveRefusal } from '@/server/notify/tickets';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import { checkAttachments, type AttachmentRule } from '@/server/submissions/attachments';
import { readSubmission } from '@/server/submissions/intake';
import { fieldMessage, generalMessage } from '@/server/submissions/messages';
import { admitOrRefuse, formBodyBytes } from '@/server/submissions/upload-limits';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { StudioError } from '../errors';
import { staffOf, type staffOnly } from '../guard';
import { studioMessage, translateErrors } from '../messages';

// Repair tickets in the inbox (docs/decisions/310-submissions-in-the-studio.md): the service team (and admins,
// through KIND_ROLES' support → service) reads a support request's ticket and moves it on. The stage rules
// live in the contract (TICKET_MOVES) and are enforced in moveTicket under the ticket's row lock; a refused
// move is a 409 naming both stages in the request's language. A move may carry up to MAX_TICKET_PHOTOS photos for
// the customer (JPG/PNG by their bytes, each at most 5 MB), stored with the stage or not at all. Each move is
// audited (ids, stages, the note's length, the photos' hashes, never the note's text) and queues the customer's
// mail (the notifier's stage sweep).

/** The service team's photos on a stage: checked as a support request's photos are. */
const PHOTO_RULE: AttachmentRule = { field: TICKET_PHOTO_FIELD, kinds: PHOTO_KINDS, required: false, max: MAX_TICKET_PHOTOS };

const label = (stage: keyof typeof STAGE_LABEL, lang: Lang) => STAGE_LABEL[stage][lang];

function refusalMessage(refusal: Exclude<MoveRefusal, { reason: 'not_found' }>, lang: Lang): string {
  switch (refusal.reason) {
    case 'illegal':
      if (refusal.from === 'closed' || refusal.from === 'cancelled')
        return lang === 'en'
          ? `This ticket is ${label(refusal.from, 'en').toLowerCase()}: it cannot move any more.`
          : `Tiket ini sudah ${label(refusal.from, 'id').toLowerCase()}: tahapnya tidak dapat diubah lagi.`;
      return lang === 'en'
        ? `A ticket at "${label(refusal.from, 'en')}" cannot move to "${label(refusal.to, 'en')}".`
        : `Tiket pada tahap "${label(refusal.from, 'id')}" tidak dapat dipindah ke "${label(refusal.to, 'id')}".`;
    case 'not_approved':
      return lang === 'en'
        ? 'The customer has not approved the quote: the repair cannot start yet.'
        : 'Pelanggan belum menyetujui biaya: perbaikan belum dapat dimulai.';
    case 'amount':
      return lang === 'en' ? 'A quote needs its amount.' : 'Penawaran biaya wajib mencantumkan jumlahnya.';
  }
}

export function ticketRoutes(app: App, guard: ReturnType<typeof staffOnly>) {
  const db = app.db;

  const supportRow = async (role: Parameters<typeof kindsFor>[0], id: string) => {
    if (!kindsFor(role).includes('support')) return undefined;
    const [row] = await db
      .select({ id: submissions.id, created_at: submissions.created_at })
      .from(submissions)
      .where(and(eq(submissions.id, id), eq(submissions.kind, 'support'), inArray(submissions.kind, kindsFor(role))));
    return row;
  };

  registerEndpoint(
    app,
    endpoints.inboxTicket,
    async (request) => {
      const row = await supportRow(staffOf(request).role, request.params.id);
      if (!row) throw new StudioError(404, 'not_found');
      return { data: await readTicket(db, row.id, row.created_at, photoLinks(app.accountSecret)) };
    },
    { preValidation: guard },
  );

  // The stage's photos make this an upload: admitted like a form post before its body is read (the cap on bytes
  // in flight, docs/decisions/090-form-intake.md), with its own limit (MAX_TICKET_PHOTOS photos and the fields).
  const bodyLimit = formBodyBytes(MAX_TICKET_PHOTOS);
  const admit = (request: FastifyRequest, reply: FastifyReply) =>
    admitOrRefuse(app.uploads.budget, request, reply, bodyLimit, (lang) => ({
      message: generalMessage('file_too_large', lang),
      errors: { [TICKET_PHOTO_FIELD]: [fieldMessage('file_size', lang)] },
    }));

  registerEndpoint(
    app,
    endpoints.inboxTicketMove,
    async (request, reply) => {
      const staff = staffOf(request);
      const lang = requestLang(request);
      const row = await supportRow(staff.role, request.params.id);
      if (!row) throw new StudioError(404, 'not_found');
      const invalid = (errors: Record<string, string[]>, status: 400 | 413 = 400) =>
        reply.code(status).send({ message: studioMessage('invalid', lang), errors: translateErrors(errors, lang) });

      // JSON, or multipart with the photos: the fields checked by the declared schema, the photos as a form's
      // (../../submissions/attachments.ts); nothing is stored unless all of it is good.
      const { fields, files, tooLongFields, badTextFields, tooManyFiles } = await readSubmission(request, { maxFiles: MAX_TICKET_PHOTOS });
      const errors: Record<string, string[]> = {};
      for (const field of tooLongFields) errors[field] = ['too_long'];
      for (const field of badTextFields) errors[field] = ['text'];
      for (const file of files) if (file.field !== TICKET_PHOTO_FIELD) errors[file.field] = ['invalid'];
      const parsed = (request.isMultipart() ? TicketMoveFormSchema : TicketMoveSchema).safeParse(fields);
      if (!parsed.success) for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
      const photos = await checkAttachments(PHOTO_RULE, files, tooManyFiles);
      if (!photos.ok) errors[TICKET_PHOTO_FIELD] = [photos.code];
      if (!parsed.success || !photos.ok || Object.keys(errors).length > 0)
        return invalid(errors, !photos.ok && photos.code === 'file_size' ? 413 : 400);

      const { stage, note, amount } = parsed.data;
      if (amount !== undefined && stage !== 'quote')
        return reply.code(400).send({
          message: studioMessage('invalid', lang),
          errors: { amount: [lang === 'en' ? 'Only a quote has an amount.' : 'Hanya penawaran biaya yang memiliki jumlah.'] },
        });
      const move = () =>
        db.transaction(async (tx) => {
          const moved = await moveTicket(tx, row.id, { stage, note, amount, staffId: staff.id, photos: photos.files });
          if (!moved.ok) return moved;
          await recordAudit(tx, {
            staffId: staff.id,
            action: 'inbox.stage',
            collection: 'submissions',
            entityId: row.id,
            before: { stage: moved.from },
            after: {
              stage,
              note_length: note?.length ?? 0,
              ...(amount !== undefined ? { amount } : {}),
              ...(photos.files.length ? { photos: photos.files.map((p) => p.sha256) } : {}),
            },
            requestId: request.id,
          });
          return moved;
        });
      // Files are written one upload at a time on the embedded database, as a form's are (upload-limits.ts).
      const outcome = photos.files.length > 0 ? await app.uploads.writes.run(move) : await move();
      if (!outcome.ok) {
        if (outcome.refusal.reason === 'not_found') throw new StudioError(404, 'not_found');
        if (outcome.refusal.reason === 'amount')
          return reply
            .code(400)
            .send({ message: studioMessage('invalid', lang), errors: { amount: [refusalMessage(outcome.refusal, lang)] } });
        return reply.code(409).send({ message: refusalMessage(outcome.refusal, lang) });
      }
      app.notify.nudge(); // the customer's mail, after this answer (docs/decisions/310)
      return reply.code(201).send({ data: await readTicket(db, row.id, row.created_at, photoLinks(app.accountSecret)) });
    },
    { onRequest: admit, preValidation: guard },
  );
}
