import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Security headers on every response (docs/decisions/110-security-headers.md).
export type SecurityHeadersOptions = {
  /** Tile hosts of the dealer map (img-src), CSP source expressions. */
  mapTileOrigins: readonly string[];
  /** Hosts we embed in an iframe: the footer office map and the click-to-play product video. */
  frameOrigins: readonly string[];
  /** Extra script hosts, e.g. Tag Manager when VITE_GTM_ID is set; none by default. */
  scriptOrigins: readonly string[];
  /** The Swagger UI prefix: it needs inline scripts, so it gets its own, looser policy. */
  docsPrefix: string;
};

export const DEFAULT_MAP_TILE_ORIGINS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];
export const DEFAULT_FRAME_ORIGINS = ['https://www.google.com', 'https://www.youtube-nocookie.com'];

const HSTS = 'max-age=63072000; includeSubDomains';
const PERMISSIONS = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

/** The site's policy: no inline or eval'd script; Mantine injects <style> tags, so styles may be inline. */
export function sitePolicy(o: Pick<SecurityHeadersOptions, 'mapTileOrigins' | 'frameOrigins' | 'scriptOrigins'>, https = false) {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...o.scriptOrigins],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...o.mapTileOrigins],
    'font-src': ["'self'", 'data:'],
    // The tile hosts too: a service worker that caches tiles fetches them under this policy.
    'connect-src': ["'self'", ...o.mapTileOrigins],
    'frame-src': o.frameOrigins.length ? o.frameOrigins : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Swagger UI (/api/cms/docs) runs an inline initialiser: scripts may be inline there, and only there. */
export const DOCS_POLICY = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
});

const isHttps = (request: FastifyRequest) => request.protocol === 'https'; // trustProxy: X-Forwarded-Proto

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const site = { http: sitePolicy(options), https: sitePolicy(options, true) };
  const docsPrefix = options.docsPrefix.replace(/\/$/, '');
  app.addHook('onSend', async (request, reply) => {
    const https = isHttps(request);
    const path = request.url.split('?')[0] ?? '/';
    const inDocs = path === docsPrefix || path.startsWith(`${docsPrefix}/`);
    reply.header('Content-Security-Policy', inDocs ? DOCS_POLICY : https ? site.https : site.http);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS);
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (https) reply.header('Strict-Transport-Security', HSTS);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
