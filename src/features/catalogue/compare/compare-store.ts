import { MAX_COMPARED } from '@/contract/catalogue-terms';
import { deviceList } from '@/lib/device-list';

// The compare tray's products, on the device (docs/decisions/010-public-pages.md, /bandingkan): up to four,
// kept in localStorage (src/lib/device-list.ts) so the tray survives a reload and is shared by the site's tabs;
// nothing is sent to the server until the visitor opens the comparison. Each entry keeps what the tray shows
// (name, image).

export type ComparedItem = { slug: string; name: string; image: string | null };

export const COMPARE_STORAGE_KEY = 'denka.compare';
export { MAX_COMPARED };

const list = deviceList<ComparedItem>({
  key: COMPARE_STORAGE_KEY,
  max: MAX_COMPARED,
  id: (item) => item.slug,
  parse: (entry) => {
    if (typeof entry !== 'object' || entry === null) return null;
    const { slug, name, image } = entry as Record<string, unknown>;
    if (typeof slug !== 'string' || typeof name !== 'string') return null;
    return { slug, name, image: typeof image === 'string' ? image : null };
  },
});

export const comparedItems = list.items;

/** Adds a product (false when the tray is full) or, when it is in the tray, takes it out. */
export function toggleCompared(item: ComparedItem): boolean {
  const current = comparedItems();
  if (current.some((entry) => entry.slug === item.slug)) {
    list.write(current.filter((entry) => entry.slug !== item.slug));
    return true;
  }
  if (current.length >= MAX_COMPARED) return false;
  list.write([...current, item]);
  return true;
}

export function removeCompared(slug: string): void {
  list.write(comparedItems().filter((entry) => entry.slug !== slug));
}

export function clearCompared(): void {
  list.write([]);
}

/** The tray's products (empty in the server's render and at hydration; src/lib/device-list.ts). */
export const useComparedItems = list.useItems;
