import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { API_PREFIX } from '../contract/endpoints/define';
import { DEFAULT_STOCK_STALE_DAYS } from '../contract/stock';
import type { Database } from './db/client';
import { DEFAULT_TIMEOUTS, type ServerTimeouts } from './config';
import { loggerOptions } from './lib/log';
import { stripEmptyQueryValues } from './lib/empty-query';
import drainRequests from './plugins/drain-requests';
import errorHandler from './plugins/error-handler';
import inputLimits from './plugins/input-limits';
import responseCache from './plugins/response-cache';
import serverHead from './plugins/server-head';
import securityHeaders, { DEFAULT_FRAME_ORIGINS, DEFAULT_MAP_TILE_ORIGINS } from './plugins/security-headers';
import { isSpaNavigation, registerWeb } from './plugins/web';
import { registerStudioWeb } from './plugins/studio-web';
import apiRoutes from './routes/index';
import type { WebVitalsOptions } from './routes/web-vitals/web-vitals';
import mediaRoutes from './routes/media/media';
import studioMediaServing from './studio/media/serve';
import contentPlugin from './studio/content';
import slugRedirectPages from './studio/redirects';
import previewReads, { scopedDatabase } from './studio/preview-reads';
import { startScheduler } from './studio/scheduler';
import { startPurgeTimer } from './studio/privacy/purge';
import { DEFAULT_RETENTION_MONTHS, type RetentionPeriods } from './studio/privacy/retention';
import { setUpNotifier, type NotifyOptions } from './notify/notifier';
import { DEFAULT_UPLOAD_CONCURRENT_BYTES, JSON_BODY_BYTES, uploadLimits } from './submissions/upload-limits';
import './types';

export type AppOptions = {
  db: Database;
  webRoot?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** In-process cache of API reads; 0 turns it off (tests, uncached benchmarks). */
  apiCacheTtlMs?: number;
  /** Days a dealer's stated stock is believed; older is reported as unknown (docs/decisions/025-dealer-finders.md). */
  stockStaleDays?: number;
  /** Form POSTs allowed per client and route per minute (decision 090). */
  formRateLimitPerMinute?: number;
  /** Bytes all uploads in flight may hold; past it a form POST is a 503 with Retry-After (decision 090). */
  uploadConcurrentBytes?: number;
  /** Hosts the Content-Security-Policy allows besides our own origin (decision 110). */
  csp?: { mapTileOrigins?: readonly string[]; frameOrigins?: readonly string[]; scriptOrigins?: readonly string[] };
  /** The site's public origin for canonical/og:url/sitemap; else the request's host (decision 120). */
  publicUrl?: string | undefined;
  /** Signs unsubscribe links (decision 133); a random one per process when not given (tests). */
  accountSecret?: string | undefined;
  /** Whose X-Forwarded-For counts (decision 150); default none: the socket address. */
  trustProxy?: false | number | string[];
  /** Slow-client limits (decision 150). */
  timeouts?: ServerTimeouts;
  /** Without publicUrl: Host values that may appear in absolute URLs (decision 110). */
  allowedHosts?: readonly string[];
  /** Accounts created per address per hour (decision 130). */
  accountCreatePerHour?: number;
  /** How often this process runs due scheduled publishes (docs/decisions/250); 0 = never (tests call runDueSchedules). */
  studioScheduleMs?: number;
  /** New-submission mails (docs/decisions/310): SMTP_URL's transport or the log transport, the digest hour, the sweep timer. */
  notify?: Partial<NotifyOptions>;
  /** Months each kind of submission is kept (docs/decisions/320); default DEFAULT_RETENTION_MONTHS. */
  retention?: RetentionPeriods;
  /** How often this process checks whether the daily retention purge is due (docs/decisions/320); 0 = never (tests call runPurge). */
  privacyPurgeCheckMs?: number;
  /** Real-user measurement bounds (docs/decisions/111): beacons per address and stored per minute, rows kept. */
  webVitals?: WebVitalsOptions;
};

