import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isUnreachableError } from './connection';

// Helpers for reads answered on the device when the server cannot be reached (docs/decisions/101): the
// features compute the page the server would have sent from what their saved lists hold.

/** A Laravel-style page of `items` (the wire format every list expects). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    current_page: page,
    last_page: lastPage,
    total,
    per_page: perPage,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    data,
  };
}

/** Every item of type T held by the cached queries under `prefix` whose data `pick` reads, each id once. */
export function cachedItems<T extends { id: number }>(
  client: QueryClient,
  prefix: QueryKey,
  pick: (data: unknown) => readonly T[] | undefined,
): T[] {
  const byId = new Map<number, T>();
  for (const [, data] of client.getQueriesData<unknown>({ queryKey: prefix })) {
    if (data) for (const item of pick(data) ?? []) byId.set(item.id, item);
  }
  return [...byId.values()];
}

type Filters = Record<string, unknown>;
const noFilter = (filters: Filters, names: readonly string[]) => names.every((name) => filters[name] === undefined || filters[name] === '');

/**
 * The whole list, when the cache holds every page of its unfiltered form (a complete save, or a short list
 * seen whole), else undefined. A list computed from part of the data would silently show too little (a
 * category page built from one brand seen online): then the page says "not saved" instead.
 * Keys are `[...prefix, filters]`; `filtersNamed` are the filters that narrow the list.
 */
export function completeList<T extends { id: number }>(
  client: QueryClient,
  prefix: QueryKey,
  filtersNamed: readonly string[],
  pageOfData: (data: unknown) => { total: number; data: readonly T[] } | undefined,
): T[] | undefined {
  const byId = new Map<number, T>();
  let total: number | undefined;
  for (const [key, data] of client.getQueriesData<unknown>({ queryKey: prefix })) {
    const filters = key[prefix.length];
    if (!data || typeof filters !== 'object' || filters === null || !noFilter(filters as Filters, filtersNamed)) continue;
    const page = pageOfData(data);
    if (!page) continue;
    total = Math.max(total ?? 0, page.total);
    for (const item of page.data) byId.set(item.id, item);
  }
  return total !== undefined && byId.size >= total ? [...byId.values()] : undefined;
}

/**
 * Runs `read`; when the server cannot be reached, `fallback` answers instead — unless it has nothing
 * (undefined), then the original error stands (and the page shows "not saved").
 */
export async function withDeviceFallback<T>(read: () => Promise<T>, fallback: () => T | undefined): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const onDevice = isUnreachableError(error) ? fallback() : undefined;
    if (onDevice === undefined) throw error;
    return onDevice;
  }
}
