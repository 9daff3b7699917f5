import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { API_PREFIX, apiPath } from '@/contract/endpoints/define';
import { requestLang } from '../lib/request-lang';
import { previewParam } from '../studio/preview-reads';
import type { ContentSignal } from '../studio/content';
import { acceptedEncoding, COMPRESS_THRESHOLD, encodedBody, ResponseCacheStore, type CachedResponse } from './response-cache-store';

// API reads are the same for everyone: a short-lived in-process cache (docs/deploy.md:
// short-lived or validated by ETag) and an ETag so revalidation over slow 4G costs a 304.
// Under load (decision 140) a hit sends stored bytes (compressed once per encoding), and a
// miss renders once: requests for the same key wait for that render, or get the expired copy meanwhile.

export type ResponseCacheOptions = { ttlMs: number; maxEntries?: number };

// Personal answers (accounts; the declarations' `personal` cache class, docs/decisions/200) are never
// served from or stored in this cache.
const PERSONAL_ROUTES = new Set(ALL_ENDPOINTS.filter((e) => e.method === 'GET' && e.cache === 'personal').map((e) => apiPath(e.path)));
// A studio preview's read (any `preview` parameter, even one that opens nothing) is a staff member's: never
// served from or stored here, so no query string can put an answer under a key a preview would read.
const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  previewParam(request.url) === undefined &&
  request.url.startsWith(`${API_PREFIX}/`) &&
  !request.url.startsWith(`${API_PREFIX}/docs`) &&
  !PERSONAL_ROUTES.has(request.routeOptions.url ?? '');
const saysNoStore = (value: unknown) => /no-store/i.test(String(value ?? ''));

export default fp(async function responseCache(app: FastifyInstance, { ttlMs, maxEntries = 2_000 }: ResponseCacheOptions) {
  const store = new ResponseCacheStore(maxEntries);
  const served = new WeakMap<FastifyRequest, CachedResponse>();
  const rendering = new WeakMap<FastifyRequest, string>();
  const keyOf = (request: FastifyRequest) => `${requestLang(request)} ${request.url}`;
  // A publish drops every entry at once, here and (through NOTIFY) in every other process; a render that
  // began before it is not stored, so it cannot put the old content back (docs/decisions/253).
  const content = (app as { content?: ContentSignal }).content;
  content?.onChange(() => store.clear());
  const startedIn = new WeakMap<FastifyRequest, number>();

  const sendCached = (request: FastifyRequest, reply: FastifyReply, entry: CachedResponse, state: string) => {
    served.set(request, entry);
    reply.header('ETag', entry.etag).header('Cache-Control', 'public, max-age=60').header('X-Cache', state);
    if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
    return reply.type(entry.contentType).send(entry.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (ttlMs <= 0 || !cacheable(request)) return;
    startedIn.set(request, content?.generation ?? 0);
    const key = keyOf(request);
    const cached = store.get(key);
    if (cached && cached.expires >= Date.now()) return sendCached(request, reply, cached, 'HIT');
    if (store.claim(key, cached !== undefined)) {
      rendering.set(request, key); // this request renders; onSend stores it, onResponse ends the claim
      return;
    }
    if (cached) return sendCached(request, reply, cached, 'STALE'); // another request is refreshing it
    const rendered = await store.wait(key);
    if (rendered) return sendCached(request, reply, rendered, 'HIT');
    // That render failed (an error is not cached): render this one too.
  });

  app.addHook('onResponse', async (request) => {
    const key = rendering.get(request);
    if (key !== undefined) store.finish(key);
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
    // One-shot `hash` (no Hash object per answer): the same digest as createHash's, cheaper per request.
    const etag = `W/"${hash('sha1', payload, 'base64url').slice(0, 22)}"`;
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=60');
    if (ttlMs > 0 && startedIn.get(request) === (content?.generation ?? 0)) {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      // Lifetimes spread over the last fifth of the TTL, so entries cached together expire apart.
      const expires = Date.now() + ttlMs * (0.8 + 0.2 * Math.random());
      store.set(keyOf(request), { body: Buffer.from(payload), contentType, etag, expires, encoded: {} });
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  // A hit's body is compressed here, once per encoding, instead of by @fastify/compress on every hit.
  // A route-level hook, so it runs after the routes' own onSend hooks (they set Vary: Accept-Language).
  const sendEncoded: onSendHookHandler = async (request, reply, payload) => {
    const entry = served.get(request);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!entry || payload !== entry.body || !encoding || entry.body.length < COMPRESS_THRESHOLD) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const body = encodedBody(entry, encoding);
    reply.header('Content-Encoding', encoding).header('Content-Length', body.length);
    return body;
  };
  app.addHook('onRoute', (route) => {
    const own = route.onSend;
    route.onSend = own === undefined ? [sendEncoded] : Array.isArray(own) ? [...own, sendEncoded] : [own, sendEncoded];
  });
});
