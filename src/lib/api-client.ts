import type { z } from 'zod';
import { fillPath, takesPreview, type ParamsOf, type QueryOf, type ReadEndpoint, type ResponseOf } from '../contract/endpoints/define';
import { loadContractSchema, preloadContractLoaders } from '../contract/endpoints/load-schema';
import { readKey } from '../contract/read-key';
import { serverRead, takeBootRead } from './boot-reads';
import { config } from './config';
import { previewRefused, previewToken } from './studio-preview';
import { currentLang } from './i18n';
import { nextTask } from './next-task';

type QueryValue = string | number | boolean | null | undefined | readonly string[];
export type ApiQuery = Record<string, QueryValue>;

/** A failed call: the server's own message (docs/product.md §8), the HTTP status (0 = no response). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** A studio preview's token the server refused (`X-Preview: refused`, src/server/studio/preview-reads.ts). */
    readonly previewRefused = false,
  ) {
    super(message);
  }
}

export function buildApiUrl(path: string, query: ApiQuery = {}, base = config.apiBaseUrl): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, lang: query.lang ?? currentLang() })) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return `${base}${path.replace(/^\//, '')}?${params.toString()}`;
}

// zod's configuration loads beside the shell (not inside it, nor among a page's preloads): main.tsx starts
// it once the page is idle, a read made earlier starts it itself, and every read waits for it
// (docs/decisions/113-first-screen.md). A failed load is forgotten, so the next read tries again.
let zodConfigured: Promise<unknown> | undefined;
const configureZod = () =>
  (zodConfigured ??= import('./zod-config').catch((error: unknown) => {
    zodConfigured = undefined;
    throw error;
  }));

/** Starts loading zod's configuration and the contracts' loader map ahead of the next read (once the page is idle). */
export function preloadApiSchemas(): void {
  configureZod().catch(() => undefined);
  preloadContractLoaders().catch(() => undefined);
}

/**
 * Answers held on the device for reads by key (`readKey`): "Simpan untuk offline" sets it while it fills
 * the query cache from its downloaded dataset (docs/decisions/101-save-for-offline.md), so the
 * features' own query functions parse and shape the saved answers exactly as they would the network's.
 * The source may answer with a promise (the kept dataset, read from IndexedDB after an update).
 */
let heldReads: ((key: string) => unknown) | undefined;
export function setHeldReads(source: ((key: string) => unknown) | undefined): void {
  heldReads = source;
}

/**
 * Answers kept on the device for reads the server cannot answer now (unreachable: no response, 502–504):
 * the saved dataset answers a saved product or article page on demand, parsed by the same schema and shaped
 * by the same query function, instead of the save filling every one into the query cache
 * (docs/decisions/101-save-for-offline.md). Undefined: not saved, the error stands.
 */
let savedReads: ((key: string) => Promise<unknown>) | undefined;
export function setSavedReads(source: ((key: string) => Promise<unknown>) | undefined): void {
  savedReads = source;
}

/** A read's name as `apiGet` looks it up in the held and saved reads (`readKey` with the path filled and `lang`). */
export function readKeyOf(endpoint: { path: string }, params?: Record<string, string | number>, query?: ApiQuery): string {
  return readKey(fillPath(endpoint.path, params), { ...query, lang: query?.lang ?? currentLang() });
}

/**
 * Until this time, reads revalidate with the server past the browser's HTTP cache (`cache: 'no-cache'`): a
 * content change was just seen (docs/decisions/253-content-version.md), and an answer the browser
 * kept for up to a minute (the read cache's max-age) would bring the old content back.
 */
let revalidateUntil = 0;
export function revalidateReadsFor(ms: number): void {
  revalidateUntil = Date.now() + ms;
}

const unreachable = (error: unknown) => error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

/** Whether an object type has a required key (then its options object must be passed). */
type HasRequired<T> = Record<never, never> extends T ? false : true;

/** The options of a typed read: `params` when the path has some, `query` required when a parameter is. */
export type ReadOptions<E extends ReadEndpoint> = {
  signal?: AbortSignal | undefined;
  /**
   * `same-origin` sends the site's cookies with this one read: a studio preview, which answers the draft only to
   * the staff session its token was made for (docs/decisions/250-staff-studio.md). Every other
   * read is made without credentials (docs/product.md §6).
   */
  credentials?: 'same-origin' | undefined;
} & (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> }) &
  (HasRequired<QueryOf<E>> extends true ? { query: QueryOf<E> } : { query?: QueryOf<E> });