export const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export async function buildApp({
  db,
  webRoot,
  logger = false,
  apiCacheTtlMs = 0,
  stockStaleDays = DEFAULT_STOCK_STALE_DAYS,
  formRateLimitPerMinute = 10,
  uploadConcurrentBytes = DEFAULT_UPLOAD_CONCURRENT_BYTES,
  csp = {},
  publicUrl,
  accountSecret,
  trustProxy = false,
  timeouts = DEFAULT_TIMEOUTS,
  allowedHosts = DEFAULT_ALLOWED_HOSTS,
  accountCreatePerHour = 10,
  studioScheduleMs = 30_000,
  notify = {},
  retention = DEFAULT_RETENTION_MONTHS,
  privacyPurgeCheckMs = 3_600_000,
  webVitals = {},
}: AppOptions) {
  const app = Fastify({
    // Never the request bodies, parameters or addresses (decision 152): see lib/log.ts.
    logger: logger && typeof logger === 'object' && !('child' in logger) ? loggerOptions(logger) : logger,
    // A hop count trusts that many proxies next to us (proxy-addr's rule); addresses/CIDRs trust those.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: JSON_BODY_BYTES,
    // Slow clients cannot hold a socket (decision 150): the whole request (headers + body) has a deadline,
    // headers a shorter one, idle keep-alive and idle sockets are closed; Node checks them every second.
    serverFactory: (handler) => {
      const server = http.createServer(
        { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: 1_000 },
        handler,
      );
      server.keepAliveTimeout = timeouts.keepAliveMs;
      server.setTimeout(timeouts.idleMs);
      return server;
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Inside a studio preview's read, the transaction holding the draft (src/server/studio/preview-reads.ts).
  app.decorate('db', { getter: () => scopedDatabase(db) });
  app.decorate('stockStaleDays', stockStaleDays);
  app.decorate('accountSecret', accountSecret ?? randomBytes(32).toString('base64url'));
  app.decorate('uploads', uploadLimits(db, uploadConcurrentBytes));

  await app.register(errorHandler);
  await app.register(inputLimits); // a path or JSON body no route can take: 400 before anything reads it (decision 150)
  await app.register(drainRequests); // close() waits for handlers whose client left (docs/decisions/152)
  // Empty optional read parameters mean "no filter", as in the CMS the client can also use (docs/decisions/150).
  app.addHook('preValidation', stripEmptyQueryValues);
  await app.register(securityHeaders, {
    mapTileOrigins: csp.mapTileOrigins ?? DEFAULT_MAP_TILE_ORIGINS,
    frameOrigins: csp.frameOrigins ?? DEFAULT_FRAME_ORIGINS,
    scriptOrigins: csp.scriptOrigins ?? [],
    docsPrefix: `${API_PREFIX}/docs`,
  });
  await app.register(contentPlugin); // app.content: the read caches drop everything on a publish (docs/decisions/253)
  await app.register(slugRedirectPages); // an old product or article address answers 301 (docs/decisions/250)
  await app.register(responseCache, { ttlMs: apiCacheTtlMs }); // before compress: it stores plain JSON
  await app.register(previewReads); // every public read shows a studio preview's draft (docs/decisions/250); before the routes
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Denka content API',
        description: 'The api/cms calls the website makes (docs/product.md §7). Bilingual: `lang=id|en` or Accept-Language.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      // The account endpoints' session cookie (docs/product.md §6).
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

  app.decorate(
    'notify',
    setUpNotifier(app, {
      from: 'Denka Indonesia <no-reply@localhost>',
      baseUrl: publicUrl ?? 'http://localhost:8080',
      digestHour: 7,
      intervalMs: 60_000,
      ...notify,
    }),
  );
  await app.register(apiRoutes, {
    prefix: API_PREFIX,
    forms: { rateLimitPerMinute: formRateLimitPerMinute },
    accountSecret: app.accountSecret,
    accounts: { createPerHour: accountCreatePerHour },
    retention,
    webVitals,
  });
  await app.register(mediaRoutes);
  await app.register(studioMediaServing); // /media/studio/…: uploaded renditions and published PDFs (docs/decisions/260)
  startScheduler(app, studioScheduleMs);
  startPurgeTimer(app, retention, privacyPurgeCheckMs);
  const spa = webRoot ? await registerWeb(app, webRoot) : false;
  if (spa && webRoot) await registerStudioWeb(app, webRoot); // the staff studio's page (decision 250)
  if (spa && webRoot) await app.register(serverHead, { webRoot, publicUrl, allowedHosts, ttlMs: apiCacheTtlMs });
  app.setNotFoundHandler((request, reply) => {
    if (spa && isSpaNavigation(request)) return app.sendPage(request, reply);
    return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
  return app;
}
