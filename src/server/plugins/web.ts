import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fillPath, routes } from '@/contract/routes';

// Serves the built PWA: hashed assets cached for a year, the shell and the worker always revalidated,
// and client-side routes answered with index.html (SPA fallback).
const NO_CACHE = new Set(['/index.html', '/studio.html', '/sw.js', '/manifest.webmanifest']);

export function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** A browser navigation to a client-side route: not the API, not media, not a file. */
export function isSpaNavigation(request: FastifyRequest): boolean {
  const url = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (url.startsWith('/api/') || url.startsWith('/media/') || url === '/healthz') return false;
  return path.extname(url) === '';
}

export const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The search form's term: the first `q`, trimmed, at most 100 characters (a search box's, not a URL's worth). */
export function searchTerm(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  // Lone surrogates and control characters make no search term (and no valid URL segment).
  const clean = Buffer.from(first, 'utf8') // a lone surrogate becomes U+FFFD on the way through UTF-8
    .toString('utf8')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f\ufffd]/g, ' ')
    .trim();
  return [...clean].slice(0, 100).join('').trim(); // by code point: never half of a surrogate pair
}

/** Registers static serving when a build exists; returns whether it did. */
export async function registerWeb(app: FastifyInstance, root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'no built web app found: run `npm run build` (serving the API only)');
    return false;
  }
  // Source maps stay on the build machine (decision 110): `/assets/*.map`, `/sw.js.map` and any other
  // `.map` under the web root are not served, whatever the build left in dist/.
  app.addHook('onRequest', async (request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '').toLowerCase();
    if (!pathname.startsWith('/api/') && /\.map$/.test(decodeURIComponentSafe(pathname))) {
      return reply.code(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build's `.br` and `.gz` beside each text file (scripts/precompress.mjs) are sent as they are to a browser
    // that accepts them, not compressed again per request (docs/decisions/112-start-up-and-the-shell.md).
    preCompressed: true,
    setHeaders(reply, filePath) {
      // The file sent may be a compressed variant: its headers are those of the file it stands for.
      const urlPath =
        '/' +
        path
          .relative(root, filePath)
          .split(path.sep)
          .join('/')
          .replace(/\.(br|gz)$/, '');
      reply.header('Cache-Control', cacheControlFor(urlPath));
    },
  });
  // The shell with the page's head (plugins/server-head.ts; decision 120).
  app.get('/', { schema: { hide: true } }, (request, reply) => app.sendPage(request, reply));
  // The header's search without scripts (docs/decisions/113-first-screen.md): its form is a GET to /search?q=…,
  // answered with the results page the URL names; /search alone is that page's empty state, a search box.
  app.get<{ Querystring: Record<string, unknown> }>(routes.searchHome.path, { schema: { hide: true } }, (request, reply) => {
    const q = searchTerm(request.query.q);
    if (!q) return app.sendPage(request, reply);
    const lang = request.query.lang === 'en' || request.query.lang === 'id' ? `?lang=${request.query.lang}` : '';
    return reply.redirect(`${fillPath(routes.search.path, { slug: q })}${lang}`, 303);
  });
  return true;
}
