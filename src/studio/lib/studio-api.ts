import '@/lib/zod-config'; // before any parse (CSP: no eval)
import {
  fillPath,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type WriteEndpoint,
} from '@/contract/endpoints/define';
import { loadContractSchema } from '@/contract/endpoints/load-schema';
import { buildApiUrl, type ApiQuery } from '@/lib/api-client';

// Every studio call (docs/decisions/250-staff-studio.md): the declaration's method and path, the staff session
// cookie (same origin only), never cached, the answer parsed with the declared schema. A refusal throws
// StudioApiError with the server's message (already in the staff member's language), its field errors and
// the whole body (a 409's current version, an import's row errors).

export class StudioApiError extends Error {
  override readonly name = 'StudioApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

type Payload<E extends Endpoint> = E extends WriteEndpoint
  ? E['encoding'] extends 'multipart'
    ? FormData
    : E['encoding'] extends 'csv'
      ? string
      : BodyOf<E>
  : never;

export type CallOptions<E extends Endpoint> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: Payload<E>;
  signal?: AbortSignal | undefined;
  /** The request outlives the page (an autosave as the tab closes); the browser caps such a body at 64 kB. */
  keepalive?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function errorOf(status: number, body: unknown): StudioApiError {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : '';
  const errors: Record<string, string[]> = {};
  if (isRecord(body) && isRecord(body.errors)) {
    for (const [field, list] of Object.entries(body.errors)) {
      if (Array.isArray(list)) errors[field] = list.filter((item): item is string => typeof item === 'string');
    }
  }
  return new StudioApiError(message, status, errors, body);
}

/** One call of a declared studio endpoint: `studioCall(entityUpdate, { params, body })`. */
export async function studioCall<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const ref = endpoint.response[200] ?? endpoint.response[201] ?? endpoint.response[202];
  if (!ref) throw new Error(`${endpoint.path} declares no success answer`);
  const schemaLoaded = loadContractSchema(ref);
  schemaLoaded.catch(() => undefined); // awaited below
  const url = buildApiUrl(
    fillPath(endpoint.path, options.params as Record<string, string | number> | undefined),
    options.query as ApiQuery | undefined,
  );
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (endpoint.method !== 'GET') {
    const encoding = 'encoding' in endpoint ? endpoint.encoding : 'json';
    if (encoding === 'multipart') body = options.body as FormData;
    else if (encoding === 'csv') {
      headers['Content-Type'] = 'text/csv; charset=utf-8';
      body = options.body as string;
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body ?? {});
    }
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers,
      body,
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new StudioApiError('', 0);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorOf(response.status, json);
  const parsed = (await schemaLoaded).safeParse(json);
  if (!parsed.success) throw new StudioApiError('', response.status, {}, json);
  return parsed.data as ResponseOf<E>;
}
