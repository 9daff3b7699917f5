import * as endpoints from '@/contract/endpoints/accounts';
import { accountMessage } from '@/server/accounts/messages';
import { readUnsubscribeToken } from '@/server/accounts/session-token';
import { requestLang } from '@/server/lib/request-lang';
import { checkWarranty } from '@/server/repositories/accounts-registrations';
import { unsubscribe } from '@/server/repositories/accounts-subscriptions';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';

// Public, no account (docs/product.md §6): the warranty check by serial number and the signed unsubscribe link.
export default async function accountPublicRoutes(app: App, { secret }: { secret: string }) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store'); // answers change on activation; never kept by any cache
  });

  registerEndpoint(app, endpoints.warrantyCheck, async (request, reply) => {
    const found = await checkWarranty(app.db, request.query.serial_number);
    if (found.length === 0) return reply.code(404).send({ message: accountMessage('serial_not_found', requestLang(request)) });
    return { data: found };
  });

  registerEndpoint(app, endpoints.unsubscribe, async (request, reply) => {
    const lang = requestLang(request);
    const id = readUnsubscribeToken(secret, request.body.token);
    if (id === undefined || !(await unsubscribe(app.db, id))) return reply.code(400).send({ message: accountMessage('bad_link', lang) });
    return { message: accountMessage('unsubscribed', lang) };
  });
}
