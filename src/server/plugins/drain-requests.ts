import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

// `app.close()` resolves once every socket has closed, but a request whose client went away (a closed tab,
// a cancelled fetch, a browser context closed at the end of a test) keeps running its handler on a socket
// that is already gone. Closing the database then fails that handler's next query with a 500 ("PGlite is
// closing", "Cannot use a pool after calling end on the pool"). So the app's close also waits, for at most
// `drainMs`, until every request it took in has produced its answer (docs/decisions/152-logs-errors-and-shutdown.md).

export type DrainOptions = { drainMs?: number; forgetMs?: number };
export const DEFAULT_DRAIN_MS = 5_000;
/** A request whose client left and which never answered (Fastify sends nothing for a handler that resolves without a value then) is forgotten after this. */
export const DEFAULT_FORGET_MS = 60_000;

export default fp(async function drainRequests(
  app: FastifyInstance,
  { drainMs = DEFAULT_DRAIN_MS, forgetMs = DEFAULT_FORGET_MS }: DrainOptions,
) {
  const running = new Set<FastifyRequest>();
  const answered = new WeakSet<FastifyRequest>();
  let drained: (() => void) | undefined;
  const finish = (request: FastifyRequest) => {
    if (running.delete(request) && running.size === 0) drained?.();
  };

  app.addHook('onRequest', async (request, reply) => {
    running.add(request);
    // Closed after its answer was sent (finished, or cut off while streaming): nothing of the handler is left.
    reply.raw.once('close', () => {
      if (answered.has(request)) finish(request);
      else setTimeout(() => finish(request), forgetMs).unref();
    });
  });
  // The handler (or the error handler, or a hook) has produced the answer. A client that already left gets no
  // 'finish', so this is where its request ends.
  app.addHook('onSend', async (request, reply) => {
    answered.add(request);
    if (reply.raw.destroyed) finish(request);
  });
  app.addHook('onResponse', async (request) => finish(request));

  app.addHook('onClose', async () => {
    if (running.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (drained = resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, drainMs))),
    ]);
    clearTimeout(timer);
    if (running.size > 0) app.log.warn({ requests: running.size, waitedMs: drainMs }, 'closing with requests still running');
  });
});
