import '../zod-config'; // before any parse (CSP: no eval)
import { ErrorSchema } from '@/contract/common';
import type { WriteEndpoint } from '@/contract/endpoints/define';
import {
  IDEMPOTENCY_HEADER,
  QueuedResultSchema,
  SubmissionResultSchema,
  WrappedErrorSchema,
  type SubmissionResult,
} from '@/contract/forms';
import { buildApiUrl } from '../api-client';
import { noteQueued } from '@/offline/outbox';

// The one way a form is sent (docs/product.md §11): multipart POST with an Idempotency-Key. When the server cannot be
// reached, the service worker queues the request and answers 202 { queued: true } (src/sw/outbox.ts).

/** A form's endpoint declaration (src/contract/endpoints/forms.ts): a multipart write. */
export type FormEndpoint = WriteEndpoint & { encoding: 'multipart' };

export type SubmitOutcome = { status: 'sent'; result: SubmissionResult } | { status: 'queued' };

/** A refused or failed submission: the server's message (docs/product.md §8) and its field errors; status 0 = no answer. */
export class FormSubmitError extends Error {
  override readonly name = 'FormSubmitError';
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** Sends one submission to its declared endpoint; each form's `create-*.ts` (src/features/…/api) calls this. */
export async function submitForm(endpoint: FormEndpoint, body: FormData, idempotencyKey: string): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetch(buildApiUrl(endpoint.path), {
      method: endpoint.method,
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    });
  } catch {
    throw new FormSubmitError('', 0);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.status === 202 && QueuedResultSchema.safeParse(json).success) {
    noteQueued(idempotencyKey);
    return { status: 'queued' };
  }
  if (response.ok) {
    const parsed = SubmissionResultSchema.safeParse(json);
    if (parsed.success) return { status: 'sent', result: parsed.data };
    throw new FormSubmitError('', response.status);
  }
  const wrapped = WrappedErrorSchema.safeParse(json);
  const plain = ErrorSchema.safeParse(json);
  const error = wrapped.success ? wrapped.data.data : plain.success ? plain.data : undefined;
  throw new FormSubmitError(error?.message ?? '', response.status, error?.errors ?? {});
}

type FieldValue = string | number | boolean | File | readonly File[] | null | undefined;

/** Form values → multipart body: booleans as "true"/"false", files as parts (a list as one part each), empty values as "". */
export function toFormData(values: Record<string, FieldValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File) data.append(key, value, value.name);
    else if (Array.isArray(value)) for (const file of value as readonly File[]) data.append(key, file, file.name);
    else if (value !== null && value !== undefined) data.append(key, String(value));
  }
  return data;
}
