import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import * as endpoints from '@/contract/endpoints/studio-privacy';
import { phoneDigits, type PrivacySubject } from '@/contract/studio/privacy';
import { requestLang } from '@/server/lib/request-lang';
import { registerEndpoint } from '@/server/routes/endpoint-route';
import type { App } from '@/server/types';
import { recordAudit } from '../audit';
import { staffOf, staffOnly } from '../guard';
import { schemaErrorBody } from '../messages';
import { erasePerson, exportOf, findPerson, holdingsOf, type PersonIds } from './person';
import { lastPurge, PURGE_EVERY_HOURS, runPurge } from './purge';
import type { RetentionPeriods } from './retention';

// The studio's personal-data calls (src/contract/endpoints/studio-privacy.ts; docs/decisions/320, 321):
// admin only, the guard before the body is validated. Every call is audited in its own transaction, with
// counts and the person only as a keyed hash (HMAC with the server's secret): the log proves what was done
// for whom without holding the e-mail or phone itself.

export type PrivacyRoutesOptions = { retention: RetentionPeriods; secret: string };

const ADMIN = staffOnly([]);

export default async function privacyRoutes(app: App, options: PrivacyRoutesOptions) {
  const db = app.db;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.setErrorHandler((error, request, reply) => {
    const invalid = schemaErrorBody(error, requestLang(request));
    if (!invalid) throw error;
    return reply.code(400).send(invalid);
  });

  const keyed = (kind: string, value: string) => createHmac('sha256', options.secret).update(`privacy:${kind}:${value}`).digest('hex');
  /** The person as the audit log keeps them: keyed hashes of the normalised e-mail and phone. */
  const subjectForAudit = (subject: PrivacySubject) => ({
    ...(subject.email !== undefined ? { email_hmac: keyed('email', subject.email.trim().toLowerCase()) } : {}),
    ...(subject.phone !== undefined ? { phone_hmac: keyed('phone', phoneDigits(subject.phone)) } : {}),
  });
  const found = (ids: PersonIds) => ({
    submissions: ids.submissions.length,
    product_registrations: ids.registrations.length,
    accounts: ids.accounts.length,
    subscriptions: ids.subscriptions.length,
  });
  const audit = (request: FastifyRequest) => ({ staffId: staffOf(request).id, collection: 'privacy', requestId: request.id });
  const subjectOf = (body: { email?: string | undefined; phone?: string | undefined }): PrivacySubject => ({
    ...(body.email !== undefined ? { email: body.email } : {}),
    ...(body.phone !== undefined ? { phone: body.phone } : {}),
  });

  registerEndpoint(
    app,
    endpoints.privacySearch,
    async (request) =>
      db.transaction(async (tx) => {
        const subject = subjectOf(request.body);
        const ids = await findPerson(tx, subject);
        await recordAudit(tx, {
          ...audit(request),
          action: 'privacy.search',
          after: { subject: subjectForAudit(subject), found: found(ids) },
        });
        return { data: await holdingsOf(tx, ids) };
      }),
    { preValidation: ADMIN },
  );

  registerEndpoint(
    app,
    endpoints.privacyExport,
    async (request, reply) => {
      const document = await db.transaction(async (tx) => {
        const subject = subjectOf(request.body);
        const ids = await findPerson(tx, subject);
        await recordAudit(tx, {
          ...audit(request),
          action: 'privacy.export',
          after: { subject: subjectForAudit(subject), found: found(ids) },
        });
        return exportOf(tx, ids, 'Denka');
      });
      const day = document.exported_at.slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="denka-data-${day}.json"`);
      reply.header('X-Content-Type-Options', 'nosniff');
      return document;
    },
    { preValidation: ADMIN },
  );

  registerEndpoint(
    app,
    endpoints.privacyErase,
    async (request) => {
      const counts = await db.transaction(async (tx) => {
        const subject = subjectOf(request.body);
        const ids = await findPerson(tx, subject);
        const erased = await erasePerson(tx, ids);
        await recordAudit(tx, { ...audit(request), action: 'privacy.erase', after: { subject: subjectForAudit(subject), counts: erased } });
        return erased;
      });
      return { data: { counts } };
    },
    { preValidation: ADMIN },
  );

  registerEndpoint(
    app,
    endpoints.privacyRetention,
    async () => ({
      data: {
        periods: Object.entries(options.retention).map(([kind, months]) => ({ kind: kind as keyof RetentionPeriods, months })),
        purge_every_hours: PURGE_EVERY_HOURS,
        last_purge: await lastPurge(db),
      },
    }),
    { preValidation: ADMIN },
  );

  registerEndpoint(
    app,
    endpoints.privacyPurge,
    async (request) => {
      const staff = staffOf(request);
      return {
        data: await runPurge(db, options.retention, { staffId: staff.id, requestId: request.id, by: { id: staff.id, name: staff.name } }),
      };
    },
    { preValidation: ADMIN },
  );
}
