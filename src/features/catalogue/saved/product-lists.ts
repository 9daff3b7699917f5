import type { ProductSummary } from '@/contract/catalogue';
import { MAX_SAVED } from '@/contract/catalogue-terms';
import { deviceList } from '@/lib/device-list';

// The recently viewed products and the saved list, on the device (docs/decisions/010-public-pages.md,
// /tersimpan): no account needed, most recent first, each entry a snapshot of what a product card shows, so
// both lists render with no network. The saved list joins the visitor's account when they log in
// (src/app/saved-sync.tsx, docs/decisions/130-accounts-and-sessions.md).

/** What a card shows of a product, kept in the entry. */
export type ProductSnapshot = Pick<ProductSummary, 'slug' | 'name' | 'price' | 'image_base' | 'brand'>;

export const MAX_RECENT = 20;
/** The same bound as the account's list. */
export { MAX_SAVED };

export const RECENT_STORAGE_KEY = 'denka.recent';
export const SAVED_STORAGE_KEY = 'denka.saved';

const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

/** A stored snapshot, or null when it lacks a slug or a name; the rest falls back to empty. */
export function parseSnapshot(entry: unknown): ProductSnapshot | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { slug, name, price, image_base, brand } = entry as Record<string, unknown>;
  if (typeof slug !== 'string' || !slug || typeof name !== 'string') return null;
  const image = typeof image_base === 'object' && image_base !== null ? (image_base as Record<string, unknown>) : {};
  const maker = typeof brand === 'object' && brand !== null ? (brand as Record<string, unknown>) : {};
  return {
    slug,
    name,
    price: typeof price === 'number' && Number.isSafeInteger(price) ? price : null,
    image_base: {
      url: text(image.url),
      ...(typeof image.srcset === 'string' ? { srcset: image.srcset } : {}),
      ...(typeof image.width === 'number' ? { width: image.width } : {}),
      ...(typeof image.height === 'number' ? { height: image.height } : {}),
      ...(typeof image.alt === 'string' ? { alt: image.alt } : {}),
    },
    brand: {
      id: typeof maker.id === 'number' ? maker.id : 0,
      slug: text(maker.slug),
      name: text(maker.name),
      image_url: typeof maker.image_url === 'string' ? maker.image_url : null,
    },
  };
}

/** Only what a card shows (a product page's detail carries much more). */
export const snapshotOf = (product: ProductSnapshot): ProductSnapshot => parseSnapshot(product)!;

const recent = deviceList<ProductSnapshot>({ key: RECENT_STORAGE_KEY, max: MAX_RECENT, parse: parseSnapshot, id: (p) => p.slug });
const saved = deviceList<ProductSnapshot>({ key: SAVED_STORAGE_KEY, max: MAX_SAVED, parse: parseSnapshot, id: (p) => p.slug });

export const recentProducts = recent.items;
export const useRecentProducts = recent.useItems;
export const savedProducts = saved.items;
export const useSavedProducts = saved.useItems;

/** A product page was opened: it goes first, once; the oldest beyond twenty drop off. */
export function rememberViewed(product: ProductSnapshot): void {
  const entry = snapshotOf(product);
  const current = recent.items();
  if (current[0] && JSON.stringify(current[0]) === JSON.stringify(entry)) return; // nothing changes
  recent.write([entry, ...current.filter((p) => p.slug !== entry.slug)]);
}

export function clearRecent(): void {
  recent.write([]);
}

export const isSaved = (slug: string) => saved.items().some((p) => p.slug === slug);

/** "Simpan" / "Tersimpan": saves the product first in the list, or takes it out; true when it is now saved. */
export function toggleSaved(product: ProductSnapshot): boolean {
  if (isSaved(product.slug)) {
    saved.write(saved.items().filter((p) => p.slug !== product.slug));
    return false;
  }
  saved.write([snapshotOf(product), ...saved.items()]);
  return true;
}

export function clearSaved(): void {
  saved.write([]);
}

/** After the account's list came back (login): the device keeps the union, as the server ordered it. */
export function replaceSaved(products: readonly ProductSnapshot[]): void {
  saved.write(products.map(snapshotOf));
}
