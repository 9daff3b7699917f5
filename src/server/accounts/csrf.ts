import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLang } from '../lib/request-lang';
import { accountMessage } from './messages';

// CSRF for cookie-authenticated state changes (decision 130): the request must come from our
// own pages. A browser sends Origin (and Sec-Fetch-Site) on every cross-site POST, so: Sec-Fetch-Site
// same-origin/none passes, else Origin's host must equal Host. Requests with neither header are not
// from a browser (curl, server tests) and cannot carry a victim's cookie, so they pass — as in Go's
// net/http CrossOriginProtection.

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return site === undefined;
  if (origin === 'null') return false;
  try {
    // request.host honours X-Forwarded-Host only behind a trusted proxy (trustProxy).
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/** onRequest hook: refuses a cross-site state-changing request with 403 and a translated message. */
export async function sameOriginOnly(request: FastifyRequest, reply: FastifyReply) {
  if (SAFE.has(request.method) || isSameOrigin(request)) return;
  return reply
    .code(403)
    .header('Cache-Control', 'no-store')
    .send({ message: accountMessage('cross_site', requestLang(request)) });
}
