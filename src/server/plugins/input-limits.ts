import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-errors';

// Hostile input stops at the door, for every route — API, pages, /media, the studio — before any handler,
// hook or recursive walk sees it (decision 150: what cannot be stored or read is a 400, never a 500):
// - a JSON body nested deeper than MAX_JSON_DEPTH is refused before it is parsed (the idempotency fingerprint,
//   the text check and zod all walk a body recursively; 5,000 levels overflowed the stack);
// - a path that is not printable ASCII, whose percent-escapes are not UTF-8 (`%C0%AF`, `%ED%A0%80`), or that
//   decodes to a NUL (PostgreSQL takes none in text) is refused before it reaches the route table or SQL.

/** Deeper than any body of ours (a studio draft's lists nest a handful of levels). */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` arrays and objects inside one another (one linear scan, no recursion). */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** A request path we can route and store: printable ASCII whose escapes decode as UTF-8, without a NUL. */
export function isReadablePath(path: string): boolean {
  if (/[^\x21-\x7e]/.test(path)) return false;
  try {
    return !decodeURIComponent(path).includes('\u0000');
  } catch {
    return false; // an escape that is not UTF-8 (overlong, a surrogate, a stray byte) or a bare "%"
  }
}

export default fp(async function inputLimits(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const query = request.url.indexOf('?');
    const path = query >= 0 ? request.url.slice(0, query) : request.url;
    if (!isReadablePath(path)) {
      return reply.code(400).header('Cache-Control', 'no-store').send({ message: 'Invalid path: not UTF-8, or a NUL character' });
    }
  });

  // Fastify's own JSON parser (prototype-poisoning protection included), after the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, `Invalid body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
