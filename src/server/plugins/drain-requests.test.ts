import http from 'node:http';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '@/contract/studio/api';
import { loggerOptions } from '../lib/log';
import { SAME_ORIGIN, staffSession } from '../studio/test-studio';
import { createTestApp } from '../test/helper';
import drainRequests from './drain-requests';

// Shutdown waits for handlers, not only sockets (docs/decisions/152-logs-errors-and-shutdown.md): a studio
// request whose client left while the server stops must end before the database closes, not fail with a 500
// on a closed database (the studio e2e's one-off 500 on /api/cms/studio/collections).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function logSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Sends a GET and cuts its socket as soon as the server has it, as a closed tab or a cancelled fetch does. */
function abandonedGet(server: http.Server, path: string, headers: Record<string, string>): Promise<void> {
  const { port } = server.address() as { port: number };
  const arrived = new Promise<void>((resolve) =>
    server.once('request', (request: http.IncomingMessage) => {
      request.socket.destroy();
      resolve();
    }),
  );
  http.get({ host: '127.0.0.1', port, path, headers }).on('error', () => {});
  return arrived;
}

describe('the app closes after the handlers of requests whose client left', () => {
  it('GET studio/collections abandoned while the server stops: answered before the database closes, no 500 logged', async () => {
    const log = logSink();
    const t = await createTestApp({ logger: { level: 'warn', stream: log.stream } });
    const admin = await staffSession(t, 'admin');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // The database is busy when the request comes (one session on PGlite; a lock on PostgreSQL), so its
    // handler is still waiting when the socket is gone and the app is asked to close.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const busy = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table studio_drafts in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    await abandonedGet(t.app.server, '/api/cms/studio/collections', { ...SAME_ORIGIN, cookie: `${STAFF_COOKIE}=${admin.cookie}` });

    let closedAt = 0;
    const closing = t.app.close().then(() => (closedAt = Date.now()));
    await sleep(300); // every socket is closed by now: without the drain, close() has resolved
    const releasedAt = Date.now();
    release();
    await busy;
    await closing;
    await t.close(); // the database, as src/server/main.ts closes it after the app
    await sleep(200);

    const failures = log.parsed().filter((line) => line.msg === 'request failed');
    expect(failures, JSON.stringify(failures)).toEqual([]);
    expect(closedAt).toBeGreaterThanOrEqual(releasedAt);
  });

  it('waits at most drainMs for a handler that never ends, then says how many were left', async () => {
    const log = logSink();
    const app = Fastify({ logger: loggerOptions({ level: 'warn', stream: log.stream }) });
    await app.register(drainRequests, { drainMs: 300 });
    app.get('/forever', () => new Promise(() => {}));
    await app.listen({ port: 0, host: '127.0.0.1' });
    await abandonedGet(app.server, '/forever', {});
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(log.parsed().find((line) => line.msg === 'closing with requests still running')).toMatchObject({ requests: 1, waitedMs: 300 });
  });

  it('forgets a request whose client left and which never answered (a handler resolving without a value)', async () => {
    const app = Fastify();
    await app.register(drainRequests, { drainMs: 10_000, forgetMs: 200 });
    app.get('/nothing', async () => {
      await sleep(100);
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    await abandonedGet(app.server, '/nothing', {});
    await sleep(400); // handled (nothing sent: the client is gone) and forgotten
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('does not wait once every request is answered (finished, abandoned after its answer, or refused by a hook)', async () => {
    const app = Fastify();
    await app.register(drainRequests, { drainMs: 10_000 });
    app.addHook('preHandler', async (request, reply) => {
      if (request.url === '/refused') return reply.code(403).send({ message: 'no' });
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/refused', async () => ({ ok: true }));
    app.get('/slow', async () => {
      await sleep(150);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    expect((await fetch(`${base}/ok`)).status).toBe(200);
    expect((await fetch(`${base}/refused`)).status).toBe(403);
    await abandonedGet(app.server, '/slow', {});
    await sleep(300); // /slow has answered into its closed socket
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
