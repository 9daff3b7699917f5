import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The staff studio's page (docs/decisions/250-staff-studio.md): `/studio` and every path under
// it answer studio.html (the studio routes on the client), never cached, never indexed. Its hashed
// `assets/studio-*` files are served by the static plugin like every other asset.
export const STUDIO_ROBOTS = 'noindex, nofollow';

/** Whether a URL path is the studio's page or one of its files (those get the X-Robots-Tag too). */
export const isStudioPath = (urlPath: string) =>
  /^\/studio(?:\/|$)/.test(urlPath) || urlPath === '/studio.html' || urlPath.startsWith('/assets/studio-');

/**
 * The studio page may show object URLs in a frame: the inbox previews a PDF attachment from the bytes of its
 * authorised download (docs/decisions/310-submissions-in-the-studio.md). The public pages keep their frame hosts only.
 */
export const withBlobFrames = (csp: string) =>
  csp.replace(
    /(^|;\s*)frame-src([^;]*)/,
    (_match, lead: string, sources: string) =>
      `${lead}frame-src ${[
        ...sources
          .trim()
          .split(/\s+/)
          .filter((s) => s && s !== "'none'"),
        'blob:',
      ].join(' ')}`,
  );

/** Registers `/studio` and `/studio/*` when the build has studio.html; returns whether it did. */
export async function registerStudioWeb(app: FastifyInstance, root: string): Promise<boolean> {
  if (!fs.existsSync(path.join(root, 'studio.html'))) {
    app.log.warn({ root }, 'the web build has no studio.html: /studio is not served (run `npm run build`)');
    return false;
  }
  app.addHook('onSend', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    if (isStudioPath(urlPath)) reply.header('X-Robots-Tag', STUDIO_ROBOTS);
    const csp = reply.getHeader('Content-Security-Policy');
    if (typeof csp === 'string' && (/^\/studio(?:\/|$)/.test(urlPath) || urlPath === '/studio.html'))
      reply.header('Content-Security-Policy', withBlobFrames(csp));
  });
  const sendStudio = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('studio.html');
  app.get('/studio', { schema: { hide: true } }, (_request, reply) => sendStudio(reply));
  app.get('/studio/*', { schema: { hide: true } }, (_request, reply) => sendStudio(reply));
  return true;
}
