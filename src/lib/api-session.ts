import type { z } from 'zod';
import { ErrorSchema } from '../contract/common';
import type { BodyOf, ReadEndpoint, ResponseOf, WriteEndpoint } from '../contract/endpoints/define';
import { loadContractSchema } from '../contract/endpoints/load-schema';
import { QueuedResultSchema } from '../contract/forms';
import { buildApiUrl } from './api-client';
import { FormSubmitError } from './forms/submit-form';

// Account calls (decision 130): the only requests that carry the session cookie. Content reads
// keep going through apiGet without credentials (docs/product.md §6); these send it to our own origin only and are
// never cached (the server says no-store; `cache: 'no-store'` keeps the HTTP cache out too).

export type SessionQueued = { queued: true };

/** The schema, or its load started beside the request (a failed load surfaces when the answer is parsed). */
type SchemaOrLoad<S extends z.ZodType> = S | Promise<S>;

async function parseOrThrow<S extends z.ZodType>(response: Response, schemaOrLoad: SchemaOrLoad<S>): Promise<z.infer<S>> {
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorSchema.safeParse(json);
    throw new FormSubmitError(error.success ? error.data.message : '', response.status, error.success ? (error.data.errors ?? {}) : {});
  }
  const parsed = (await schemaOrLoad).safeParse(json);
  if (!parsed.success) throw new FormSubmitError('', response.status);
  return parsed.data;
}

const successSchema = (endpoint: ReadEndpoint | WriteEndpoint) => {
  const ref = endpoint.response[200] ?? endpoint.response[201] ?? endpoint.response[202];
  if (!ref) throw new Error(`${endpoint.path} declares no success answer`);
  const load = loadContractSchema(ref);
  load.catch(() => undefined); // awaited once the answer is in
  return load;
};

/** GET with the session cookie, parsed with the declared response schema: `sessionGet(accountMe, { signal })`. */
export function sessionGet<E extends ReadEndpoint>(endpoint: E, options?: { signal?: AbortSignal | undefined }): Promise<ResponseOf<E>>;
/** @deprecated Pass the endpoint's declaration (src/contract/endpoints). */
export function sessionGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>>;
export async function sessionGet(target: string | ReadEndpoint, ...rest: unknown[]): Promise<unknown> {
  if (typeof target === 'string') return sessionGetPath(target, rest[0] as z.ZodType, rest[1] as AbortSignal | undefined);
  const { signal } = (rest[0] ?? {}) as { signal?: AbortSignal };
  return sessionGetPath(target.path, successSchema(target), signal);
}

async function sessionGetPath<S extends z.ZodType>(path: string, schema: SchemaOrLoad<S>, signal?: AbortSignal): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), {
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new FormSubmitError('', 0);
  }
  return parseOrThrow(response, schema);
}

/**
 * A JSON write with the session cookie, the declared method and path, the answer parsed with the declared
 * schema: `sessionSend(accountLogin, body)`. A refusal throws FormSubmitError (message + field errors).
 */
export function sessionSend<E extends WriteEndpoint & { encoding: 'json' }>(
  endpoint: E,
  body: BodyOf<E>,
): Promise<ResponseOf<E> | SessionQueued>;
/** @deprecated Pass the endpoint's declaration (src/contract/endpoints). */
export function sessionSend<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S> | SessionQueued>;
export async function sessionSend(target: 'POST' | 'PUT' | WriteEndpoint, ...rest: unknown[]): Promise<unknown> {
  if (typeof target === 'string') return send(target, rest[0] as string, rest[1], rest[2] as z.ZodType);
  if (target.path.includes(':')) throw new Error(`${target.path}: path parameters are not supported here`);
  return send(target.method, target.path, rest[0], successSchema(target));
}

async function send<S extends z.ZodType>(
  method: WriteEndpoint['method'],
  path: string,
  body: unknown,
  schema: SchemaOrLoad<S>,
): Promise<z.infer<S> | SessionQueued> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new FormSubmitError('', 0);
  }
  if (response.status === 202) {
    const queued = QueuedResultSchema.safeParse(
      await response
        .clone()
        .json()
        .catch(() => undefined),
    );
    if (queued.success) return { queued: true };
  }
  return parseOrThrow(response, schema);
}

export const isQueued = (value: unknown): value is SessionQueued =>
  typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;
