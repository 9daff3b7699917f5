import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Lang } from '@/contract/common';
import { LruCache } from '../lib/lru-cache';
import { sitemapEntities } from '../repositories/seo';
import { answerReads, routeReads, serializeBootReads, shellReads } from '../seo/boot-reads';
import { renderPage } from '../seo/render-head';
import { resolveHead } from '../seo/resolve-head';
import { pageCacheKey } from '../seo/page-cache-key';
import { loadRouteMeta } from '../seo/route-meta';
import { createSiteRoutes } from '../seo/site-routes';
import { loadFirstScreenRenderer, renderFirstScreen } from '../seo/ssr';
import { buildSitemap, robotsTxt, sitemapPages, type Sitemap } from '../seo/sitemap';
import { asksToSaveData } from '@/contract/image-sizes';
import type { ContentSignal } from '../studio/content';
import { sendShell } from './web';

// Decision 120: browser navigations get index.html with the route's head (title, description, Open Graph,
// Twitter, canonical, hreflang, JSON-LD), unknown slugs a 404 page; /sitemap.xml and /robots.txt.
// Rendered pages are cached by everything their render reads (base, path, the query parameters the route
// declares; never a preview) and the sitemap per base, for the API cache's TTL.

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation with the app shell and its server-rendered head. */
    sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

export type ServerHeadOptions = {
  webRoot: string;
  publicUrl?: string | undefined;
  /** Without publicUrl: the Host names absolute URLs may be built from; anything else gets the first (decision 110). */
  allowedHosts?: readonly string[];
  ttlMs: number;
  maxUrlsPerSitemap?: number;
};

