import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import errorHandler from './plugins/error-handler';
import responseCache from './plugins/response-cache';
import serverHead from './plugins/server-head';
import securityHeaders, { DEFAULT_FRAME_ORIGINS, DEFAULT_MAP_TILE_ORIGINS } from './plugins/security-headers';
import { isSpaNavigation, registerWeb } from './plugins/web';
import apiRoutes from './routes/index';
import mediaRoutes from './routes/media/media';
import './types';

export type AppOptions = {
  db: Database;
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** In-process cache of API reads; 0 turns it off (tests, uncached benchmarks). */
  apiCacheTtlMs?: number;
  /** Form POSTs allowed per client and route per minute (issue #9). */
  formRateLimitPerMinute?: number;
  /** Hosts the Content-Security-Policy allows besides our own origin (issue #11). */
  csp?: { mapTileOrigins?: readonly string[]; frameOrigins?: readonly string[]; scriptOrigins?: readonly string[] };
  /** The site's public origin for canonical/og:url/sitemap; else the request's host (issue #12). */
  publicUrl?: string | undefined;
  /** Signs unsubscribe links (decision 135); a random one per process when not given (tests). */
  accountSecret?: string | undefined;
};

export const API_PREFIX = '/api/cms';

export async function buildApp({ db, webRoot, logger = false, apiCacheTtlMs = 0, formRateLimitPerMinute = 10, csp = {}, publicUrl, accountSecret }: AppOptions) {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 1_048_576 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('accountSecret', accountSecret ?? randomBytes(32).toString('base64url'));

  await app.register(errorHandler);
  await app.register(securityHeaders, {
    mapTileOrigins: csp.mapTileOrigins ?? DEFAULT_MAP_TILE_ORIGINS,
    frameOrigins: csp.frameOrigins ?? DEFAULT_FRAME_ORIGINS,
    scriptOrigins: csp.scriptOrigins ?? [],
    docsPrefix: `${API_PREFIX}/docs`,
  });
  await app.register(responseCache, { ttlMs: apiCacheTtlMs }); // before compress: it stores plain JSON
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Denka content API',
        description: 'The api/cms calls the website makes (spec §7). Bilingual: `lang=id|en` or Accept-Language.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      // The account endpoints' session cookie (issue #13).
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: '__Host-denka_session' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  await app.register(apiRoutes, { prefix: API_PREFIX, forms: { rateLimitPerMinute: formRateLimitPerMinute }, accountSecret: app.accountSecret });
  await app.register(mediaRoutes);
  const spa = webRoot ? await registerWeb(app, webRoot) : false;
  if (spa && webRoot) await app.register(serverHead, { webRoot, publicUrl, ttlMs: apiCacheTtlMs });
  app.setNotFoundHandler((request, reply) => {
    if (spa && isSpaNavigation(request)) return app.sendPage(request, reply);
    return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
  return app;
}
