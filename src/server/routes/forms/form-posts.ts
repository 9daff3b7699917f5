import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { WriteEndpoint } from '@/contract/endpoints/define';
import { requestLang } from '@/server/lib/request-lang';
import { MULTIPART_LIMITS } from '@/server/submissions/intake';
import { fieldMessage, generalMessage } from '@/server/submissions/messages';
import { admitOrRefuse, formBodyBytes } from '@/server/submissions/upload-limits';
import type { App } from '@/server/types';
import { registerEndpoint } from '../endpoint-route';
import { errorBody, handleSubmission, REPLAYED_HEADER, type FormSpec } from './submit';
import { pageFormAnswer } from './page-post';
import type { RouteKey } from '@/contract/routes';

// The form POSTs of docs/product.md §7 (decision 090): multipart (with files) or JSON, every one with an Idempotency-Key,
// through the one pipeline (./submit.ts). Each resource plugin registers its own forms with this helper.

export type FormRoutesOptions = { rateLimitPerMinute?: number };
type PostOptions = {
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  /** The form also works without scripts: its thank-you page (from the sent fields) and its own page (./page-post.ts). */
  page?: { done: (fields: Record<string, unknown>) => RouteKey; form: RouteKey };
};
export type FormEndpoint = WriteEndpoint & { encoding: 'multipart' };

/**
 * Registers multipart parsing and the per-route rate limiter in the calling plugin, and returns how to
 * register a declared form endpoint with its form spec.
 */
export async function formPosts(app: App, { rateLimitPerMinute = 10 }: FormRoutesOptions = {}) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  await app.register(rateLimit, { global: false });

  const { budget, writes } = app.uploads;

  return <S extends z.ZodType>(endpoint: FormEndpoint, spec: FormSpec<S>, options: PostOptions = {}) => {
    // The declaration says which errors come wrapped in `data` (docs/product.md §8); the pipeline must agree.
    if (Boolean(endpoint.wrappedErrors?.length) !== spec.wrapErrors)
      throw new Error(`${endpoint.path}: wrapErrors disagrees with its declaration`);
    /**
     * Before the body is read (docs/decisions/090-form-intake.md): a body longer than this form's can be (its files
     * at their limit and the fields) is a 413 at once;
     * a body that would take the uploads in flight past the server-wide cap is a 503 with Retry-After (the
     * outbox sends it again later, decision 091) instead of waiting in memory behind them. The bytes are held
     * until the answer is sent or the client leaves.
     */
    const bodyLimit = formBodyBytes(spec.file?.max ?? 1);
    const admit = (request: FastifyRequest, reply: FastifyReply) =>
      admitOrRefuse(budget, request, reply, bodyLimit, (lang) =>
        errorBody(
          spec.wrapErrors,
          generalMessage('file_too_large', lang),
          spec.file ? { [spec.file.field]: [fieldMessage('file_size', lang)] } : undefined,
        ),
      );
    const submit = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await handleSubmission(app.db, spec, request, reply, writes);
      // Stored and committed: the notifier mails later, from its queue (docs/decisions/310); never awaited here.
      if (reply.statusCode < 300 && !reply.hasHeader(REPLAYED_HEADER)) app.notify.nudge();
      return answer;
    };
    registerEndpoint(app, endpoint, submit, {
      onRequest: options.onRequest ? [admit, options.onRequest] : admit,
      ...(options.page ? { onSend: pageFormAnswer(options.page.done, options.page.form) } : {}),
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
