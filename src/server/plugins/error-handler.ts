import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';
import { errorForLog } from '../lib/log';
import { requestLang } from '../lib/request-lang';
import { badTextPaths } from '../lib/text-safety';
import { fieldMessage, generalMessage } from '../submissions/messages';

// One error handler: client mistakes get a 4xx with a message; a 5xx never leaks internals (docs/architecture.md §7).
export default fp(async function errorHandler(app: FastifyInstance) {
  // A NUL character is never valid text in a query string, and PostgreSQL cannot take one in a text
  // value: refused here once for every endpoint, not as a 500 wherever a parameter reaches SQL (the
  // read fuzz found `v2/product/search?q=%00`).
  app.addHook('onRequest', async (request, reply) => {
    const query = request.url.indexOf('?');
    if (query >= 0 && /%00/.test(request.url.slice(query))) {
      return reply.code(400).send({ message: 'Invalid querystring: text must not contain a NUL character' });
    }
  });
  // The same for every string of a JSON body (docs/decisions/150, "no 5xx from any body"): a NUL or a
  // lone surrogate is a 400 with a translated error on each field that holds one, before any handler or
  // schema sees the body. Multipart fields are checked where they are read (submissions/intake.ts).
  app.addHook('preValidation', async (request, reply) => {
    if (request.body === undefined || request.body === null || typeof request.body === 'number' || typeof request.body === 'boolean')
      return;
    const paths = badTextPaths(request.body);
    if (paths.length === 0) return;
    const lang = requestLang(request);
    const errors = Object.fromEntries(paths.map((p) => [p, [fieldMessage('text', lang)]]));
    const body = { message: generalMessage('invalid', lang), errors };
    const wrap = (request.routeOptions.config as { wrapErrors?: boolean } | undefined)?.wrapErrors === true;
    return reply
      .code(400)
      .header('Cache-Control', 'no-store')
      .send(wrap ? { data: body } : body);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Anything can be thrown (a string, a plain object, null, a Proxy whose every read throws): a value this
    // cannot read is a 500 like any other, never an error of the handler itself.
    let answer: { status: number; body: Record<string, unknown> } | undefined;
    try {
      answer = clientAnswer(error);
    } catch {
      answer = undefined;
    }
    if (answer) return reply.code(answer.status).send(answer.body);
    // Its type, codes, masked message and first frames, never a database error's message or a value it carries
    // (decision 152); errorForLog describes what is thrown, Error or not.
    request.log.error({ err: errorForLog(error), route: request.routeOptions.url, statusCode: 500 }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
});

/** The 4xx answer for a client's mistake (invalid input, an HttpError, a Fastify 4xx); undefined for a 500. */
function clientAnswer(error: FastifyError): { status: number; body: Record<string, unknown> } | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      (errors[key] ??= []).push(issue.message ?? 'invalid');
    }
    const first = Object.entries(errors)[0];
    const message = first ? `Invalid ${error.validationContext ?? 'request'}: ${first[0]} — ${first[1][0]}` : 'Invalid request';
    return { status: 400, body: { message, errors } };
  }
  if (error instanceof HttpError) return { status: error.statusCode, body: { message: error.message } };
  const status = (error as Partial<FastifyError> | null | undefined)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return { status, body: { message: error.message } };
  return undefined;
}
