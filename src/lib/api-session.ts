import type { z } from 'zod';
import { ErrorSchema } from '../contract/common';
import { QueuedResultSchema } from '../contract/forms';
import { buildApiUrl } from './api-client';
import { FormSubmitError } from './forms/submit-form';

// Account calls (issue #13, decision 136): the only requests that carry the session cookie. Content reads
// keep going through apiGet without credentials (spec §6); these send it to our own origin only and are
// never cached (the server says no-store; `cache: 'no-store'` keeps the HTTP cache out too).

export type SessionQueued = { queued: true };

async function parseOrThrow<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = ErrorSchema.safeParse(json);
    throw new FormSubmitError(error.success ? error.data.message : '', response.status, error.success ? (error.data.errors ?? {}) : {});
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new FormSubmitError('', response.status);
  return parsed.data;
}

/** GET with the session cookie, parsed with the contract schema. */
export async function sessionGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), { signal, credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new FormSubmitError('', 0);
  }
  return parseOrThrow(response, schema);
}

/** A JSON write with the session cookie; a refusal throws FormSubmitError (message + field errors). */
export async function sessionSend<S extends z.ZodType>(
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  schema: S,
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
    const queued = QueuedResultSchema.safeParse(await response.clone().json().catch(() => undefined));
    if (queued.success) return { queued: true };
  }
  return parseOrThrow(response, schema);
}

export const isQueued = (value: unknown): value is SessionQueued =>
  typeof value === 'object' && value !== null && (value as { queued?: unknown }).queued === true;
