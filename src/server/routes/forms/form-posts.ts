import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { WriteEndpoint } from '@/contract/endpoints/define';
import { requestLang } from '@/server/lib/request-lang';
import { MULTIPART_LIMITS } from '@/server/submissions/intake';
import { generalMessage } from '@/server/submissions/messages';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';
import { handleSubmission, REPLAYED_HEADER, type FormSpec } from './submit';

// The form POSTs of docs/product.md §7 (decision 090): multipart (with files) or JSON, every one with an Idempotency-Key,
// through the one pipeline (./submit.ts). Each resource plugin registers its own forms with this helper.

export type FormRoutesOptions = { rateLimitPerMinute?: number };
type PostOptions = { onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> };
export type FormEndpoint = WriteEndpoint & { encoding: 'multipart' };

/**
 * Registers multipart parsing and the per-route rate limiter in the calling plugin, and returns how to
 * register a declared form endpoint with its form spec.
 */
export async function formPosts(app: App, { rateLimitPerMinute = 10 }: FormRoutesOptions = {}) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  await app.register(rateLimit, { global: false });

  return <S extends z.ZodType>(endpoint: FormEndpoint, spec: FormSpec<S>, options: PostOptions = {}) => {
    // The declaration says which errors come wrapped in `data` (docs/product.md §8); the pipeline must agree.
    if (Boolean(endpoint.wrappedErrors?.length) !== spec.wrapErrors)
      throw new Error(`${endpoint.path}: wrapErrors disagrees with its declaration`);
    const submit = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handleSubmission(app.db, spec, request, reply);
      // Stored and committed: the notifier mails later, from its queue (docs/decisions/310); never awaited here.
      if (reply.statusCode < 300 && !reply.hasHeader(REPLAYED_HEADER)) app.notify.nudge();
      return answer;
    };
    registerEndpoint(app, endpoint, submit, {
      ...(options.onRequest ? { onRequest: options.onRequest } : {}),
      config: {
        /** docs/product.md §8 wrapping, also for the body check before the handler (plugins/error-handler.ts). */
        wrapErrors: spec.wrapErrors,
        rateLimit: {
          max: rateLimitPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: (request: FastifyRequest) => ({
            statusCode: 429,
            message: generalMessage('rate_limited', requestLang(request)),
          }),
        },
      },
    });
  };
}
