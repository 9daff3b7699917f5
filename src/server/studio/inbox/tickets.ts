import type { Lang } from '@/contract/common';
import * as endpoints from '@/contract/endpoints/studio-inbox';
import { and, eq, inArray } from 'drizzle-orm';
import { kindsFor } from '@/contract/studio/inbox';
import { submissions } from '@/server/db/schema';
import { requestLang } from '@/server/lib/request-lang';
import { moveTicket, readTicket, STAGE_LABEL, type MoveRefusal } from '@/server/notify/tickets';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { StudioError } from '../errors';
import { staffOf, type staffOnly } from '../guard';
import { studioMessage } from '../messages';

// Repair tickets in the inbox (docs/decisions/310-submissions-in-the-studio.md): the service team (and admins,
// through KIND_ROLES' support → service) reads a support request's ticket and moves it on. The stage rules
// live in the contract (TICKET_MOVES) and are enforced in moveTicket under the ticket's row lock; a refused
// move is a 409 naming both stages in the request's language. Each move is audited (ids, stages, the note's
// length, never its text) and queues the customer's mail (the notifier's stage sweep).

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
      return { data: await readTicket(db, row.id, row.created_at) };
    },
    { preValidation: guard },
  );

  registerEndpoint(
    app,
    endpoints.inboxTicketMove,
    async (request, reply) => {
      const staff = staffOf(request);
      const lang = requestLang(request);
      const row = await supportRow(staff.role, request.params.id);
      if (!row) throw new StudioError(404, 'not_found');
      const { stage, note, amount } = request.body;
      if (amount !== undefined && stage !== 'quote')
        return reply.code(400).send({
          message: studioMessage('invalid', lang),
          errors: { amount: [lang === 'en' ? 'Only a quote has an amount.' : 'Hanya penawaran biaya yang memiliki jumlah.'] },
        });
      const outcome = await db.transaction(async (tx) => {
        const moved = await moveTicket(tx, row.id, { stage, note, amount, staffId: staff.id });
        if (!moved.ok) return moved;
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'inbox.stage',
          collection: 'submissions',
          entityId: row.id,
          before: { stage: moved.from },
          after: { stage, note_length: note?.length ?? 0, ...(amount !== undefined ? { amount } : {}) },
          requestId: request.id,
        });
        return moved;
      });
      if (!outcome.ok) {
        if (outcome.refusal.reason === 'not_found') throw new StudioError(404, 'not_found');
        if (outcome.refusal.reason === 'amount')
          return reply
            .code(400)
            .send({ message: studioMessage('invalid', lang), errors: { amount: [refusalMessage(outcome.refusal, lang)] } });
        return reply.code(409).send({ message: refusalMessage(outcome.refusal, lang) });
      }
      app.notify.nudge(); // the customer's mail, after this answer (docs/decisions/310)
      return reply.code(201).send({ data: await readTicket(db, row.id, row.created_at) });
    },
    { preValidation: guard },
  );
}
