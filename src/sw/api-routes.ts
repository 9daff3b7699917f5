// Which content-API reads belong to which data class (issue #10 item 3). Pure, so it is unit-tested.

export type ApiDataClass = 'catalogue' | 'dealers' | 'serviceCenters' | 'regions' | 'api';

const API_PREFIX = '/api/cms/';

// Paths after /api/cms/ (spec §7, docs/api.md). The header search (v2/product/search) is not catalogue:
// it is a question, answered network-first.
const CLASS_PATTERNS: [Exclude<ApiDataClass, 'api'>, RegExp][] = [
  ['catalogue', /^(v3\/products\/|v3\/brands\/|v2\/product(\/(categories|brands|downloads))?$|v2\/trending_product$|v2\/popular_category$)/],
  ['dealers', /^(v2\/authorized_store(\/.*)?|v3\/utils\/fetch_dealer)$/],
  ['serviceCenters', /^(v2\/service_center|v2\/pickup-points)$/],
  ['regions', /^(v2\/utilities\/(province|city)|v2\/list_city|v2\/list_kota)$/],
];

/** Personal answers (issue #13): never cached by the worker — a shop's shared phone must not keep them. */
const PERSONAL = /^(v2\/account(\/|$)|v2\/warranty\/check$)/;

/** The data class of a same-origin content-API URL, or undefined for anything else (and for personal reads). */
export function apiDataClass(url: URL, origin: string): ApiDataClass | undefined {
  if (url.origin !== origin || !url.pathname.startsWith(API_PREFIX)) return undefined;
  const path = url.pathname.slice(API_PREFIX.length);
  if (PERSONAL.test(path)) return undefined;
  return CLASS_PATTERNS.find(([, pattern]) => pattern.test(path))?.[0] ?? 'api';
}

/** Form POSTs queue in the outbox; account calls (log in, register, password…) need the network (issue #13). */
export const isQueuedPost = (url: URL, method: string, origin: string) =>
  method === 'POST' && url.origin === origin && url.pathname.startsWith('/api/cms/v2/') && !url.pathname.startsWith('/api/cms/v2/account/');

/** Map tiles: a cross-origin image at …/{z}/{x}/{y}.png (any tile host the build is configured with). */
export function isMapTile(url: URL, origin: string, destination: string): boolean {
  return url.origin !== origin && destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname);
}

/**
 * Other widths of the same demo image (`…/name-640.webp` → `…/name-320.webp`, …), best first; for a gallery
 * view (`…/name--2-1024.webp`) then the item's main image (`…/name-640.webp`), which "Simpan untuk offline"
 * stores: a saved product shows its picture at card size at least, never a broken image (decision 193).
 */
export function sameImageOtherWidths(url: URL): string[] {
  const match = /^(.*)-(\d+)\.webp$/.exec(url.pathname);
  if (!match) return [];
  const [, stem = '', width] = match;
  const widths = (name: string, skip?: string) => ['640', '1024', '320'].filter((w) => w !== skip).map((w) => `${url.origin}${name}-${w}.webp`);
  const view = /^(.*)--\d+$/.exec(stem);
  return [...widths(stem, width), ...(view?.[1] ? widths(view[1]) : [])];
}
