import type { z } from 'zod';
import type { Lang } from '../common';
import type { LOADERS } from './schema-loaders';

// The shape of one content-API endpoint (docs/decisions/200-code-structure.md). Only
// types are imported here: a declaration is plain data (strings and numbers), so the shell, the service
// worker and the server can all import it without loading zod or a single contract module. Schemas are
// named as "module.ExportName"; the server resolves them statically, the client loads the module lazily.

/** Where the content API lives on our origin; a declaration's path follows it (`/api/cms/v2/…`). */
export const API_PREFIX = '/api/cms';

/** The URL path of a concrete call under our origin: `apiPath('v2/event/x')` → `/api/cms/v2/event/x`. */
export const apiPath = (path: string) => `${API_PREFIX}/${path.replace(/^\/+/, '')}`;

/**
 * The contract modules a declaration may name schemas from (type level only), as the one list of them
 * (schema-loaders.ts) loads them: a new contract module is added there and nowhere else.
 */
export type ContractModules = { [M in keyof typeof LOADERS]: Awaited<ReturnType<(typeof LOADERS)[M]>> };
export type ContractModuleName = keyof ContractModules;

type SchemaExports<M extends ContractModuleName> = {
  [K in keyof ContractModules[M]]: ContractModules[M][K] extends z.ZodType ? K : never;
}[keyof ContractModules[M]] &
  string;

/** A contract schema by name: `'catalogue.BrandsResponseSchema'`. */
export type SchemaRef = { [M in ContractModuleName]: `${M}.${SchemaExports<M>}` }[ContractModuleName];

/** The zod schema a reference names. */
export type SchemaOf<R extends SchemaRef> = R extends `${infer M extends ContractModuleName}.${infer N}`
  ? N extends keyof ContractModules[M]
    ? ContractModules[M][N] extends z.ZodType
      ? ContractModules[M][N]
      : never
    : never
  : never;

/**
 * How the service worker treats a read (src/sw): the four browsing-data classes kept stale-while-
 * revalidate, `api` network-first with the last copy as fallback, `personal` never cached by the worker
 * (a shop's shared phone must not keep accounts or warranty answers; docs/decisions/130-accounts-and-sessions.md),
 * `network` public but never kept by the worker either (the offline dataset, which the page stores itself;
 * docs/decisions/101-save-for-offline.md).
 */
export type CacheClass = 'catalogue' | 'dealers' | 'serviceCenters' | 'regions' | 'api' | 'personal' | 'network';

export type SuccessStatus = 200 | 201 | 202;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

type Common = {
  /** After /api/cms/, without a leading slash; path parameters as `:name`. */
  path: string;
  /** OpenAPI tag (the resource) and one-line summary. */
  tag: string;
  summary: string;
  description?: string;
  /** Path parameters (`:id`). */
  params?: SchemaRef;
  /** Query string; omitted = `lang` only (catalogue.LangQuerySchema). */
  query?: SchemaRef;
  /** The answer per success status. */
  response: Partial<Record<SuccessStatus, SchemaRef>>;
  /** Error statuses answered with common.ErrorSchema ({ message, errors? }). */
  errors: readonly ErrorStatus[];
  /** Error statuses answered wrapped in `data` ({ data: { message, errors? } }) or plain (docs/product.md §8). */
  wrappedErrors?: readonly ErrorStatus[];
  /** Reads or changes the signed-in account (OpenAPI `security: session`). */
  session?: true;
  /** Statuses of `errors` answered with a schema of their own instead (the CSV import's 422 lists every row's errors). */
  errorBodies?: Partial<Record<ErrorStatus, SchemaRef>>;
};

/** A GET: its cache class decides how the service worker keeps it. */
export type ReadEndpoint = Common & { method: 'GET'; cache: CacheClass };

/**
 * A POST or PUT. `body`: the JSON body schema checked by Fastify before the handler; multipart forms
 * name theirs as `input` instead (the form pipeline reads and checks the parts itself). `outbox`: sent
 * offline, the service worker queues it and replays it later (form POSTs); account calls need the network.
 */
export type WriteEndpoint = Common & {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: SchemaRef;
  input?: SchemaRef;
  /** `csv`: a `text/csv` body (the studio's import, docs/decisions/260-studio-media-and-csv.md). */
  encoding: 'json' | 'multipart' | 'csv';
  outbox: boolean;
};

export type Endpoint = ReadEndpoint | WriteEndpoint;

/**
 * Whether a read takes a studio preview token (`?preview=`, docs/decisions/250-staff-studio.md): every public read
 * of content, so a page shows a draft wherever it would show the entry once published. Not the studio's own reads,
 * a visitor's account (`personal`) nor the offline dataset (`network`: built once and kept by the server).
 */
export const takesPreview = (endpoint: Endpoint): boolean =>
  endpoint.method === 'GET' && endpoint.tag !== 'studio' && endpoint.cache !== 'personal' && endpoint.cache !== 'network';

type Infer<R> = R extends SchemaRef ? z.output<SchemaOf<R>> : never;
type InferIn<R> = R extends SchemaRef ? z.input<SchemaOf<R>> : never;

/** The answer of a success status (the first declared one). */
export type ResponseOf<E extends Endpoint> = E['response'] extends { 200: infer R }
  ? Infer<R>
  : E['response'] extends { 201: infer R }
    ? Infer<R>
    : E['response'] extends { 202: infer R }
      ? Infer<R>
      : never;

/** Path parameters as the client passes them (values are URL-encoded into the path). */
export type ParamsOf<E extends Endpoint> = E extends { params: infer R } ? { [K in keyof InferIn<R>]: string | number } : undefined;

/** A list is a repeated parameter (the product list's `spec`). */
type QueryScalar = string | number | boolean | null | undefined | readonly string[];
/** Query parameters as the client passes them: the schema's input, with coerced numbers as numbers. */
export type QueryOf<E extends Endpoint> = E extends { query: infer R }
  ? { [K in keyof InferIn<R>]: unknown extends InferIn<R>[K] ? number | string | undefined : Extract<InferIn<R>[K], QueryScalar> }
  : { lang?: Lang };

/** The body a write sends (a write without one sends `{}`). */
export type BodyOf<E extends WriteEndpoint> = E extends { body: infer R }
  ? InferIn<R>
  : E extends { input: infer R }
    ? InferIn<R>
    : Record<string, never>;

/** The concrete path of a call: `v2/event/:id` with `{ id: 'x' }` → `v2/event/x` (the types require every parameter). */
export const fillPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
