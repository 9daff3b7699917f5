import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { apiPath, takesPreview } from '@/contract/endpoints/define';
import type { Database } from '../db/client';
import { notFound } from '../lib/http-errors';
import { readWithPreview } from './public-reads';

// Studio previews of every collection (docs/decisions/250-staff-studio.md, docs/studio.md): a page opened with
// `?preview=<token>` sends the token with every read it makes (src/lib/api-client.ts), and every public read
// (`takesPreview`) answers it the one way the product and article pages always did — the token's draft written
// into its public table inside a transaction, the read run in it, the transaction rolled back. The read's own
// handler is unchanged: while it runs, `app.db` is that transaction (the scope below), so a home page's sliders,
// sections and ticker, a brand's page or a dealer's show the draft exactly where the published entry would be.
// The answer is `private, no-store` and noindex; the response cache never serves or keeps a read with
// `preview` (plugins/response-cache.ts), nor does the service worker (src/sw/api-routes.ts). A token that does
// not open (another session, expired, a right taken away) is a 404 with nothing of the draft.

const scope = new AsyncLocalStorage<Database>();

/** The database a request's reads use: inside a preview's read, the transaction holding the draft. */
export const scopedDatabase = (db: Database): Database => scope.getStore() ?? db;

/**
 * The `preview` parameter of a request's query as it arrived (before validation strips what a schema does not
 * declare): undefined when there is none or it is empty (an empty filter means none, docs/decisions/150), null
 * when it is not one plain value.
 */
export function previewParam(url: string): string | null | undefined {
  const at = url.indexOf('?');
  if (at < 0) return undefined;
  const values = new URLSearchParams(url.slice(at + 1)).getAll('preview');
  if (values.length === 0) return undefined;
  if (values.length > 1) return null;
  return values[0] === '' ? undefined : values[0];
}

const PREVIEWED = new Set(ALL_ENDPOINTS.filter(takesPreview).map((endpoint) => apiPath(endpoint.path)));

export default fp(async function previewReads(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('GET') || !PREVIEWED.has(route.url)) return;
    const read = route.handler as (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    route.handler = async function previewedRead(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const token = previewParam(request.url);
      if (token === undefined) return read.call(this, request, reply);
      // A staff member's draft: nobody's to keep or index, not even when refused.
      reply.header('Cache-Control', 'private, no-store').header('X-Robots-Tag', 'noindex');
      const answer =
        token === null
          ? undefined
          : await readWithPreview(app, request, token, undefined, (tx) => scope.run(tx, () => read.call(this, request, reply)));
      if (answer === undefined) {
        // Said apart from an entry that is not there: the page then reads the published content and tells the
        // staff member why (src/lib/studio-preview.ts). Nothing of the draft, nor whether there is one.
        reply.header('X-Preview', 'refused');
        throw notFound('Preview');
      }
      return answer;
    } as RouteHandlerMethod;
  });
});
