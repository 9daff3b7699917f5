import { ALL_ENDPOINTS } from '../contract/endpoints/all';
import { apiPath, type CacheClass, type Endpoint } from '../contract/endpoints/define';

// Which content-API requests the worker caches, and how, and which POSTs it queues: read from the endpoint
// declarations (src/contract/endpoints, docs/decisions/200-code-structure.md), never
// from a second list of paths. Pure, so it is unit-tested.

/** How a cached read is kept (src/sw/runtime-caching.ts); `personal` answers are never cached. */
export type ApiDataClass = Exclude<CacheClass, 'personal' | 'network'>;

/** Where the content API's paths start under our origin (the declared paths follow it). */
export const API_PREFIX = apiPath('');

type Matcher = { pattern: RegExp; endpoint: Endpoint };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A declared path as a pattern: `:name` is one path segment (`v2/event/:id`). */
const pathPattern = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/')}$`,
  );

const parameterCount = (path: string) => path.split('/').filter((segment) => segment.startsWith(':')).length;

/** The worker's URL rules over a list of declarations (the whole contract by default, a test's own list in tests). */
export function apiRoutes(endpoints: readonly Endpoint[]) {
  // Fixed paths before parametrised ones: `v2/event/search` is not the article `v2/event/:id`.
  const matchers: Matcher[] = [...endpoints]
    .sort((a, b) => parameterCount(a.path) - parameterCount(b.path))
    .map((endpoint) => ({ pattern: pathPattern(endpoint.path), endpoint }));

  /** The declaration a same-origin content-API request is for, if any. */
  const endpointOf = (url: URL, method: string, origin: string): Endpoint | undefined => {
    if (url.origin !== origin || !url.pathname.startsWith(API_PREFIX)) return undefined;
    // A trailing slash names the same endpoint (a personal read stays personal however it is spelled).
    const path = url.pathname.slice(API_PREFIX.length).replace(/\/+$/, '');
    return matchers.find(({ pattern, endpoint }) => endpoint.method === method && pattern.test(path))?.endpoint;
  };

  return {
    endpointOf,
    /**
     * The data class of a same-origin content-API read: its declaration's cache class; `api` (network-first)
     * for a read no declaration names; undefined for anything else, for a personal read, which the worker
     * never caches (a shop's shared phone must not keep it), and for a `network` one (decision 101).
     */
    apiDataClass(url: URL, origin: string): ApiDataClass | undefined {
      if (url.origin !== origin || !url.pathname.startsWith(API_PREFIX)) return undefined;
      // A studio preview link's read answers a staff member's draft (no-store): never kept on the device
      // (docs/decisions/250-staff-studio.md).
      if (url.searchParams.has('preview')) return undefined;
      const endpoint = endpointOf(url, 'GET', origin);
      if (!endpoint) return 'api';
      // `personal` and `network` reads are never kept (the offline dataset is stored by the page itself).
      return endpoint.method === 'GET' && endpoint.cache !== 'personal' && endpoint.cache !== 'network' ? endpoint.cache : undefined;
    },
    /** A POST (or PUT) the outbox keeps when the server cannot be reached: a declared write with `outbox: true`. */
    isQueuedPost(url: URL, method: string, origin: string): boolean {
      const endpoint = endpointOf(url, method, origin);
      return endpoint !== undefined && endpoint.method !== 'GET' && endpoint.outbox;
    },
  };
}

const contractRoutes = apiRoutes(ALL_ENDPOINTS);
export const { apiDataClass, isQueuedPost } = contractRoutes;

/** Map tiles: a cross-origin image at …/{z}/{x}/{y}.png (any tile host the build is configured with). */
export function isMapTile(url: URL, origin: string, destination: string): boolean {
  return url.origin !== origin && destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname);
}

/**
 * Other widths of the same demo image (`…/name-640.webp` → `…/name-320.webp`, …), best first; for a gallery
 * view (`…/name--2-1024.webp`) then the item's main image (`…/name-640.webp`), which "Simpan untuk offline"
 * stores: a saved product shows its picture at card size at least, never a broken image (decision 071).
 */
export function sameImageOtherWidths(url: URL): string[] {
  // A studio upload's renditions: /media/studio/{id}/{width}.webp, `{width}-r2.webp` once its file was replaced
  // (docs/decisions/260-studio-media-and-csv.md).
  const studio = /^(\/media\/studio\/[^/]+)\/(\d+)(-r\d+)?\.webp$/.exec(url.pathname);
  if (studio) {
    const [, base = '', width, revision = ''] = studio;
    return ['640', '320', '960', '1280'].filter((w) => w !== width).map((w) => `${url.origin}${base}/${w}${revision}.webp`);
  }
  const match = /^(.*)-(\d+)\.webp$/.exec(url.pathname);
  if (!match) return [];
  const [, stem = '', width] = match;
  const widths = (name: string, skip?: string) =>
    ['640', '1024', '320'].filter((w) => w !== skip).map((w) => `${url.origin}${name}-${w}.webp`);
  const view = /^(.*)--\d+$/.exec(stem);
  return [...widths(stem, width), ...(view?.[1] ? widths(view[1]) : [])];
}