type ReadArgs<E extends ReadEndpoint> =
  ParamsOf<E> extends undefined
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
export async function apiGet<E extends ReadEndpoint>(endpoint: E, ...options: ReadArgs<E>): Promise<ResponseOf<E>> {
  const given = (options[0] ?? {}) as {
    params?: Record<string, string | number>;
    query?: ApiQuery;
    signal?: AbortSignal;
    credentials?: 'same-origin';
  };
  const { params, signal } = given;
  // A studio preview tab's public reads carry its token, with the cookies, and never take an answer from the page's
  // first screen or the device — those are the published content (src/lib/studio-preview.ts).
  const tabPreview = import.meta.env.SSR ? undefined : previewToken();
  const preview = tabPreview !== undefined && takesPreview(endpoint) && given.query?.preview === undefined;
  const query = preview ? { ...given.query, preview: tabPreview } : given.query;
  const credentials = preview ? 'same-origin' : given.credentials;
  const path = fillPath(endpoint.path, params);
  // The answer's schema (every read declares its 200) and zod's configuration load beside the request.
  const schemaLoaded = Promise.all([loadContractSchema(endpoint.response[200]!), configureZod()]).then(([schema]) => schema as z.ZodType);
  const url = buildApiUrl(path, query);
  schemaLoaded.catch(() => undefined); // awaited below; a failed chunk load surfaces there
  const key = readKeyOf(endpoint, params, query);
  // The server's render of the first screen reads the app's own API in-process, never over the network
  // (src/entry-server.tsx); the browser's build drops this branch.
  if (import.meta.env.SSR) {
    const body = await serverRead(key);
    const parsed = body === undefined ? undefined : (await schemaLoaded).safeParse(body);
    if (parsed?.success) return parsed.data as ResponseOf<E>;
    throw new ApiError(`No answer for ${path} on the server`, 0, path);
  }
  // A first-screen read the page's HTML already answers (decision 113): parsed like any answer.
  // A preview's read is the draft's: never the published answers the page or the device hold.
  const previewing = query?.preview !== undefined;
  const boot = previewing ? undefined : (takeBootRead(key) ?? (await heldReads?.(key)));
  if (boot !== undefined) {
    const schema = await schemaLoaded;
    await nextTask(); // the parse in a task of its own, not in the one that evaluated the schemas
    const parsed = schema.safeParse(boot);
    if (parsed.success) return parsed.data as ResponseOf<E>;
  }
  try {
    return await fromNetwork<E>(url, path, schemaLoaded, signal, credentials ?? 'omit');
  } catch (error) {
    // The preview link is no longer good (expired, another session): the published content, with the banner saying so.
    if (preview && error instanceof ApiError && error.previewRefused) {
      previewRefused();
      return apiGet(endpoint, ...options);
    }
    const saved =
      savedReads && !previewing && !signal?.aborted && unreachable(error) ? await savedReads(key).catch(() => undefined) : undefined;
    const parsed = saved === undefined ? undefined : (await schemaLoaded).safeParse(saved);
    if (parsed?.success) return parsed.data as ResponseOf<E>;
    throw error;
  }
}

async function fromNetwork<E extends ReadEndpoint>(
  url: string,
  path: string,
  schemaLoaded: Promise<z.ZodType>,
  signal: AbortSignal | undefined,
  credentials: 'omit' | 'same-origin',
): Promise<ResponseOf<E>> {
  let response: Response;
  try {
    // All data is fetched without credentials (docs/product.md §6), but a studio preview's read (ReadOptions).
    const revalidate = Date.now() < revalidateUntil ? { cache: 'no-cache' as const } : {};
    response = await fetch(url, { signal, credentials, headers: { Accept: 'application/json' }, ...revalidate });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(cause instanceof Error ? cause.message : 'Network error', 0, path);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (await loadContractSchema('common.ErrorSchema')).safeParse(body);
    throw new ApiError(
      error.success ? error.data.message : `HTTP ${response.status}`,
      response.status,
      path,
      error.success ? error.data.errors : undefined,
      response.headers.get('X-Preview') === 'refused',
    );
  }
  const schema = await schemaLoaded;
  // A large answer's parse (every dealer: tens of milliseconds on a slow phone) in a task of its own, not in
  // the one that evaluated its schemas or read its body (decision 112).
  await nextTask();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(`Unexpected response from ${path}`, response.status, path);
  }
  return parsed.data as ResponseOf<E>;
}
