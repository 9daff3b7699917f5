import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-errors';

// One error handler: client mistakes get a 4xx with a message; a 5xx never leaks internals (STYLE.md §9).
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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[key] ??= []).push(issue.message ?? 'invalid');
      }
      const first = Object.entries(errors)[0];
      const message = first ? `Invalid ${error.validationContext ?? 'request'}: ${first[0]} — ${first[1][0]}` : 'Invalid request';
      return reply.code(400).send({ message, errors });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' });
  });
});
