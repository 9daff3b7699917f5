import type { z } from 'zod';
import { fillPath, type ParamsOf, type QueryOf, type ReadEndpoint, type ResponseOf } from '../contract/endpoints/define';
import { loadContractSchema } from '../contract/endpoints/schema-loaders';
import { readKey } from '../contract/read-key';
import { takeBootRead } from './boot-reads';
import { config } from './config';
import { currentLang } from './i18n';

type QueryValue = string | number | boolean | null | undefined;
export type ApiQuery = Record<string, QueryValue>;

/** A failed call: the server's own message (spec §8), the HTTP status (0 = no response). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export function buildApiUrl(path: string, query: ApiQuery = {}, base = config.apiBaseUrl): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, lang: query.lang ?? currentLang() })) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `${base}${path.replace(/^\//, '')}?${params.toString()}`;
}

type RequestOptions = { query?: ApiQuery; signal?: AbortSignal | undefined };

/**
 * A contract schema, or a loader of one: the shell's own reads (header, footer) pass a loader so that zod
 * and the contracts load beside the first request instead of inside the shell's initial JS (issue #11).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

// zod's configuration loads beside the shell (not inside it): main.tsx starts it as the app starts, and
// every read waits for it. A failed load is forgotten, so the next read tries again.
let zodConfigured: Promise<unknown> | undefined;
const configureZod = () =>
  (zodConfigured ??= import('./zod-config').catch((error: unknown) => {
    zodConfigured = undefined;
    throw error;
  }));

/** Starts loading zod's configuration ahead of the first read (called once at start-up). */
export function preloadApiSchemas(): void {
  configureZod().catch(() => undefined);
}

async function loadSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  const [schema] = await Promise.all([typeof source === 'function' ? source() : source, configureZod()]);
  return schema;
}

/** Whether an object type has a required key (then its options object must be passed). */
type HasRequired<T> = Record<never, never> extends T ? false : true;

/** The options of a typed read: `params` when the path has some, `query` required when a parameter is. */
export type ReadOptions<E extends ReadEndpoint> = { signal?: AbortSignal | undefined } & (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (HasRequired<QueryOf<E>> extends true ? { query: QueryOf<E> } : { query?: QueryOf<E> });

type ReadArgs<E extends ReadEndpoint> = ParamsOf<E> extends undefined
  ? HasRequired<QueryOf<E>> extends true
    ? [options: ReadOptions<E>]
    : [options?: ReadOptions<E>]
  : [options: ReadOptions<E>];

/** The URL of a declared endpoint's call: path parameters filled in, `lang` added (src/contract/endpoints). */
export function endpointUrl(endpoint: { path: string }, params?: Record<string, string | number>, query?: ApiQuery): string {
  return buildApiUrl(fillPath(endpoint.path, params), query);
}

/**
 * The one way the client reads the content API: `apiGet(catalogue.brandList, { query: { featured: 'yes' } })`
 * — parameters typed from the declaration, the answer parsed with (and typed from) its response schema,
 * which loads beside the request. Adds `lang`; takes a first-screen answer from the page when it has one.
 */
export function apiGet<E extends ReadEndpoint>(endpoint: E, ...options: ReadArgs<E>): Promise<ResponseOf<E>> {
  const { params, query, signal } = (options[0] ?? {}) as { params?: Record<string, string | number>; query?: ApiQuery; signal?: AbortSignal };
  const ref = endpoint.response[200];
  if (!ref) throw new Error(`${endpoint.path} declares no 200 answer`);
  return read(fillPath(endpoint.path, params), () => loadContractSchema(ref), { query, signal }) as Promise<ResponseOf<E>>;
}

async function read<S extends z.ZodType>(
  path: string,
  schemaSource: SchemaSource<S>,
  { query, signal }: RequestOptions = {},
): Promise<z.infer<S>> {
  const url = buildApiUrl(path, query);
  const schemaLoaded = loadSchema(schemaSource);
  schemaLoaded.catch(() => undefined); // awaited below; a failed chunk load surfaces there
  // A first-screen read the page's HTML already answers (decision 116): parsed like any answer.
  const boot = takeBootRead(readKey(path, { ...query, lang: query?.lang ?? currentLang() }));
  if (boot !== undefined) {
    const parsed = (await schemaLoaded).safeParse(boot);
    if (parsed.success) return parsed.data;
  }
  let response: Response;
  try {
    // All data is fetched without credentials (spec §6).
    response = await fetch(url, { signal, credentials: 'omit', headers: { Accept: 'application/json' } });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(cause instanceof Error ? cause.message : 'Network error', 0, path);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { ErrorSchema } = await import('../contract/common');
    const error = ErrorSchema.safeParse(body);
    throw new ApiError(
      error.success ? error.data.message : `HTTP ${response.status}`,
      response.status,
      path,
      error.success ? error.data.errors : undefined,
    );
  }
  const schema = await schemaLoaded;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(`Unexpected response from ${path}`, response.status, path);
  }
  return parsed.data;
}
