import { useSyncExternalStore } from 'react';
import { MAX_COMPARED } from '@/contract/catalogue';

// The compare tray's products, on the device (docs/decisions/010-public-pages.md, /bandingkan): up to four,
// kept in localStorage so the tray survives a reload and is shared by the site's tabs; nothing is sent to
// the server until the visitor opens the comparison. Each entry keeps what the tray shows (name, image).

export type ComparedItem = { slug: string; name: string; image: string | null };

export const COMPARE_STORAGE_KEY = 'denka.compare';
export { MAX_COMPARED };

const EMPTY: readonly ComparedItem[] = [];
let items: readonly ComparedItem[] | undefined;
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // blocked storage (private mode): the tray lives as long as the page
  }
}

/** The stored list, keeping only well-formed entries, never more than four. */
function read(): readonly ComparedItem[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(COMPARE_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return EMPTY;
    return parsed
      .filter(
        (entry): entry is ComparedItem =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as ComparedItem).slug === 'string' &&
          typeof (entry as ComparedItem).name === 'string',
      )
      .map(({ slug, name, image }) => ({ slug, name, image: typeof image === 'string' ? image : null }))
      .slice(0, MAX_COMPARED);
  } catch {
    return EMPTY;
  }
}

function write(next: readonly ComparedItem[]): void {
  items = next;
  try {
    if (next.length) storage()?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
    else storage()?.removeItem(COMPARE_STORAGE_KEY);
  } catch {
    // full or blocked storage: the tray still holds them for this page
  }
  listeners.forEach((listener) => listener());
}

export function comparedItems(): readonly ComparedItem[] {
  return (items ??= read());
}

/** Adds a product (false when the tray is full) or, when it is in the tray, takes it out. */
export function toggleCompared(item: ComparedItem): boolean {
  const current = comparedItems();
  if (current.some((entry) => entry.slug === item.slug)) {
    write(current.filter((entry) => entry.slug !== item.slug));
    return true;
  }
  if (current.length >= MAX_COMPARED) return false;
  write([...current, item]);
  return true;
}

export function removeCompared(slug: string): void {
  write(comparedItems().filter((entry) => entry.slug !== slug));
}

export function clearCompared(): void {
  write(EMPTY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the tray.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COMPARE_STORAGE_KEY && event.key !== null) return;
    items = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The tray's products. The server's render and hydration see an empty tray (the server has no device):
 * the stored one appears right after, so the markup the server sent and the hydrating render agree.
 */
export function useComparedItems(): readonly ComparedItem[] {
  return useSyncExternalStore(subscribe, comparedItems, () => EMPTY);
}
