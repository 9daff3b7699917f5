import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLang } from '../lib/request-lang';

// API reads are the same for everyone: a short-lived in-process cache (DESIGN.md "When one machine is
// not enough": short-lived or validated by ETag) and an ETag so revalidation over slow 4G costs a 304.
type Entry = { body: string; contentType: string; etag: string; expires: number };

export type ResponseCacheOptions = { ttlMs: number; maxEntries?: number };

// Account answers are personal (issue #13): never served from or stored in this cache.
const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.url.startsWith('/api/cms/') &&
  !request.url.startsWith('/api/cms/docs') &&
  !request.url.startsWith('/api/cms/v2/account');
const saysNoStore = (value: unknown) => /no-store/i.test(String(value ?? ''));

export default fp(async function responseCache(app: FastifyInstance, { ttlMs, maxEntries = 2_000 }: ResponseCacheOptions) {
  const entries = new Map<string, Entry>();
  const served = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) => `${requestLang(request)} ${request.url}`;

  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || !cacheable(request)) return;
    const hit = entries.get(keyOf(request));
    if (!hit) return;
    if (hit.expires < Date.now()) {
      entries.delete(keyOf(request));
      return;
    }
    served.add(request);
    reply.header('ETag', hit.etag).header('Cache-Control', 'public, max-age=60').header('X-Cache', 'HIT');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type(hit.contentType).send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      served.has(request) ||
      !cacheable(request) ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      saysNoStore(reply.getHeader('cache-control'))
    ) {
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 22)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
    if (ttlMs > 0) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      entries.set(keyOf(request), { body: payload, contentType, etag, expires: Date.now() + ttlMs });
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
});
