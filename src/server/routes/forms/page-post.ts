import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '@lingui/core/macro';
import { fillPath, routes, type RouteKey } from '@/contract/routes';
import { requestLang } from '@/server/lib/request-lang';
import { translate } from '@/server/lib/i18n';
import { escapeHtml } from '@/server/seo/text';

// A form the browser sends itself, before (or without) the app's scripts (docs/decisions/090-form-intake.md,
// 113-first-screen.md): the same endpoint and pipeline as the app's fetch, answered as a page — a 303 to the
// thank-you page, or a short page in the visitor's language that says what to fix. Only the forms whose
// registration names a thank-you page accept it.

/** A navigation (the browser's own form submission), not the app's fetch, which always sends its Idempotency-Key. */
export function isPageFormPost(request: FastifyRequest): boolean {
  if (request.headers['idempotency-key'] !== undefined) return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode !== undefined) return mode === 'navigate';
  return /\btext\/html\b/.test(request.headers.accept ?? ''); // a browser without Fetch Metadata
}

/**
 * The key of a page form post, which carries none: the same body from the same address is the same submission
 * (a double click, a reload that posts again), answered once. A UUID in shape, so it is stored like any key.
 */
export function pageFormKey(kind: string, ip: string, fingerprint: string): string {
  const hex = createHash('sha256').update(`page-form|${kind}|${ip}|${fingerprint}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

const TEXT = {
  title: msg`Formulir belum terkirim`,
  back: msg`Kembali ke formulir`,
  hint: msg`Tombol Kembali di browser membawa Anda ke formulir dengan isian yang masih ada.`,
} as const;

type ErrorPayload = { message?: unknown; errors?: unknown; data?: { message?: unknown; errors?: unknown } };

function readError(payload: unknown): { message: string; lines: string[] } {
  let body: ErrorPayload;
  try {
    body = typeof payload === 'string' ? (JSON.parse(payload) as ErrorPayload) : {};
  } catch {
    body = {};
  }
  const inner = body.data ?? body;
  const message = typeof inner.message === 'string' ? inner.message : '';
  const errors = inner.errors && typeof inner.errors === 'object' ? (inner.errors as Record<string, unknown>) : {};
  const lines = Object.values(errors)
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .filter((line): line is string => typeof line === 'string');
  return { message, lines: [...new Set(lines)] };
}

/** The same-origin page the form was on (its Referer), else the form's own page. */
function backTo(request: FastifyRequest, fallback: string): string {
  const referer = request.headers.referer;
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.host === request.headers.host && !url.pathname.startsWith('/api/') ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The route's onSend hook for page form posts: a success becomes a 303 to its thank-you page (`done` picks it
 * from the sent fields), a refusal a small page with the server's messages and the way back.
 */
export function pageFormAnswer(done: (fields: Record<string, unknown>) => RouteKey, form: RouteKey) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isPageFormPost(request)) return payload;
    const status = reply.statusCode;
    if (status < 300) {
      const fields = (request as FastifyRequest & { pageFormFields?: Record<string, unknown> }).pageFormFields ?? {};
      reply
        .code(303)
        .header('Location', fillPath(routes[done(fields)].path))
        .header('Content-Type', 'text/plain; charset=utf-8');
      return '';
    }
    const lang = requestLang(request);
    const { message, lines } = readError(payload);
    const back = backTo(request, fillPath(routes[form].path));
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(translate(TEXT.title, lang))}</title>
<style>body{font:16px/1.55 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}h1{font-size:1.5rem}a{color:#0b3d91}</style>
</head>
<body><main>
<h1>${escapeHtml(translate(TEXT.title, lang))}</h1>
${message ? `<p>${escapeHtml(message)}</p>` : ''}
${lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
<p>${escapeHtml(translate(TEXT.hint, lang))}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(translate(TEXT.back, lang))}</a></p>
</main></body>
</html>
`;
  };
}
