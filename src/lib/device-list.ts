import { useSyncExternalStore } from 'react';

// A short list kept on the device (localStorage) with a React subscription: the compare tray, the recently
// viewed products and the saved list (docs/decisions/010-public-pages.md). Shared by the site's tabs (the
// `storage` event); a blocked or full storage keeps the list for the page's life; what an earlier page stored
// is read back through `parse`, so a malformed entry (or storage that is not a JSON list) is dropped, never
// trusted. The server's render and hydration see an empty list (the server has no device): the stored one
// appears right after, so the markup the server sent and the hydrating render agree.

export type DeviceList<T> = {
  readonly key: string;
  readonly max: number;
  /** The list now (read from storage once, then kept in memory). */
  items(): readonly T[];
  /** Replaces the list (de-duplicated by `id`, first wins, at most `max`) and tells every subscriber. */
  write(next: readonly T[]): void;
  /** The list in a component, re-rendered on every change (also from another tab). */
  useItems(): readonly T[];
};

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // blocked storage (private mode)
  }
}

export function deviceList<T>(options: {
  key: string;
  max: number;
  /** A well-formed entry from what storage held, or null to drop it. */
  parse: (entry: unknown) => T | null;
  id: (entry: T) => string;
}): DeviceList<T> {
  const { key, max, parse, id } = options;
  const EMPTY: readonly T[] = [];
  let items: readonly T[] | undefined;
  const listeners = new Set<() => void>();

  const tidy = (list: readonly T[]): readonly T[] => {
    const seen = new Set<string>();
    return list
      .filter((entry) => {
        const entryId = id(entry);
        if (seen.has(entryId)) return false;
        seen.add(entryId);
        return true;
      })
      .slice(0, max);
  };

  const read = (): readonly T[] => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
      if (!Array.isArray(parsed)) return EMPTY;
      return tidy(parsed.map((entry: unknown) => parse(entry)).filter((entry): entry is T => entry !== null));
    } catch {
      return EMPTY;
    }
  };

  const current = () => (items ??= read());

  const write = (next: readonly T[]) => {
    items = next.length ? tidy(next) : EMPTY;
    try {
      if (items.length) storage()?.setItem(key, JSON.stringify(items));
      else storage()?.removeItem(key);
    } catch {
      // full or blocked storage: the list still holds for this page
    }
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return; // another tab changed another list
      items = read();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    key,
    max,
    items: current,
    write,
    useItems: () => useSyncExternalStore(subscribe, current, () => EMPTY),
  };
}
