import { and, eq, inArray } from 'drizzle-orm';
import * as endpoints from '@/contract/endpoints/studio-inbox';
import { kindsFor } from '@/contract/studio/inbox';
import { staffUsers, submissionNotes, submissions } from '@/server/db/schema';
import { requestLang } from '@/server/lib/request-lang';
import { submitterEmail } from '@/server/notify/queue';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { staffOf, type staffOnly } from '../guard';
import { studioMessage } from '../messages';
import { noteColumns, noteOf } from './query';

// Replies by e-mail from the inbox (docs/decisions/310-submissions-in-the-studio.md). A reply is a note with a
// mail subject: written under the submission's row lock, so a double or parallel send with one idempotency key
// finds the first reply and writes nothing (one note, one mail); the mail itself is sent after the commit by the
// notifier's reply sweep, claimed once. Only the kinds the caller's role handles (another kind is a 404, as on
// every inbox call). The audit entry names the note, its language and lengths, never the text or the address.

export function replyRoutes(app: App, guard: ReturnType<typeof staffOnly>) {
  const db = app.db;
  registerEndpoint(
    app,
    endpoints.inboxReplyCreate,
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const body = request.body;
      const outcome = await db.transaction(async (tx) => {
        const [target] = await tx
          .select({ kind: submissions.kind, payload: submissions.payload })
          .from(submissions)
          .where(and(eq(submissions.id, id), inArray(submissions.kind, kindsFor(staff.role))))
          .for('update');
        if (!target) return { result: 'not_found' } as const;
        const [first] = await tx
          .select({ id: submissionNotes.id })
          .from(submissionNotes)
          .where(and(eq(submissionNotes.submission_id, id), eq(submissionNotes.idempotency_key, body.idempotency_key)));
        if (first) return { result: 'repeat', noteId: first.id } as const;
        if (!(await submitterEmail(tx, target.kind, target.payload))) return { result: 'no_email' } as const;
        const [row] = await tx
          .insert(submissionNotes)
          .values({
            submission_id: id,
            staff_id: staff.id,
            body: body.body,
            mail_subject: body.subject,
            mail_lang: body.lang,
            idempotency_key: body.idempotency_key,
          })
          .returning({ id: submissionNotes.id });
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'inbox.reply',
          collection: 'submissions',
          entityId: id,
          after: { note_id: row!.id, lang: body.lang, subject_length: body.subject.length, length: body.body.length },
          requestId: request.id,
        });
        return { result: 'created', noteId: row!.id } as const;
      });
      if (outcome.result === 'not_found') return reply.code(404).send({ message: studioMessage('not_found', requestLang(request)) });
      if (outcome.result === 'no_email') return reply.code(409).send({ message: studioMessage('no_email', requestLang(request)) });
      if (outcome.result === 'created') app.notify.nudge(); // the mail, after this answer
      const [note] = await db
        .select(noteColumns)
        .from(submissionNotes)
        .leftJoin(staffUsers, eq(staffUsers.id, submissionNotes.staff_id))
        .where(eq(submissionNotes.id, outcome.noteId));
      return reply.code(outcome.result === 'created' ? 201 : 200).send({ data: noteOf(note!, note!.staff_name ?? '') });
    },
    { preValidation: guard },
  );
}