type CachedPage = {
  status: number;
  html: string;
  gzip: Buffer;
  etag: string;
  expires: number;
  byteLength: number;
  /** A studio preview's page: nobody's to keep (decision 250). */
  preview: boolean;
};

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export default fp(async function serverHead(
  app: FastifyInstance,
  { webRoot, publicUrl, allowedHosts = ['localhost'], ttlMs, maxUrlsPerSitemap }: ServerHeadOptions,
) {
  const table = loadRouteMeta(webRoot);
  if (!table) {
    app.log.warn({ webRoot }, 'web build has no route meta: pages are served without their head (rebuild with `npm run build`)');
    app.decorate('sendPage', (_request: FastifyRequest, reply: FastifyReply) => sendShell(reply));
    return;
  }
  const indexHtml = fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const routes = createSiteRoutes(table);
  const { catalogs, routeAssets } = table;
  // The first screen rendered on the server, when the build has its server bundle (docs/decisions/113).
  const renderer = await loadFirstScreenRenderer(webRoot);
  if (!renderer) app.log.info({ webRoot }, 'web build has no server bundle: pages are rendered by the browser');
  const pages = new LruCache<CachedPage>(16 * 1024 * 1024, 5_000);
  const sitemaps = new Map<string, { sitemap: Sitemap; expires: number }>();
  // A publish drops the rendered heads and the sitemap at once (docs/decisions/253); a render that began
  // before it is not stored.
  const content = (app as { content?: ContentSignal }).content;
  content?.onChange(() => {
    pages.clear();
    sitemaps.clear();
  });
  const generation = () => content?.generation ?? 0;
  const fixedBase = publicUrl?.replace(/\/+$/, '');
  // Absolute URLs never reflect an arbitrary Host / X-Forwarded-Host (decision 110): PUBLIC_URL (required in
  // production), else only a host on the allow-list, else the first allowed host.
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const hostName = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!).toLowerCase();
  const baseOf = (request: FastifyRequest) => {
    if (fixedBase) return fixedBase;
    const host = request.host;
    const safe = /^[a-z0-9.\-[\]:]+$/i.test(host) && allowed.has(hostName(host)) ? host : (allowedHosts[0] ?? 'localhost');
    return `${request.protocol === 'https' ? 'https' : 'http'}://${safe}`;
  };
  const langOf = (request: FastifyRequest): Lang => ((request.query as { lang?: string }).lang === 'en' ? 'en' : 'id');

  async function renderCached(request: FastifyRequest): Promise<CachedPage> {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt >= 0 ? request.url.slice(0, queryAt) : request.url;
    const search = queryAt >= 0 ? request.url.slice(queryAt + 1) : '';
    const lang = langOf(request);
    const base = baseOf(request);
    const saveData = asksToSaveData(request.headers['save-data']); // smaller images (src/lib/data-saver.ts)
    const match = routes.match(pathname);
    // Keyed by everything the render reads; a query parameter the route does not declare (a preview token,
    // anything made up) is rendered for this request alone and never stored (seo/page-cache-key.ts).
    const pageKey = ttlMs > 0 ? pageCacheKey({ base, pathname, search, routeKey: match?.route.key }) : undefined;
    const key = pageKey === undefined ? undefined : `${pageKey}${saveData ? ' save-data' : ''}`;
    const hit = key === undefined ? undefined : pages.get(key);
    if (hit && hit.expires > Date.now()) return hit;
    const startedIn = generation();
    // A studio preview link is a staff member's: its draft is read by their browser with their staff cookie
    // (docs/decisions/250-staff-studio.md), never rendered here, so neither the draft nor the token is in the HTML.
    const preview = new URLSearchParams(search).has('preview');
    // The first screen's reads, answered in the page (decision 113) and read by the head too, so each is
    // made once (a product page reads its product once); a missing page has none.
    const own = match ? await answerReads(app, routeReads(match.route.key, match.params), lang) : [];
    const [head, shell] = await Promise.all([
      resolveHead({ db: app.db, lang, base, routes, reads: own }, pathname),
      match ? answerReads(app, shellReads(), lang) : [],
    ]);
    const bootReads = head.status === 200 ? serializeBootReads([...shell, ...own]) : undefined;
    const firstScreen =
      head.status === 200 && renderer && !preview
        ? await renderFirstScreen(app, renderer, { url: request.url, lang, saveData, answers: [...shell, ...own] })
        : undefined;
    // A preview is nobody's page to index either (the draft's address may be the published one's).
    const html = renderPage(indexHtml, preview ? { ...head, noindex: true } : head, {
      bootReads,
      firstScreen,
      base,
      renderedPath: pathname,
      siteName: routes.siteName,
      catalogPath: catalogs?.[lang],
      pageAssets: head.routeKey ? routeAssets?.[head.routeKey] : undefined,
      saveData,
    });
    // Compressed once here: the not-found handler is no route, so @fastify/compress never sees it.
    const gzip = gzipSync(html);
    const page = {
      status: head.status,
      html,
      gzip,
      etag: etagOf(html),
      expires: Date.now() + ttlMs,
      byteLength: html.length * 2 + gzip.length,
      preview,
    };
    if (key !== undefined && startedIn === generation()) pages.set(key, page);
    return page;
  }

  app.decorate('sendPage', async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await renderCached(request);
    reply.code(page.status);
    if (page.preview) reply.header('X-Robots-Tag', 'noindex');
    reply
      .header('Cache-Control', page.preview ? 'private, no-store' : 'no-cache')
      .header('ETag', page.etag)
      .type('text/html; charset=utf-8');
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    reply.header('Vary', 'Accept-Encoding, Save-Data');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
    return reply.send(page.html);
  });

  async function sitemapFor(request: FastifyRequest): Promise<Sitemap> {
    const base = baseOf(request);
    const hit = sitemaps.get(base);
    if (hit && hit.expires > Date.now()) return hit.sitemap;
    const startedIn = generation();
    const sitemap = buildSitemap(base, sitemapPages(routes, await sitemapEntities(app.db)), maxUrlsPerSitemap);
    if (ttlMs > 0 && startedIn === generation()) {
      if (sitemaps.size >= 8) sitemaps.clear(); // a handful of hosts at most; never unbounded
      sitemaps.set(base, { sitemap, expires: Date.now() + ttlMs });
    }
    return sitemap;
  }

  const xml = (reply: FastifyReply, body: string) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => xml(reply, (await sitemapFor(request)).index));
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (request, reply) => {
    const part = (await sitemapFor(request)).parts[Number(request.params.part) - 1];
    if (!/^\d+$/.test(request.params.part) || part === undefined) {
      return reply.code(404).send({ message: `Route GET ${request.url} not found` });
    }
    return xml(reply, part);
  });
  app.get('/robots.txt', { schema: { hide: true } }, (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(baseOf(request), routes)),
  );
});
