import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

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
  return true;
}
