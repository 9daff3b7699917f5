import { WarrantyCheckQuerySchema, WarrantyCheckResponseSchema, UnsubscribeSchema, MessageSchema, AccountQuerySchema } from '../../../contract/accounts';
import { ErrorSchema } from '../../../contract/common';
import { accountMessage } from '../../accounts/messages';
import { readUnsubscribeToken } from '../../accounts/session-token';
import { requestLang } from '../../lib/request-lang';
import { checkWarranty } from '../../repositories/accounts-registrations';
import { unsubscribe } from '../../repositories/accounts-subscriptions';
import type { App } from '../../types';

// Public, no account (issue #13): the warranty check by serial number and the signed unsubscribe link.
export default async function accountPublicRoutes(app: App, { secret }: { secret: string }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store'); // answers change on activation; never kept by any cache
  });

  app.get(
    '/v2/warranty/check',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Warranty status by serial number: cover end dates per the brand policy and the 14-day replacement window',
        querystring: WarrantyCheckQuerySchema,
        response: { 200: WarrantyCheckResponseSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await checkWarranty(app.db, request.query.serial_number);
      if (found.length === 0) return reply.code(404).send({ message: accountMessage('serial_not_found', requestLang(request)) });
      return { data: found };
    },
  );

  app.post(
    '/v2/subscription/unsubscribe',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Unsubscribe with the signed token of the newsletter link (decision 135)',
        querystring: AccountQuerySchema,
        body: UnsubscribeSchema,
        response: { 200: MessageSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const id = readUnsubscribeToken(secret, request.body.token);
      if (id === undefined || !(await unsubscribe(app.db, id))) return reply.code(400).send({ message: accountMessage('bad_link', lang) });
      return { message: accountMessage('unsubscribed', lang) };
    },
  );
}
