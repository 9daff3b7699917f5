import { deviceList } from '@/lib/device-list';

// "Perangkat saya" (docs/decisions/010-public-pages.md): the camera or other product the visitor owns, picked
// once on its product page and kept on the device like the saved list (src/lib/device-list.ts), with the
// slugs of what fits it (the product page's `fitting`, src/server/repositories/fits.ts) so every product list
// marks fitting accessories with no extra read, offline too. The category lists' "hanya yang cocok" filter
// is the URL's `fits=<slug>`, applied by the server.

export type MyDevice = { slug: string; name: string; fitting: readonly string[] };

export const MY_DEVICE_STORAGE_KEY = 'denka.device';
/** As many as a product page's list of what fits it carries. */
const MAX_FITTING = 48;
const SLUG = /^[a-z0-9][a-z0-9-_.]*$/i;

/** A stored device, or null when it is not well formed (its fitting slugs filtered to well-formed ones). */
export function parseMyDevice(entry: unknown): MyDevice | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { slug, name, fitting } = entry as Record<string, unknown>;
  if (typeof slug !== 'string' || !SLUG.test(slug) || slug.length > 200 || typeof name !== 'string') return null;
  const slugs = Array.isArray(fitting) ? fitting.filter((s): s is string => typeof s === 'string' && SLUG.test(s)) : [];
  return { slug, name: name.slice(0, 200), fitting: slugs.slice(0, MAX_FITTING) };
}

const store = deviceList<MyDevice>({ key: MY_DEVICE_STORAGE_KEY, max: 1, parse: parseMyDevice, id: (d) => d.slug });

/** The visitor's device, if they picked one (none in the server's render and the hydrating one). */
export const useMyDevice = (): MyDevice | undefined => store.useItems()[0];
export const myDevice = (): MyDevice | undefined => store.items()[0];

export function setMyDevice(product: { slug: string; name: string; fitting: readonly { slug: string }[] }): void {
  store.write([{ slug: product.slug, name: product.name, fitting: product.fitting.map((p) => p.slug).slice(0, MAX_FITTING) }]);
}

export function clearMyDevice(): void {
  store.write([]);
}
